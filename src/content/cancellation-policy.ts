/**
 * A cancellation policy as people read it: one line per tier, longest notice first, and what becomes of a down
 * payment. The settings page, the booking and payment pages and the confirmation say it in these words.
 */
import type { CancellationPolicy } from '../lib/api/api-types';
import { tiersByNotice } from '../lib/rules/settings';

/** "72 jam atau lebih sebelum sesi: 100%", "24–72 jam sebelum sesi: 50%", "Kurang dari 24 jam sebelum sesi: 0%". */
export function cancellationTierLines(tiers: CancellationPolicy['tiers']): string[] {
  const sorted = tiersByNotice(tiers);
  return sorted.map(({ minHoursBefore, refundPercent }, index) => {
    const longer = sorted[index - 1]?.minHoursBefore;
    const refund = `dana kembali ${refundPercent}%`;
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
