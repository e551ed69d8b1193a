import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Reservation } from '../../../lib/api-types';
import { customerWhatsAppLink } from '../../../lib/whatsapp-links';

/**
 * WhatsApp to the customer of a pending booking, the message written for them: a payment reminder while
 * unpaid, a reminder of the session otherwise. Nothing when the booking is over or the phone is unusable.
 */
export function CustomerWhatsAppButton({ reservation, isCompact = false }: { reservation: Reservation; isCompact?: boolean }) {
  const href = reservation.status === 'pending' ? customerWhatsAppLink(reservation) : undefined;
  if (!href) return null;
  const label = `WhatsApp ke ${reservation.user.name}`;
  if (isCompact) {
    return (
      <Tooltip title={label}>
        <IconButton size="small" color="success" aria-label={label} href={href} target="_blank" rel="noreferrer">
          <WhatsAppIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button size="small" variant="outlined" color="success" startIcon={<WhatsAppIcon />} href={href} target="_blank" rel="noreferrer" aria-label={label}>
      WhatsApp
    </Button>
  );
}
