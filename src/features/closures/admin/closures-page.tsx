import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { ClosureForm } from './closure-form';
import { ClosureList } from './closure-list';

/** The days the studio is closed: a form to close more, with a decision for every booking on them, and the list. */
export function ClosuresPage() {
  return (
    <>
      <PageHeader
        title="Hari Tutup Studio"
        subtitle="Pada hari tutup pelanggan tidak dapat memesan atau memindahkan jadwal. Hapus hari tutup untuk membukanya kembali."
      />
      <Stack spacing={3}>
        <ClosureForm />
        <ClosureList />
      </Stack>
    </>
  );
}
