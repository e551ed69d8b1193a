import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { PageHeader } from '@/components/page-header';
import { parseCalendarDay } from '@/lib/rules/calendar-day';
import { useCategoriesQuery, useTimeSlotsQuery } from '@/lib/api/endpoints/catalogue';
import { useCustomerQuery } from '@/lib/api/endpoints/customers';
import { useCreateReservationMutation } from '@/lib/api/endpoints/reservations';
import { appRoutes } from '@/lib/app-routes';
import { emptyNewCustomer } from './customer-field';
import { StaffBookingForm, type StaffBookingValues } from './staff-booking-form';

const crumbs = [{ label: 'Jadwal', to: appRoutes.dashboard.todaySchedule.to() }, { label: 'Buat reservasi' }];

/** The known customer the address names (`?customer=`, from their page), if any. */
function customerIdOf(query: URLSearchParams): number | undefined {
  const text = query.get('customer') ?? '';
  return /^[1-9]\d*$/.test(text) ? Number(text) : undefined;
}

/**
 * The form's first values: the customer `customerId` (named by the address), or a new walk-in customer, on the day the
 * address names (today's, or the calendar's).
 */
function initialValuesOf(query: URLSearchParams, customerId: number | undefined): StaffBookingValues {
  return {
    customer: customerId === undefined ? emptyNewCustomer : { id: customerId },
    channel: 'walk-in',
    categoryId: '',
    categoryPackageId: '',
    date: parseCalendarDay(query.get('date')) ?? '',
    timeId: '',
    addons: [],
    type: '',
  };
}

/**
 * "Buat reservasi": the admin books for someone at the door, on WhatsApp, Instagram or the phone. Made, the booking
 * opens on its transaction, where a payment taken at the counter is recorded.
 */
export function StaffBookingPage() {
  const [query] = useSearchParams();
  const categories = useCategoriesQuery();
  const timeSlots = useTimeSlotsQuery();
  const [createReservation] = useCreateReservationMutation();
  const customerId = customerIdOf(query);
  const customer = useCustomerQuery(customerId ?? 0, { skip: customerId === undefined });
  const isCustomerReady = customerId === undefined || customer.data !== undefined;
  const catalogue =
    categories.data && timeSlots.data && isCustomerReady
      ? { categories: categories.data, timeSlots: timeSlots.data }
      : undefined;

  return (
    <>
      <PageHeader
        title="Buat reservasi"
        subtitle="Untuk pelanggan yang datang langsung, menghubungi lewat WhatsApp, Instagram, atau telepon."
        breadcrumbs={crumbs}
      />
      <DataState
        data={catalogue}
        isLoading={categories.isLoading || timeSlots.isLoading || customer.isLoading}
        error={categories.error ?? timeSlots.error ?? customer.error}
        formatError={detailError}
        loading={
          <Stack spacing={3} role="status" aria-busy="true" aria-label="Memuat formulir reservasi">
            <Skeleton variant="rounded" height={260} />
            <Skeleton variant="rounded" height={420} />
          </Stack>
        }
      >
        {({ categories: loadedCategories, timeSlots: loadedSlots }) => (
          <StaffBookingForm
            categories={loadedCategories}
            timeSlots={loadedSlots}
            initialValues={initialValuesOf(query, customerId)}
            initialCustomer={customer.data?.customer}
            send={(input) => createReservation(input).unwrap()}
            navigateTo={({ data }) => {
              const transaction = data.transactions[0];
              return transaction
                ? appRoutes.dashboard.transactionDetail.to(transaction.id)
                : appRoutes.dashboard.reservationDetail.to(data.id);
            }}
          />
        )}
      </DataState>
    </>
  );
}
