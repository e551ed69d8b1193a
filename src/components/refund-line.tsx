import Typography from '@mui/material/Typography';
import { refundStatusText, refundTone } from '@/content/own-refund-text';
import type { Tone } from '@/content/status-labels';
import type { Refund } from '@/lib/api/api-types';
import type { DetailItem } from './detail-list';

/** The mark beside the line: its colour is decoration, the words say it all. */
const markColors: Partial<Record<Tone, string>> = { warning: 'warning.main', success: 'success.main' };

/**
 * Where a cancelled booking's refund stands, for its customer and on the admin's reservation and transaction details: "Pengembalian
 * dana Rp 175.000 · Menunggu", or paid back on a day and how. Nothing when the cancellation gave nothing back.
 */
export function RefundLine({ refund }: { refund: Refund | null | undefined }) {
  if (!refund) return null;
  return (
    <Typography
      variant="body2"
      sx={{ borderLeft: 3, borderColor: markColors[refundTone(refund)], pl: 1, overflowWrap: 'anywhere' }}
    >
      {refundStatusText(refund)}
    </Typography>
  );
}

/** Why the studio called a booking off, as kept on its refund: a line of its facts; none without one, or a reason. */
export function cancellationReasonLines(refund: Refund | null): DetailItem[] {
  return refund?.reason ? [{ label: 'Alasan pembatalan', value: refund.reason }] : [];
}
