import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { reservationStatusLabels } from '@/content/status-labels';
import type { GatewayPayment } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { formatInstantTime, formatRupiah, formatShortCalendarDate, formatStudioTime } from '@/lib/format';
import { MINUTE_MS, studioDayOf } from '@/lib/rules/studio-time';
import { gatewayPaymentReasonText, gatewayRefundMethodLabels } from './gateway-payment-labels';

/** An instant as a list writes it, the studio's day and wall clock: "Sel, 1 Des 2026 10.05 WIB". */
const shortMoment = (instant: string) =>
  `${formatShortCalendarDate(studioDayOf(new Date(instant)))} ${formatInstantTime(instant)}`;

/** A line under a cell's main text. */
function Aside({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/**
 * The gateway's order id and when the customer paid; when the gateway told the studio a minute or more apart
 * (a notification retried), that too.
 */
export function PaymentCell({
  orderId,
  paidAt,
  receivedAt,
}: Pick<GatewayPayment, 'orderId' | 'paidAt' | 'receivedAt'>) {
  const isToldLater = Math.abs(Date.parse(receivedAt) - Date.parse(paidAt)) >= MINUTE_MS;
  return (
    <Stack component="span">
      <Typography variant="body2" component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {orderId}
      </Typography>
      <Aside>Dibayar {shortMoment(paidAt)}</Aside>
      {isToldLater && <Aside>Dilaporkan {shortMoment(receivedAt)}</Aside>}
    </Stack>
  );
}

/**
 * The booking paid for: its number (to its page), its session, how it stands when it is no longer pending (why an
 * installment may no longer be due), and its transaction's page.
 */
export function BookingCell({ reservation, transactionId }: Pick<GatewayPayment, 'reservation' | 'transactionId'>) {
  return (
    <Stack component="span">
      <Link
        component={RouterLink}
        to={appRoutes.dashboard.reservationDetail.to(reservation.id)}
        aria-label={`Reservasi #${reservation.id}`}
        sx={{ fontWeight: 700, alignSelf: 'flex-start' }}
      >
        #{reservation.id}
      </Link>
      <Aside>
        {formatShortCalendarDate(reservation.date)}, {formatStudioTime(reservation.time)}
      </Aside>
      {reservation.status !== 'pending' && (
        <Aside>Reservasi {reservationStatusLabels[reservation.status].label.toLowerCase()}</Aside>
      )}
      <Link
        component={RouterLink}
        to={appRoutes.dashboard.transactionDetail.to(transactionId)}
        variant="body2"
        color="secondary"
        sx={{ alignSelf: 'flex-start' }}
      >
        Transaksi #{transactionId}
      </Link>
    </Stack>
  );
}

/**
 * What was paid, beside what the charge asked: a different amount is set in the error colour and says by how
 * much it falls short or goes over, so the difference does not rest on colour alone.
 */
export function AmountCell({ amount, expectedAmount }: Pick<GatewayPayment, 'amount' | 'expectedAmount'>) {
  const difference = amount - expectedAmount;
  const gap =
    difference < 0
      ? ` (kurang ${formatRupiah(-difference)})`
      : difference > 0
        ? ` (lebih ${formatRupiah(difference)})`
        : '';
  return (
    <Stack component="span">
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: difference === 0 ? undefined : 'error.main' }}
      >
        {formatRupiah(amount)}
      </Typography>
      <Aside>
        Tagihan {formatRupiah(expectedAmount)}
        {gap}
      </Aside>
    </Stack>
  );
}

/** Why it waited (or that it matched), then who reviewed it and when, and how it was given back with the note. */
export function NoteCell(payment: GatewayPayment) {
  const { review } = payment;
  return (
    <Stack component="span">
      <Typography variant="body2" component="span">
        {gatewayPaymentReasonText(payment)}
      </Typography>
      {review && (
        <Aside>
          Ditinjau {review.by} · {shortMoment(review.at)}
        </Aside>
      )}
      {review?.method && (
        <Aside>
          {gatewayRefundMethodLabels[review.method]}
          {review.note && ` · ${review.note}`}
        </Aside>
      )}
    </Stack>
  );
}
