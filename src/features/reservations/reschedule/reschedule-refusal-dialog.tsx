import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { studioWhatsAppLink, type BookingReference } from '@/content/whatsapp-links';
import { useStudioContact } from '@/lib/api/endpoints/settings';
import type { ReschedulePolicy } from '@/lib/api/api-types';
import { reschedulePolicyText } from '@/lib/rules/reschedule';
import { ExternalLinkButton } from '@/components/external-link-button';

export interface RescheduleRefusalDialogProps {
  booking: BookingReference;
  /** Why the customer may not move it (`customerRescheduleRefusal`). */
  refusal: string;
  /** The move policy the booking was made under. */
  policy: ReschedulePolicy;
  open: boolean;
  onClose: () => void;
}

/** Why a booking cannot be moved by its customer, the policy it was made under, and the studio's WhatsApp to ask for help. */
export function RescheduleRefusalDialog({ booking, refusal, policy, open, onClose }: RescheduleRefusalDialogProps) {
  const titleId = useId();
  const contact = useStudioContact();
  const chat = contact && studioWhatsAppLink(booking, contact);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Jadwal tidak dapat diubah</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
        <DialogContentText>
          {reschedulePolicyText(policy)} Untuk kebutuhan lain, hubungi studio melalui WhatsApp.
        </DialogContentText>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="secondary">
          Tutup
        </Button>
        <ExternalLinkButton href={chat} variant="contained" color="success" startIcon={<WhatsAppIcon />}>
          Tanya studio via WhatsApp
        </ExternalLinkButton>
      </DialogActions>
    </Dialog>
  );
}
