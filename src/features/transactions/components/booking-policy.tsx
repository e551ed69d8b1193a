import { CancellationPolicyBox } from '@/components/cancellation-policy';
import { useReservationQuery } from '@/lib/api/endpoints/reservations';

/**
 * The cancellation policy the booking was made under (its `policy`, whatever the settings say now), read from the
 * booking itself: a payment's reservation does not carry it.
 */
export function BookingPolicy({ reservationId }: { reservationId: number }) {
  const { data: reservation, error } = useReservationQuery(reservationId);
  return (
    <CancellationPolicyBox
      policy={reservation?.policy}
      error={reservation ? undefined : error}
      caption="Kebijakan yang berlaku saat reservasi dibuat"
      headingLevel="h3"
    />
  );
}
