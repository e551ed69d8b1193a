import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/public-layout';
import { PageHeader } from '@/components/page-header';
import { CancellationPolicyBox } from '@/components/cancellation-policy';
import { BookingForm } from '../components/booking-form';
import { HeldBookingNotice } from '../components/held-booking-notice';
import { useAddonsOfCategoryQuery, usePackageQuery, useTimeSlotsQuery } from '@/lib/api/endpoints/catalogue';
import { useSettingsQuery } from '@/lib/api/endpoints/settings';
import { bookingPolicyOf } from '@/lib/rules/settings';
import { errorMessage } from '@/lib/api/api-error';
import type { BookingFormInput } from '@/lib/forms/schemas';
import { appRoutes } from '@/lib/app-routes';
import { showToast } from '@/lib/toast';
import { detailError } from '@/components/detail-error';
import { trailThroughCategories } from '@/components/page-trails';
import { useBooking, type Booked, type Held } from '../use-booking';

const crumbs = trailThroughCategories('Reservasi');

/** The held booking's notice: each failure of its payment step counts, so each is announced and focused afresh. */
type HeldNotice = Held & { failures: number };

/**
 * Booking brings the catalogue (package, add-ons, slots), the studio's cancellation policy in force, the booking
 * and the payment together: the form's input is booked, and the outcome opens the payment page, holds the booking
 * (its reservation is kept and trying again creates only its transaction) or goes back to the form as its refusal.
 */
export function BookingPage() {
  const packageId = Number(useParams().categoryPackageId);
  const chosenPackage = usePackageQuery(packageId);
  const categoryId = chosenPackage.data?.categoryId;
  const addons = useAddonsOfCategoryQuery(categoryId ?? 0, { skip: categoryId === undefined });
  const timeSlots = useTimeSlotsQuery();
  const settings = useSettingsQuery();
  const { book, retry, isPaying } = useBooking();
  const [held, setHeld] = useState<HeldNotice>();
  const navigate = useNavigate();

  /**
   * Opens the payment page of a booked session (where a booking its voucher left at Rp 0 shows as paid), or shows why
   * its payment step failed.
   */
  const goOn = async (outcome: Booked | Held) => {
    if (outcome.kind === 'held') {
      setHeld((previous) => ({ ...outcome, failures: (previous?.failures ?? 0) + 1 }));
      return;
    }
    showToast(outcome.message, 'success');
    await navigate(appRoutes.payment.to(outcome.transactionId));
  };

  /** A refused reservation is thrown back to the form, which shows the server's message and clears the slot. */
  const submit = async (input: BookingFormInput) => {
    const outcome = await book(input);
    if (outcome.kind === 'refused') throw new Error(outcome.message);
    await goOn(outcome);
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
          onSubmit={submit}
          cancellationPolicy={
            <CancellationPolicyBox
              policy={settings.data && bookingPolicyOf(settings.data)}
              error={settings.data ? undefined : settings.error}
            />
          }
          heldBookingNotice={
            held && (
              <HeldBookingNotice
                key={held.failures}
                reservationId={held.reservationId}
                message={held.message}
                onRetry={() => void retry(held).then(goOn)}
                isRetrying={isPaying}
              />
            )
          }
        />
      )}
    </PageContainer>
  );
}
