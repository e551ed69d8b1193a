import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useServerForm } from '@/components/use-server-form';
import type { CategoryAddon, TimeSlot, TransactionType } from '@/lib/api/api-types';
import { bookingFormSchema, type BookingFormInput } from '@/lib/forms/schemas';
import { AddonFieldset, addonErrorsById, type AddonChoice } from './addon-picker';
import { BookingSummary } from './booking-summary';
import { PaymentMethodChoice } from '@/components/payment-method-choice';
import { SessionPicker } from '@/components/session-picker/session-picker';

export interface BookingFormValues {
  date: string;
  timeId: number | '';
  categoryId: number;
  categoryPackageId: number;
  addons: AddonChoice[];
  type: TransactionType | '';
}

export interface BookingFormProps {
  category: { id: number; name: string };
  chosenPackage: { id: number; name: string; price: number; editedQuota: number };
  addons: CategoryAddon[];
  timeSlots: TimeSlot[];
  /**
   * Books and starts the payment. A refused reservation is thrown with the server's message: the form shows
   * it as an error toast and clears the refused slot.
   */
  onSubmit: (input: BookingFormInput) => Promise<void>;
  /**
   * Set once the reservation exists but its payment step failed: the form stays on that booking, frozen
   * (the slot is the customer's now, not taken), and this notice shows above the button.
   */
  heldBookingNotice?: ReactNode;
}

/**
 * Date, slot, add-ons and payment method, with the running total beside them. Each part re-renders only
 * when its own values change: typing a quantity does not redraw the day's slots.
 */
export function BookingForm({
  category,
  chosenPackage,
  addons,
  timeSlots,
  onSubmit,
  heldBookingNotice,
}: BookingFormProps) {
  const isHeld = heldBookingNotice !== undefined;
  const initialValues: BookingFormValues = {
    date: '',
    timeId: '',
    categoryId: category.id,
    categoryPackageId: chosenPackage.id,
    addons: [],
    type: '',
  };
  const { form, shownErrors: shown } = useServerForm({
    initialValues,
    schema: bookingFormSchema,
    send: onSubmit,
    refusalShownAs: 'toast',
    onRefused: (helpers) => helpers.setFieldValue('timeId', '', false),
  });
  const { values, setFieldValue } = form;
  const chooseAddons = useCallback((choices: AddonChoice[]) => void setFieldValue('addons', choices), [setFieldValue]);
  const chooseType = useCallback((type: TransactionType) => void setFieldValue('type', type), [setFieldValue]);
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
              />
              <PaymentMethodChoice value={values.type} onChange={chooseType} error={shown.type} disabled={isHeld} />
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
