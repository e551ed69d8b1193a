import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/public-layout';
import { PageHeader } from '@/components/page-header';
import { useCreateReservationMutation } from '@/lib/api/endpoints/reservations';
import { BookingForm } from '../components/booking-form';
import { HeldBookingNotice } from '../components/held-booking-notice';
import { useAddonsOfCategoryQuery, usePackageQuery, useTimeSlotsQuery } from '@/lib/api/endpoints/catalogue';
import { errorMessage } from '@/lib/api/api-error';
import type { TransactionType } from '@/lib/api/api-types';
import type { BookingFormInput } from '@/lib/forms/schemas';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast';
import { useCreateTransactionMutation } from '@/lib/api/endpoints/transactions';
import { detailError } from '@/components/detail-error';
import { trailThroughCategories } from '@/components/page-trails';

const crumbs = trailThroughCategories('Reservasi');

/** A reservation that was made, whose transaction could not be: it holds its slot until its payment starts. */
interface HeldBooking {
  reservationId: number;
  type: TransactionType;
  /** Why the payment step failed, as the server said. */
  message: string;
  /** Counts the failures, so each one is announced and focused afresh. */
  failures: number;
}

/**
 * Booking brings the catalogue (package, add-ons, slots), the booking and the payment together: the
 * reservation is created, then its transaction, then the payment page opens. When only the transaction
 * fails, the reservation is kept and trying again creates only its transaction, never a second booking.
 */
export function BookingPage() {
  const packageId = Number(useParams().categoryPackageId);
  const chosenPackage = usePackageQuery(packageId);
  const categoryId = chosenPackage.data?.categoryId;
  const addons = useAddonsOfCategoryQuery(categoryId ?? 0, { skip: categoryId === undefined });
  const timeSlots = useTimeSlotsQuery();
  const [createReservation] = useCreateReservationMutation();
  const [createTransaction, transactionState] = useCreateTransactionMutation();
  const [held, setHeld] = useState<HeldBooking>();
  const navigate = useNavigate();

  /** Creates the reservation's transaction and opens its payment page; a failure holds the booking. */
  const startPayment = async (reservationId: number, type: TransactionType, successMessage?: string) => {
    try {
      const transaction = await createTransaction({ reservationId, type }).unwrap();
      showToast(successMessage ?? transaction.message, 'success');
      await navigate(paths.payment.to(transaction.data.id));
    } catch (error) {
      setHeld((previous) => ({
        reservationId,
        type,
        message: errorMessage(error),
        failures: (previous?.failures ?? 0) + 1,
      }));
    }
  };

  const book = async ({ type, ...reservation }: BookingFormInput) => {
    if (held) return startPayment(held.reservationId, held.type);
    try {
      const created = await createReservation(reservation).unwrap();
      await startPayment(created.data.id, type, created.message);
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
      {error && <Alert severity="error">{detailError(errorMessage(error))}</Alert>}
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
          heldBookingNotice={
            held && (
              <HeldBookingNotice
                key={held.failures}
                reservationId={held.reservationId}
                message={held.message}
                onRetry={() => void startPayment(held.reservationId, held.type)}
                isRetrying={transactionState.isLoading}
              />
            )
          }
        />
      )}
    </PageContainer>
  );
}
