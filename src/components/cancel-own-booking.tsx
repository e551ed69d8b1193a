import CancelIcon from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useState } from 'react';
import type { Reservation } from '../lib/api/api-types';
import { formatSessionMoment } from '../lib/format';
import { DOWN_PAYMENT_NOT_REFUNDABLE } from '@/content/cancellation-policy';
import { REFUND_BY_TRANSFER_NOTE, refundQuoteText } from '@/content/own-refund-text';
import { useCancelOwnReservationMutation } from '@/lib/api/endpoints/reservations';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { bankAccountSchema } from '@/lib/forms/refund-schemas';
import { keepsDownPayment } from '@/lib/rules/own-cancellation';
import { customerRefund, type RefundableBooking, type RefundQuote } from '@/lib/rules/refunds';
import { appNow } from '@/lib/time/app-clock';
import { ActionButton } from './action-button';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { useConfirmedMutation } from './use-confirmed-mutation';
import { useServerForm } from './use-server-form';

type Booking = Pick<Reservation, 'id' | 'date' | 'timeSlot'>;

export interface CancelOwnBookingProps {
  booking: Booking;
  /**
   * What was paid towards it and the policy it was made under (`refundableBookingOf`). With money paid, the
   * dialog shows the refund before the customer confirms, and asks where to send it; without, it only asks.
   */
  refundable?: RefundableBooking;
  /** An icon button, for the rows of a table. */
  isCompact?: boolean;
}

/** What the dialog says of the booking, paid or not. */
const cancelText = (booking: Booking) =>
  `Reservasi pada ${formatSessionMoment(booking.date, booking.timeSlot.time)} akan dibatalkan dan waktunya dilepas untuk pelanggan lain. Tindakan ini tidak dapat diurungkan.`;

function CancelButton({ isCompact, onClick }: { isCompact: boolean; onClick: () => void }) {
  return (
    <ActionButton
      label="Batalkan"
      icon={<CancelIcon fontSize="small" />}
      color="error"
      isCompact={isCompact}
      onClick={onClick}
    />
  );
}

/**
 * 'Batalkan': the customer calls off their booking once they confirm, which frees its slot. Unpaid, they only
 * confirm; paid or part-paid, they first see what comes back by the booking's policy and, when that is more
 * than Rp 0, give the bank account to send it to. The server's answer is a notice either way, and the dialog
 * closes, as with the admin's cancel (`useConfirmedMutation`).
 */
export function CancelOwnBooking({ booking, refundable, isCompact = false }: CancelOwnBookingProps) {
  if (refundable && refundable.paid > 0)
    return <CancelPaidBooking booking={booking} refundable={refundable} isCompact={isCompact} />;
  return <CancelUnpaidBooking booking={booking} isCompact={isCompact} />;
}

function CancelUnpaidBooking({ booking, isCompact }: { booking: Booking; isCompact: boolean }) {
  const [cancelOwnReservation] = useCancelOwnReservationMutation();
  const { ask, dialog } = useConfirmedMutation<'cancel'>(() => cancelOwnReservation({ id: booking.id }).unwrap());

  return (
    <>
      <CancelButton isCompact={isCompact} onClick={() => ask('cancel')} />
      <ConfirmDialog
        {...dialog}
        title="Batalkan reservasi?"
        text={cancelText(booking)}
        cancelLabel="Kembali"
        confirmLabel="Ya, Batalkan"
        confirmColor="error"
      />
    </>
  );
}

/** One opening of the dialog: the refund as worked out when it opened, which the customer confirms. */
interface Asked {
  opening: number;
  quote: RefundQuote;
}

function CancelPaidBooking({
  booking,
  refundable,
  isCompact,
}: {
  booking: Booking;
  refundable: RefundableBooking;
  isCompact: boolean;
}) {
  const [asked, setAsked] = useState<Asked>();
  const [isOpen, setOpen] = useState(false);
  const open = () => {
    setAsked({ opening: (asked?.opening ?? 0) + 1, quote: customerRefund(refundable, appNow()) });
    setOpen(true);
  };
  return (
    <>
      <CancelButton isCompact={isCompact} onClick={open} />
      {asked && (
        // A new form for every opening: its fields start empty, and the refund shown is the one confirmed.
        <RefundDialog
          key={asked.opening}
          open={isOpen}
          booking={booking}
          quote={asked.quote}
          isDownPaymentKept={keepsDownPayment(refundable)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

interface AccountValues {
  bank: string;
  number: string;
  holder: string;
}

const NO_ACCOUNT: AccountValues = { bank: '', number: '', holder: '' };

/** The account's messages as the backend would give them (`bankAccountSchema`), per field. */
async function accountErrors(values: AccountValues): Promise<FormikErrors<AccountValues>> {
  try {
    await validateYupSchema(values, bankAccountSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

interface RefundDialogProps {
  open: boolean;
  booking: Booking;
  quote: RefundQuote;
  isDownPaymentKept: boolean;
  onClose: () => void;
}

/**
 * The paid booking's cancellation: what it gives back, and the account to send it to when that is more than
 * Rp 0 (nothing is asked, and no account sent, otherwise). A refusal shows as a toast and the dialog closes.
 */
function RefundDialog({ open, booking, quote, isDownPaymentKept, onClose }: RefundDialogProps) {
  const [cancelOwnReservation] = useCancelOwnReservationMutation();
  const asksAccount = quote.amount > 0;
  const { form } = useServerForm({
    initialValues: NO_ACCOUNT,
    validate: (values) => (asksAccount ? accountErrors(values) : Promise.resolve({})),
    send: (values) =>
      cancelOwnReservation({
        id: booking.id,
        bankAccount: asksAccount ? bankAccountSchema.cast(values) : undefined,
      }).unwrap(),
    refusalShownAs: 'toast',
    onSent: onClose,
    onRefused: onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Batalkan reservasi?"
      intro={cancelText(booking)}
      form={form}
      submitLabel="Ya, Batalkan"
      submitColor="error"
      cancelLabel="Tidak"
    >
      <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {refundQuoteText(quote, isDownPaymentKept)}
        </Typography>
        {isDownPaymentKept && (
          <Typography variant="body2" color="textSecondary">
            {DOWN_PAYMENT_NOT_REFUNDABLE}
          </Typography>
        )}
      </Box>
      {asksAccount && (
        <>
          <Typography variant="body2" color="textSecondary">
            {REFUND_BY_TRANSFER_NOTE}
          </Typography>
          <TextField {...formFieldProps(form, 'bank')} label="Nama bank" required autoComplete="off" />
          <TextField
            {...formFieldProps(form, 'number')}
            label="Nomor rekening"
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField {...formFieldProps(form, 'holder')} label="Nama pemilik rekening" required autoComplete="name" />
        </>
      )}
    </FormDialog>
  );
}
