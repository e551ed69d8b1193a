import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { ActionButton } from '@/components/action-button';
import type { Reservation } from '@/lib/api/api-types';
import { customerWhatsAppLink } from '@/content/whatsapp-links';
import { useStudioContact } from '@/lib/api/endpoints/settings';

/**
 * WhatsApp to the customer of a pending booking, the message written for them: a payment reminder while
 * unpaid, a reminder of the session otherwise. Nothing when the booking is over or the phone is unusable, nor
 * until the studio's settings (its address) are known.
 */
export function CustomerWhatsAppButton({
  reservation,
  isCompact = false,
}: {
  reservation: Reservation;
  isCompact?: boolean;
}) {
  const contact = useStudioContact();
  const href = reservation.status === 'pending' && contact ? customerWhatsAppLink(reservation, contact) : undefined;
  if (!href) return null;
  return (
    <ActionButton
      label={`WhatsApp ke ${reservation.user.name}`}
      text="WhatsApp"
      icon={<WhatsAppIcon fontSize="small" />}
      color="success"
      isCompact={isCompact}
      href={href}
    />
  );
}
