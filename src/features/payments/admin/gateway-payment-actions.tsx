import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ConfirmedActions, type ConfirmedAction } from '@/components/confirmed-actions';
import type { GatewayPayment } from '@/lib/api/api-types';
import { useAcceptGatewayPaymentMutation } from '@/lib/api/endpoints/payments';
import { formatRupiah } from '@/lib/format';
import { GatewayRefundDialog, REFUND_GATEWAY_PAYMENT } from './gateway-refund-dialog';

export const ACCEPT_GATEWAY_PAYMENT = 'Terima';

type Review = 'accept' | 'refund';

/** A small MUI button's height: a 0.8125rem line at 1.75, and 4 px above and below. */
const SMALL_BUTTON_HEIGHT = 30.75;

/**
 * What accepting says will happen: the payment counts as the installment the booking owes now, whatever was paid;
 * a difference from the charge's amount is for the studio and the customer to settle by hand.
 */
function acceptText({ amount, expectedAmount, reservation }: GatewayPayment): string {
  const counted = `Pembayaran ${formatRupiah(amount)} akan dihitung sebagai pembayaran tagihan reservasi #${reservation.id} yang sedang berjalan.`;
  const difference = Math.abs(amount - expectedAmount);
  const settled =
    difference === 0
      ? ''
      : ` Tagihannya ${formatRupiah(expectedAmount)}: selisih ${formatRupiah(difference)} diselesaikan langsung dengan pelanggan.`;
  return `${counted}${settled} Tindakan ini tidak dapat diurungkan.`;
}

/** What giving back records: the money went back outside the app, before it is written down here. */
const refundText = ({ amount, reservation }: GatewayPayment): string =>
  `Pembayaran ${formatRupiah(amount)} dari ${reservation.customerName} untuk reservasi #${reservation.id} dicatat sudah dikembalikan. Kembalikan dananya lebih dulu di luar aplikasi, lalu catat caranya di sini.`;

function reviewsOf(payment: GatewayPayment): ConfirmedAction<Review>[] {
  const refund = refundText(payment);
  return [
    { key: 'accept', label: ACCEPT_GATEWAY_PAYMENT, tone: 'approve', text: acceptText(payment) },
    {
      key: 'refund',
      label: REFUND_GATEWAY_PAYMENT,
      tone: 'refuse',
      text: refund,
      dialog: (state) => <GatewayRefundDialog {...state} paymentId={payment.id} text={refund} />,
    },
  ];
}

/** The actions' places while the rows load, each the size of what comes, so nothing moves when they do. */
export function GatewayPaymentActionsSkeleton() {
  return (
    <Stack direction="row" spacing={1}>
      <Skeleton variant="rounded" width={72} height={SMALL_BUTTON_HEIGHT} />
      <Skeleton variant="rounded" width={136} height={SMALL_BUTTON_HEIGHT} />
    </Stack>
  );
}

/**
 * 'Terima' and 'Kembalikan dana' for a payment waiting for review: accepting asks first and shows the server's
 * answer as a toast (a refusal too, such as a booking no longer open); giving back asks with its own form. A payment
 * already reviewed has nothing left to do.
 */
export function GatewayPaymentActions({ payment }: { payment: GatewayPayment }) {
  const [accept] = useAcceptGatewayPaymentMutation();
  if (payment.status !== 'review') return null;
  return (
    <ConfirmedActions
      actions={reviewsOf(payment)}
      noWrap
      // Only 'Terima' asks with the plain confirmation: 'Kembalikan dana' sends from its own dialog.
      perform={() => accept(payment.id).unwrap()}
    />
  );
}
