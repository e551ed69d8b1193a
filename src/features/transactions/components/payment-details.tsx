import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CancelOwnBooking } from '@/components/cancel-own-booking';
import { CancellationPolicyBox } from '@/components/cancellation-policy';
import { RefundLine } from '@/components/refund-line';
import { canCancelOwnBooking, refundableBookingOf, type OwnPayment } from '@/lib/rules/own-cancellation';
import { SessionActions } from '@/components/session-actions';
import type { Transaction } from '@/lib/api/api-types';
import { paymentProgress, type PaymentProgress } from '@/lib/payment-progress';
import { ArrivalPass } from '@/components/arrival-pass';
import { arrivingOf, isArrivalCodeShown } from '@/lib/rules/arrivals';
import { useNow } from '@/lib/time/use-now';
import { dueBookingOf } from '@/lib/rules/installment-due';
import { needsNoPayment } from '@/lib/rules/money';
import { PaymentStatusHeader } from '../status/payment-status-header';
import { asksForPayment, PaymentAction } from './payment-action';
import { PaymentSummary } from './payment-summary';
import { ProofList } from './proof-list';

/** In the proofs' place for a booking with nothing to pay (`needsNoPayment`): no proof is sent for it. */
const NOTHING_TO_PAY = 'Reservasi ini tidak perlu dibayar, jadi tidak ada bukti pembayaran yang dikirim.';

/** Whether the booking still stands: its payment is open or paid, neither expired nor called off. */
const isBookingStanding = ({ step }: PaymentProgress) => step !== 'expired' && step !== 'cancelled';

/** 'Batalkan' while the customer may call the booking off; a paid booking's refund follows the policy it was made under. */
function CancelAction({ transaction }: { transaction: Transaction }) {
  const { reservation } = transaction;
  const now = useNow();
  const payment: OwnPayment = {
    type: transaction.type,
    total: transaction.total,
    proofs: transaction.transaction_detail,
  };
  if (!canCancelOwnBooking(reservation, payment, now)) return null;
  const refundable = refundableBookingOf(reservation, payment, reservation.policy.cancellation);
  return <CancelOwnBooking booking={reservation} refundable={refundable} />;
}

/**
 * A transaction as its customer sees it: the step it is at on top, then what to do (the QR code and the
 * proof form while a payment is asked for) and the proofs sent, beside what is being paid for and, while the
 * booking stands, the cancellation policy it was made under; once cancelled, what it gives back.
 */
export function PaymentDetails({ transaction }: { transaction: Transaction }) {
  const { reservation } = transaction;
  const now = useNow();
  const progress = paymentProgress(
    { ...transaction, proofs: transaction.transaction_detail },
    {
      status: reservation.status,
      ...dueBookingOf(reservation),
      updatedAt: reservation.updatedAt,
    },
  );
  return (
    <>
      <PaymentStatusHeader transaction={transaction} progress={progress} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            {asksForPayment(progress) && (
              <Card>
                <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                  <PaymentAction transaction={transaction} progress={progress} />
                </CardContent>
              </Card>
            )}
            {progress.step !== 'expired' && (
              <div>
                <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  Detail Pembayaran
                </Typography>
                <ProofList
                  proofs={transaction.transaction_detail}
                  emptyText={needsNoPayment(reservation) ? NOTHING_TO_PAY : undefined}
                />
              </div>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {isArrivalCodeShown(arrivingOf(reservation), now) && (
            <Stack sx={{ mb: 3 }}>
              <ArrivalPass code={reservation.arrivalCode} />
            </Stack>
          )}
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                Ringkasan Reservasi
              </Typography>
              <PaymentSummary transaction={transaction} />
              {reservation.status === 'cancelled' && reservation.refund && (
                <Stack sx={{ mt: 2.5 }}>
                  <RefundLine refund={reservation.refund} />
                </Stack>
              )}
              {isBookingStanding(progress) && (
                <Stack sx={{ mt: 2.5 }}>
                  <CancellationPolicyBox
                    policy={reservation.policy}
                    caption="Kebijakan yang berlaku saat reservasi dibuat"
                    headingLevel="h3"
                  />
                </Stack>
              )}
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
                <SessionActions
                  session={reservation}
                  isUpcoming={reservation.status === 'pending' || progress.step === 'paid'}
                />
                <CancelAction transaction={transaction} />
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
