import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Reminder } from '@/lib/api/api-types';
import { reminderWhatsAppLink } from '@/content/reminder-message';

const SEND = 'Kirim via WhatsApp';

/**
 * Opens the WhatsApp chat with the customer in a new tab, the reminder written in, ready to send. A phone that
 * is not a WhatsApp number leaves the button disabled, and says so.
 */
export function SendOnWhatsAppButton({ reminder }: { reminder: Reminder }) {
  const hintId = useId();
  const href = reminderWhatsAppLink(reminder);
  if (href) {
    return (
      <Button
        variant="contained"
        color="success"
        startIcon={<WhatsAppIcon />}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {SEND}
      </Button>
    );
  }
  return (
    <Stack spacing={0.5}>
      <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} disabled aria-describedby={hintId}>
        {SEND}
      </Button>
      <Typography id={hintId} variant="body2" color="textSecondary">
        Nomor telepon bukan nomor WhatsApp: hubungi pelanggan dengan cara lain.
      </Typography>
    </Stack>
  );
}
