import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormikErrors } from 'formik';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { useServerForm } from '@/components/use-server-form';
import { toApiDate } from '@/lib/api/api-date';
import { slotStart, studioDay } from '@/lib/rules/studio-time';
import type { CategoryAddon, ClosedDays, TimeSlot, TransactionType } from '@/lib/api/api-types';
import { closureCovering } from '@/lib/rules/closed-days';
import { formatShortCalendarDate } from '@/lib/format';
import { useClosedDaysQuery } from '@/lib/api/endpoints/closures';
import { lastBookableDay } from '@/lib/rules/calendar-day';
import { bookingFormSchema, type BookingFormInput } from '@/lib/forms/schemas';
import { useNow } from '@/lib/time/use-now';
import { datePickerLocaleText } from '@/theme/date-locale';
import { useReservationsOnDateQuery } from '@/lib/api/endpoints/reservations';
import { AddonPicker, type AddonChoice } from './addon-picker';
import { BookingSummary } from './booking-summary';
import { PaymentMethodChoice } from './payment-method-choice';
import { SlotGrid, type SlotAvailability } from './slot-grid';

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
  chosenPackage: { id: number; name: string; price: number };
  addons: CategoryAddon[];
  timeSlots: TimeSlot[];
  /** Books and starts the payment; a refused reservation is thrown with the server's message, and its slot is cleared. */
  onSubmit: (input: BookingFormInput) => Promise<void>;
  /**
   * Set once the reservation exists but its payment step failed: the form stays on that booking, frozen
   * (the slot is the customer's now, not taken), and this notice shows above the button.
   */
  heldBookingNotice?: ReactNode;
}

const noClosures: readonly ClosedDays[] = [];

function addonErrors(errors: FormikErrors<BookingFormValues>['addons'], choices: AddonChoice[]) {
  const byId: Record<number, string | undefined> = {};
  if (!Array.isArray(errors)) return byId;
  errors.forEach((error, index) => {
    const id = choices[index]?.id;
    if (id !== undefined && typeof error === 'object') byId[id] = error.quantity;
  });
  return byId;
}

interface BookingDateFieldProps {
  /** The chosen day as an API date, or ''. */
  value: string;
  today: string;
  /** The studio's closures: their days cannot be picked, and those ahead are named under the field. */
  closures: readonly ClosedDays[];
  error?: string;
  disabled: boolean;
  onChange: (picked: Dayjs | null) => void;
}

/** The closures from today to the booking horizon, as the customer reads them: "2–4 Jan 2027: Perawatan Studio". */
function closuresAhead(closures: readonly ClosedDays[], today: string): string | undefined {
  const last = lastBookableDay(today).slice(0, 10);
  const ahead = closures.filter(
    (closure) => closure.endDate.slice(0, 10) >= today && closure.startDate.slice(0, 10) <= last,
  );
  if (ahead.length === 0) return undefined;
  const named = ahead.map((closure) => {
    const days =
      closure.startDate === closure.endDate
        ? formatShortCalendarDate(closure.startDate)
        : `${formatShortCalendarDate(closure.startDate)} – ${formatShortCalendarDate(closure.endDate)}`;
    return `${days} (${closure.label})`;
  });
  return `Studio tutup: ${named.join('; ')}`;
}

/**
 * The date picker, re-rendered only when the date, the studio's today, the closures or its message change. It
 * offers the days from today to the last bookable one (the booking horizon) on which the studio is open. It brings its own Indonesian
 * localisation, so the pickers and dayjs load with the booking form, not with every page.
 */
const BookingDateField = memo(function BookingDateField({
  value,
  today,
  closures,
  error,
  disabled,
  onChange,
}: BookingDateFieldProps) {
  const isClosed = useCallback(
    (day: Dayjs) => closureCovering(closures, day.format('YYYY-MM-DD')) !== undefined,
    [closures],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id" localeText={datePickerLocaleText}>
      <DatePicker
        label="Tanggal"
        value={value ? dayjs(value.slice(0, 10)) : null}
        minDate={dayjs(today)}
        maxDate={dayjs(lastBookableDay(today).slice(0, 10))}
        closeOnSelect
        shouldDisableDate={isClosed}
        disabled={disabled}
        onChange={onChange}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error ?? closuresAhead(closures, today) },
        }}
      />
    </LocalizationProvider>
  );
});

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
  const now = useNow();
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
    // The page has shown the refusal; the refused slot is cleared.
    refusalShownAs: 'caller',
    onRefused: (helpers) => helpers.setFieldValue('timeId', '', false),
  });
  const { values, setFieldValue } = form;
  const day = useReservationsOnDateQuery(values.date, { skip: values.date === '' });
  // Without the closures (still loading, or failed) every day is offered: the backend refuses a closed one.
  const { data: closures = noClosures } = useClosedDaysQuery();
  // currentData, not data: while another date loads, the previous date's taken slots must not show.
  const takenRows = day.currentData;
  const taken = useMemo(() => new Set(takenRows?.map((row) => row.timeSlot.id)), [takenRows]);
  const today = studioDay(now);

  const availabilityOf = useCallback(
    (slot: TimeSlot): SlotAvailability => {
      // The held booking's own slot shows among the day's reservations, yet it is the customer's choice.
      if (isHeld && slot.id === values.timeId) return 'free';
      if (taken.has(slot.id)) return 'taken';
      if (values.date.startsWith(today) && slotStart(values.date, slot.time) <= now) return 'passed';
      return 'free';
    },
    [isHeld, values.timeId, taken, values.date, today, now],
  );
  const chooseDate = useCallback(
    (picked: Dayjs | null) => {
      void setFieldValue('date', picked?.isValid() ? toApiDate(picked) : '');
      void setFieldValue('timeId', '');
    },
    [setFieldValue],
  );
  const chooseSlot = useCallback((timeId: number) => void setFieldValue('timeId', timeId), [setFieldValue]);
  const chooseAddons = useCallback((choices: AddonChoice[]) => void setFieldValue('addons', choices), [setFieldValue]);
  const chooseType = useCallback((type: TransactionType) => void setFieldValue('type', type), [setFieldValue]);
  const addonMessages = useMemo(() => addonErrors(shown.addons, values.addons), [shown.addons, values.addons]);
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
          <BookingDateField
            value={values.date}
            today={today}
            closures={closures}
            error={shown.date}
            disabled={isHeld}
            onChange={chooseDate}
          />
          <SlotGrid
            slots={timeSlots}
            availabilityOf={availabilityOf}
            value={values.timeId}
            onChange={chooseSlot}
            error={shown.timeId}
            hasDate={values.date !== ''}
            isLoading={day.isFetching && !day.currentData}
            isLocked={isHeld}
          />
          <Box
            component="fieldset"
            disabled={isHeld}
            sx={{ border: 0, m: 0, p: 0, minWidth: 0, opacity: isHeld ? 0.6 : 1 }}
          >
            <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
              Tambahan
            </Typography>
            <AddonPicker addons={addons} value={values.addons} onChange={chooseAddons} errors={addonMessages} />
          </Box>
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
