import { useRef } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import type { TransactionType } from '@/lib/api/api-types';
import { useCreateReservationMutation } from '@/lib/api/endpoints/reservations';
import { useCreateTransactionMutation } from '@/lib/api/endpoints/transactions';
import type { BookingFormInput } from '@/lib/forms/schemas';
import { needsNoPayment } from '@/lib/rules/money';

/** What a booking a voucher left at Rp 0 says: it needs no payment, so it is confirmed as it is made. */
export const FREE_BOOKING_MESSAGE = 'Reservasi dikonfirmasi';

/** A reservation that was made, whose transaction could not be: it holds its slot until its payment starts. */
export interface HeldReservation {
  reservationId: number;
  type: TransactionType;
}

/** The reservation and its transaction exist: the payment page can open (and shows a paid one as such). */
export interface Booked {
  kind: 'booked';
  transactionId: number;
  /** The server's message for the step that completed the booking. */
  message: string;
}

/** The reservation exists, its transaction not: trying again creates only the transaction. */
export interface Held extends HeldReservation {
  kind: 'held';
  /** Why the payment step failed, as the server said. */
  message: string;
}

/** The reservation itself was refused: nothing was booked. */
interface Refused {
  kind: 'refused';
  /** The server's reason, word for word. */
  message: string;
}

export type BookingOutcome = Booked | Held | Refused;

/**
 * Booking a session: the reservation is created (with its voucher, if any), then its transaction. When only the
 * transaction fails, the reservation is remembered, and booking again (or `retry`) creates only its transaction,
 * never a second reservation. A booking its voucher left at Rp 0 is made with its transaction already paid: no
 * transaction is asked for. Every call answers with an outcome; none throws.
 */
export function useBooking() {
  const [createReservation] = useCreateReservationMutation();
  const [createTransaction, transaction] = useCreateTransactionMutation();
  const held = useRef<HeldReservation>(undefined);

  /** Creates the reservation's transaction; `bookedMessage` replaces the transaction's own message. */
  const pay = async ({ reservationId, type }: HeldReservation, bookedMessage?: string): Promise<Booked | Held> => {
    held.current = { reservationId, type };
    try {
      const created = await createTransaction({ reservationId, type }).unwrap();
      held.current = undefined;
      return { kind: 'booked', transactionId: created.data.id, message: bookedMessage ?? created.message };
    } catch (error) {
      return { kind: 'held', reservationId, type, message: errorMessage(error) };
    }
  };

  const book = async ({ type, ...reservation }: BookingFormInput): Promise<BookingOutcome> => {
    if (held.current) return pay(held.current);
    const answer = await createReservation(reservation);
    if (answer.error !== undefined) return { kind: 'refused', message: errorMessage(answer.error) };
    const { data: created } = answer;
    const paidAlready = created.data.transactions[0];
    if (needsNoPayment(created.data) && paidAlready) {
      return { kind: 'booked', transactionId: paidAlready.id, message: FREE_BOOKING_MESSAGE };
    }
    return pay({ reservationId: created.data.id, type }, created.message);
  };

  return {
    /** Books the session: creates the reservation (unless one is held) and its transaction. */
    book,
    /** Tries the held reservation's transaction again. */
    retry: (reservation: HeldReservation) => pay(reservation),
    /** A transaction is being created. */
    isPaying: transaction.isLoading,
  };
}
