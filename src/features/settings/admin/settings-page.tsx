import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { DataState } from '@/components/data-state';
import { PageHeader } from '@/components/page-header';
import { useSettingsQuery } from '@/lib/api/endpoints/settings';
import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';

/** The studio's settings: contact facts and policies in one form, and who changed what. */
export function SettingsPage() {
  const settings = useSettingsQuery();
  return (
    <>
      <PageHeader
        title="Pengaturan"
        subtitle="Kontak dan kebijakan studio. Perubahan berlaku mulai permintaan berikutnya; reservasi yang sudah dibuat tetap memakai kebijakan saat dipesan."
      />
      <Stack spacing={3}>
        <DataState
          data={settings.data}
          isLoading={settings.isLoading}
          error={settings.error}
          loading={<Skeleton variant="rounded" height={640} role="progressbar" aria-label="Memuat pengaturan" />}
        >
          {/* Keyed by the version, so a change saved elsewhere starts the form afresh. */}
          {(data) => <SettingsForm key={data.updatedAt} settings={data} />}
        </DataState>
        <SettingsHistory />
      </Stack>
    </>
  );
}
