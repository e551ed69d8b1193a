import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, type ReactNode } from 'react';
import * as yup from 'yup';
import { useServerForm } from '@/components/use-server-form';
import type { CategoryAddon, TimeSlot, TransactionType } from '@/lib/api/api-types';
import { bookingFormSchema, type BookingFormInput } from '@/lib/forms/schemas';
import { errorMessage } from '@/lib/api/api-error';
import { needsNoPayment } from '@/lib/rules/money';
import { isVoucherRefusal } from '@/lib/rules/vouchers';
import { useVoucher } from '../use-voucher';
import { PolicyAgreement } from './policy-agreement';
import { AddonFieldset, addonErrorsById, type AddonChoice } from './addon-picker';
import { BookingSummary } from './booking-summary';
import { VoucherField } from './voucher-field';
import { PaymentMethodChoice } from '@/components/payment-method-choice';
import { SessionPicker } from '@/components/session-picker/session-picker';

export interface BookingFormValues {
  date: string;
  timeId: number | '';
  categoryId: number;
  categoryPackageId: number;
  addons: AddonChoice[];
  type: TransactionType | '';
  /** The customer agrees to the cancellation policy shown above the checkbox: the form's alone, never sent. */
  agreesToCancellationPolicy: boolean;
}

const POLICY_AGREEMENT_REQUIRED_MESSAGE = 'Setujui kebijakan pembatalan terlebih dahulu';

/**
 * The booking schema with the customer's agreement to the cancellation policy. The request (`bookingFormSchema`, and
 * the backend's `reservationSchema` under it) stays as it was: the agreement is the form's alone, and is taken off
 * before the booking is sent.
 */
const agreedBookingSchema = bookingFormSchema.shape({
  agreesToCancellationPolicy: yup
    .boolean()
    .required(POLICY_AGREEMENT_REQUIRED_MESSAGE)
    .isTrue(POLICY_AGREEMENT_REQUIRED_MESSAGE),
});

type AgreedBookingInput = yup.InferType<typeof agreedBookingSchema>;

/**
 * A booking a voucher leaves at Rp 0 asks for no payment method: it is made with its transaction already paid. Its
 * method is recorded as a full payment, whatever was chosen before.
 */
const freeBookingSchema: yup.Schema<AgreedBookingInput> = agreedBookingSchema.shape({
  type: yup
    .string<TransactionType>()
    .transform(() => 'fullpayment')
    .default('fullpayment'),
});

/** The booking as it is sent: the form's input without the agreement, cast as the request's schema casts it. */
const bookingRequestOf = (input: AgreedBookingInput): BookingFormInput =>
  bookingFormSchema.cast(input, { stripUnknown: true });

export interface BookingFormProps {
  category: { id: number; name: string };
  chosenPackage: { id: number; name: string; price: number; editedQuota: number };
  addons: CategoryAddon[];
  timeSlots: TimeSlot[];
  /**
   * Books and starts the payment, with the voucher applied (`voucherCode`), if any. A refused reservation is thrown
   * with the server's message: the form shows it as an error toast and clears the refused slot, or, when the
   * voucher was refused, shows it at the voucher and drops it, the slot kept.
   */
  onSubmit: (input: BookingFormInput) => Promise<void>;
  /**
   * Set once the reservation exists but its payment step failed: the form stays on that booking, frozen
   * (the slot is the customer's now, not taken), and this notice shows above the button.
   */
  heldBookingNotice?: ReactNode;
  /** The cancellation policy the customer agrees to, shown below the payment method (or its skeleton). */
  cancellationPolicy: ReactNode;
}

/**
 * Date, slot, add-ons, a voucher and payment method, with the running total beside them. Each part re-renders only
 * when its own values change: typing a quantity does not redraw the day's slots.
 */
export function BookingForm({
  category,
  chosenPackage,
  addons,
  timeSlots,
  onSubmit,
  heldBookingNotice,
  cancellationPolicy,
}: BookingFormProps) {
  const isHeld = heldBookingNotice !== undefined;
  const initialValues: BookingFormValues = {
    date: '',
    timeId: '',
    categoryId: category.id,
    categoryPackageId: chosenPackage.id,
    addons: [],
    type: '',
    agreesToCancellationPolicy: false,
  };
  const voucher = useVoucher({ categoryId: category.id, categoryPackageId: chosenPackage.id });
  const isFree = voucher.applied !== undefined && needsNoPayment(voucher.applied);

  /** Books with the voucher applied; its refusal drops it (shown at its field) and the customer may book again. */
  const book = async (input: AgreedBookingInput) => {
    const voucherCode = voucher.applied?.code;
    try {
      await onSubmit({ ...bookingRequestOf(input), ...(voucherCode && { voucherCode }) });
    } catch (error) {
      if (voucherCode === undefined || !isVoucherRefusal(errorMessage(error))) throw error;
      voucher.refuse(errorMessage(error));
    }
  };

  const { form, shownErrors: shown } = useServerForm({
    initialValues,
    schema: isFree ? freeBookingSchema : agreedBookingSchema,
    send: book,
    refusalShownAs: 'toast',
    onRefused: (helpers) => helpers.setFieldValue('timeId', '', false),
  });
  const { values, setFieldValue } = form;
  const { applied, apply, priceAgain } = voucher;
  const chooseAddons = useCallback(
    (choices: AddonChoice[]) => {
      void setFieldValue('addons', choices);
      priceAgain(choices);
    },
    [setFieldValue, priceAgain],
  );
  const chooseType = useCallback((type: TransactionType) => void setFieldValue('type', type), [setFieldValue]);
  const agree = useCallback(
    (agrees: boolean) => void setFieldValue('agreesToCancellationPolicy', agrees),
    [setFieldValue],
  );
  const discount = useMemo(() => applied && { code: applied.code, amount: applied.discount }, [applied]);
  const applyVoucher = useCallback(() => void apply(values.addons), [apply, values.addons]);
  const voucherField = useMemo(
    () => (
      <VoucherField
        code={voucher.code}
        onCodeChange={voucher.setCode}
        appliedCode={applied?.code}
        error={voucher.error}
        isQuoting={voucher.isQuoting}
        onApply={applyVoucher}
        onRemove={voucher.remove}
        disabled={isHeld}
      />
    ),
    [
      voucher.code,
      voucher.setCode,
      applied?.code,
      voucher.error,
      voucher.isQuoting,
      applyVoucher,
      voucher.remove,
      isHeld,
    ],
  );
  const addonMessages = useMemo(() => addonErrorsById(shown.addons, values.addons), [shown.addons, values.addons]);
  const chosenTime = timeSlots.find((slot) => slot.id === values.timeId)?.time;

  return (
    <Grid
      container
      spacing={3}
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Formulir reservasi"
    >
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={4}>
          <SessionPicker
            date={values.date}
            timeId={values.timeId}
            timeSlots={timeSlots}
            setField={setFieldValue}
            dateError={shown.date}
            timeError={shown.timeId}
            isLocked={isHeld}
          />
          <AddonFieldset
            addons={addons}
            value={values.addons}
            onChange={chooseAddons}
            errors={addonMessages}
            disabled={isHeld}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <CardContent sx={{ p: 3 }}>
            <Stack spacing={3}>
              <BookingSummary
                categoryName={category.name}
                packageName={chosenPackage.name}
                packagePrice={chosenPackage.price}
                editedQuota={chosenPackage.editedQuota}
                addons={addons}
                choices={values.addons}
                date={values.date}
                time={chosenTime}
                type={values.type}
                discount={discount}
                voucher={voucherField}
              />
              {isFree ? (
                <Alert severity="success" role="status">
                  <AlertTitle>Tidak perlu pembayaran</AlertTitle>
                  Voucher menutup seluruh total, jadi reservasi langsung dikonfirmasi tanpa bukti pembayaran.
                </Alert>
              ) : (
                <PaymentMethodChoice value={values.type} onChange={chooseType} error={shown.type} disabled={isHeld} />
              )}
              {cancellationPolicy}
              <PolicyAgreement
                checked={values.agreesToCancellationPolicy}
                onChange={agree}
                error={shown.agreesToCancellationPolicy}
                disabled={isHeld}
              />
              {heldBookingNotice}
              <Button type="submit" variant="contained" size="large" loading={form.isSubmitting} disabled={isHeld}>
                Reservasi
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
