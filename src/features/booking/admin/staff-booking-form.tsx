import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikErrors } from 'formik';
import { useCallback, useMemo } from 'react';
import { PaymentMethodChoice } from '@/components/payment-method-choice';
import { SessionPicker } from '@/components/session-picker/session-picker';
import { useServerForm } from '@/components/use-server-form';
import { bookingChannelLabels } from '@/content/status-labels';
import type { ApiEnvelope } from '@/lib/api/api';
import type {
  Category,
  Customer,
  Reservation,
  StaffBookingChannel,
  TimeSlot,
  TransactionType,
} from '@/lib/api/api-types';
import { useAddonsOfCategoryQuery } from '@/lib/api/endpoints/catalogue';
import { staffBookingSchema, type StaffBookingInput } from '@/lib/forms/schemas';
import { STAFF_BOOKING_CHANNELS } from '@/lib/rules/booking-channels';
import { AddonFieldset, addonErrorsById, type AddonChoice } from '../components/addon-picker';
import { BookingSummary } from '../components/booking-summary';
import { CustomerField, type CustomerErrors, type CustomerValue } from './customer-field';

export interface StaffBookingValues {
  customer: CustomerValue;
  channel: StaffBookingChannel | '';
  categoryId: number | '';
  categoryPackageId: number | '';
  date: string;
  timeId: number | '';
  addons: AddonChoice[];
  type: TransactionType | '';
}

export interface StaffBookingFormProps {
  categories: Category[];
  timeSlots: TimeSlot[];
  initialValues: StaffBookingValues;
  /** The known customer `initialValues` books for, if any, shown as picked. */
  initialCustomer?: Customer;
  /** Books, and answers the booking with its transaction; a refusal is thrown with the server's message. */
  send: (input: StaffBookingInput) => Promise<ApiEnvelope<Reservation>>;
  /** Where the booking goes once made: its transaction, where its payment is taken. */
  navigateTo: (answer: ApiEnvelope<Reservation>) => string;
}

/** The customer's messages, flattened from whichever shape the form holds. */
function customerErrors(errors: FormikErrors<StaffBookingValues>['customer']): CustomerErrors {
  if (typeof errors === 'string') return { id: errors };
  return errors ?? {};
}

/**
 * The admin's booking for a customer: whom for and how it came in, the package, the day and slot (the session
 * under way may be chosen for a walk-in), add-ons and how it will be paid, with the total beside them.
 */
export function StaffBookingForm({
  categories,
  timeSlots,
  initialValues,
  initialCustomer,
  send,
  navigateTo,
}: StaffBookingFormProps) {
  const {
    form,
    shownErrors: shown,
    serverError,
  } = useServerForm({
    initialValues,
    schema: staffBookingSchema,
    send,
    navigateTo,
  });
  const { values, setFieldValue } = form;
  const category = categories.find((candidate) => candidate.id === values.categoryId);
  const chosenPackage = category?.category_packages.find((candidate) => candidate.id === values.categoryPackageId);
  const addons = useAddonsOfCategoryQuery(category?.id ?? 0, { skip: category === undefined });
  const chooseAddons = useCallback((choices: AddonChoice[]) => void setFieldValue('addons', choices), [setFieldValue]);
  const chooseType = useCallback((type: TransactionType) => void setFieldValue('type', type), [setFieldValue]);
  const addonMessages = useMemo(() => addonErrorsById(shown.addons, values.addons), [shown.addons, values.addons]);
  const chosenTime = timeSlots.find((slot) => slot.id === values.timeId)?.time;

  const chooseCategory = (id: number) => {
    void setFieldValue('categoryId', id);
    void setFieldValue('categoryPackageId', '');
    void setFieldValue('addons', []);
  };

  return (
    <Grid container spacing={3} component="form" noValidate onSubmit={form.handleSubmit} aria-label="Buat reservasi">
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={3}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <Card>
            <CardContent sx={{ p: 3 }}>
              <Stack spacing={3}>
                <Typography variant="h6" component="h2">
                  Pelanggan
                </Typography>
                <CustomerField
                  value={values.customer}
                  onChange={(customer) => void setFieldValue('customer', customer)}
                  errors={customerErrors(shown.customer)}
                  initialCustomer={initialCustomer}
                />
                <FormControl error={Boolean(shown.channel)} component="fieldset">
                  <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
                    Saluran
                  </FormLabel>
                  <RadioGroup
                    row
                    name="channel"
                    value={values.channel}
                    onChange={(event) => void setFieldValue('channel', event.target.value)}
                  >
                    {STAFF_BOOKING_CHANNELS.map((channel) => (
                      <FormControlLabel
                        key={channel}
                        value={channel}
                        control={<Radio />}
                        label={bookingChannelLabels[channel]}
                      />
                    ))}
                  </RadioGroup>
                  {shown.channel && <FormHelperText>{shown.channel}</FormHelperText>}
                </FormControl>
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ p: 3 }}>
              <Stack spacing={3}>
                <Typography variant="h6" component="h2">
                  Paket dan jadwal
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    select
                    fullWidth
                    label="Kategori"
                    value={values.categoryId}
                    onChange={(event) => chooseCategory(Number(event.target.value))}
                    error={Boolean(shown.categoryId)}
                    helperText={shown.categoryId}
                  >
                    {categories.map((option) => (
                      <MenuItem key={option.id} value={option.id}>
                        {option.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    fullWidth
                    label="Paket"
                    value={values.categoryPackageId}
                    onChange={(event) => void setFieldValue('categoryPackageId', Number(event.target.value))}
                    error={Boolean(shown.categoryPackageId)}
                    helperText={shown.categoryPackageId ?? (category ? undefined : 'Pilih kategori dahulu')}
                    disabled={category === undefined}
                  >
                    {(category?.category_packages ?? []).map((option) => (
                      <MenuItem key={option.id} value={option.id}>
                        {option.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
                <SessionPicker
                  date={values.date}
                  timeId={values.timeId}
                  timeSlots={timeSlots}
                  setField={setFieldValue}
                  dateError={shown.date}
                  timeError={shown.timeId}
                  booker="admin-walk-in"
                />
                {category && (
                  <AddonFieldset
                    addons={addons.data ?? []}
                    value={values.addons}
                    onChange={chooseAddons}
                    errors={addonMessages}
                  />
                )}
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <CardContent sx={{ p: 3 }}>
            <Stack spacing={3}>
              <BookingSummary
                categoryName={category?.name ?? '-'}
                packageName={chosenPackage?.name ?? '-'}
                packagePrice={chosenPackage?.price ?? 0}
                editedQuota={chosenPackage?.editedQuota ?? 0}
                addons={addons.data ?? []}
                choices={values.addons}
                date={values.date}
                time={chosenTime}
                type={values.type}
              />
              <PaymentMethodChoice value={values.type} onChange={chooseType} error={shown.type} isBookedByStudio />
              <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
                Buat reservasi
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
