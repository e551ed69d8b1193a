import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { MorningDigests } from './morning-digests';
import { SentToday } from './sent-today';
import { WhatsAppQueue } from './whatsapp-queue';

/**
 * The WhatsApp reminders due today, for the admin to send by hand and mark sent, those sent so far today, and the
 * admin's own morning summaries.
 */
export function RemindersPage() {
  return (
    <>
      <PageHeader
        title="Pengingat hari ini"
        subtitle="Pengingat WhatsApp dikirim manual: buka pesan yang sudah terisi di WhatsApp, kirim, lalu tandai terkirim. Pengingat email terkirim otomatis."
      />
      <Stack spacing={4}>
        <WhatsAppQueue />
        <SentToday />
        <MorningDigests />
      </Stack>
    </>
  );
}
