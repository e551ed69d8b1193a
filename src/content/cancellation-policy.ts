/**
 * A cancellation policy as people read it: one line per tier, longest notice first, and what becomes of a down
 * payment. The settings page, the booking and payment pages and the confirmation say it in these words.
 */
import type { BookingPolicy, CancellationPolicy } from '../lib/api/api-types';
import { tiersByNotice } from '../lib/rules/settings';

/** What a tier gives back: "dana kembali 50%", or that nothing comes back. */
const refundText = (refundPercent: number) =>
  refundPercent === 0 ? 'tidak ada pengembalian' : `dana kembali ${refundPercent}%`;

/**
 * "72 jam atau lebih sebelum sesi: dana kembali 100%", "24–72 jam sebelum sesi: dana kembali 50%", "Kurang dari 24
 * jam sebelum sesi: tidak ada pengembalian".
 */
export function cancellationTierLines(tiers: CancellationPolicy['tiers']): string[] {
  const sorted = tiersByNotice(tiers);
  return sorted.map(({ minHoursBefore, refundPercent }, index) => {
    const longer = sorted[index - 1]?.minHoursBefore;
    const refund = refundText(refundPercent);
    if (minHoursBefore === 0 && longer !== undefined) return `Kurang dari ${longer} jam sebelum sesi: ${refund}`;
    if (minHoursBefore === 0) return `Kapan pun sebelum sesi: ${refund}`;
    if (longer === undefined) return `${minHoursBefore} jam atau lebih sebelum sesi: ${refund}`;
    return `${minHoursBefore}–${longer} jam sebelum sesi: ${refund}`;
  });
}

export const DOWN_PAYMENT_NOT_REFUNDABLE = 'DP tidak dapat dikembalikan';

/** What becomes of a down payment when a booking is cancelled. */
export function downPaymentLine({ downPaymentRefundable }: CancellationPolicy): string {
  return downPaymentRefundable ? 'DP ikut dikembalikan sesuai persentase di atas' : DOWN_PAYMENT_NOT_REFUNDABLE;
}

export const CANCELLATION_POLICY_HEADING = 'Kebijakan pembatalan';

/** Said under the tiers wherever customers may move their own bookings: a move keeps what was paid. */
export const MOVE_KEEPS_PAYMENT = 'Jadwal dapat dipindah sesuai ketentuan tanpa kehilangan pembayaran.';

/** A policy as a customer reads it before paying: its tiers, its down payment, and a move's when there is one. */
export interface CancellationPolicyNotice {
  tiers: string[];
  downPayment: string;
  /** Absent when the policy lets no customer move a booking. */
  move?: string;
}

/** The policy the booking page offers (the settings in force) or a payment's booking was made under. */
export function cancellationPolicyNotice({
  cancellation,
  reschedule,
}: Pick<BookingPolicy, 'cancellation' | 'reschedule'>): CancellationPolicyNotice {
  return {
    tiers: cancellationTierLines(cancellation.tiers),
    downPayment: downPaymentLine(cancellation),
    ...(reschedule.limit > 0 && { move: MOVE_KEEPS_PAYMENT }),
  };
}
