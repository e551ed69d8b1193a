import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../components/layouts/public-layout';
import { PageHeader } from '../../components/page-header';
import { useCreateReservationMutation } from '../../features/booking/api';
import { BookingForm } from '../../features/booking/components/booking-form';
import { useAddonsOfCategoryQuery, usePackageQuery, useTimeSlotsQuery } from '../../features/catalogue/api';
import { useCreateTransactionMutation } from '../../features/payments/api';
import { errorMessage } from '../../lib/api-error';
import type { BookingFormInput } from '../../lib/schemas';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';

const crumbs = [
  { label: 'Beranda', to: paths.home.to() },
  { label: 'Kategori', to: paths.categories.to() },
  { label: 'Reservasi' },
];

/**
 * Booking brings the catalogue (package, add-ons, slots), the booking and the payment together: the
 * reservation is created, then its transaction, then the payment page opens.
 */
export function ReservationPage() {
  const packageId = Number(useParams().categoryPackageId);
  const chosenPackage = usePackageQuery(packageId);
  const categoryId = chosenPackage.data?.categoryId;
  const addons = useAddonsOfCategoryQuery(categoryId ?? 0, { skip: categoryId === undefined });
  const timeSlots = useTimeSlotsQuery();
  const [createReservation] = useCreateReservationMutation();
  const [createTransaction] = useCreateTransactionMutation();
  const navigate = useNavigate();

  const book = async ({ type, ...reservation }: BookingFormInput) => {
    try {
      const created = await createReservation(reservation).unwrap();
      const transaction = await createTransaction({ reservationId: created.data.id, type }).unwrap();
      showToast(created.message, 'success');
      await navigate(paths.payment.to(transaction.data.id));
    } catch (error) {
      showToast(errorMessage(error), 'error');
      throw error;
    }
  };

  const error = chosenPackage.error ?? addons.error ?? timeSlots.error;
  const isLoading = chosenPackage.isLoading || addons.isLoading || timeSlots.isLoading;

  return (
    <PageContainer>
      <PageHeader
        title="Reservasi"
        subtitle={chosenPackage.data ? `${chosenPackage.data.category.name} · ${chosenPackage.data.name}` : undefined}
        breadcrumbs={crumbs}
      />
      {error && <Alert severity="error">Error: {errorMessage(error)}</Alert>}
      {!error && (isLoading || !chosenPackage.data || !addons.data || !timeSlots.data) && (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Memuat formulir reservasi">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      )}
      {!error && chosenPackage.data && addons.data && timeSlots.data && (
        <BookingForm
          category={chosenPackage.data.category}
          chosenPackage={chosenPackage.data}
          addons={addons.data}
          timeSlots={timeSlots.data}
          onSubmit={book}
        />
      )}
    </PageContainer>
  );
}
