import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { GatewayPayResult } from '@/lib/api/api-types';
import { errorMessage, isApiError } from '@/lib/api/api-error';
import { useReceivePaymentNotificationMutation } from '@/lib/api/endpoints/payments';
import { formatRupiah } from '@/lib/format';
import { gatewayAnswerOf, OUTCOME_WORDS, type GatewayAnswer } from '../gateway-answer';

const SEVERITY: Record<keyof typeof OUTCOME_WORDS, AlertColor> = {
  applied: 'success',
  review: 'warning',
  duplicate: 'info',
  expired: 'warning',
  ignored: 'info',
};

function AnswerAlert({ answer, title }: { answer: GatewayAnswer; title: string }) {
  const isRefused = 'refusal' in answer;
  return (
    <Alert severity={isRefused ? 'error' : SEVERITY[answer.outcome]} role="status">
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      {isRefused ? `Studio menolak notifikasi: ${answer.refusal}` : OUTCOME_WORDS[answer.outcome]}
    </Alert>
  );
}

/** A refused resend as the studio's backend said it: its status and message. */
function resendRefusal(error: unknown): GatewayAnswer {
  const status = isApiError(error) && typeof error.status === 'number' ? `${error.status} ` : '';
  return { refusal: `${status}${errorMessage(error)}` };
}

/**
 * What became of a payment: what the studio's backend answered the gateway's notification, and "Kirim ulang
 * notifikasi", which sends the very same notification again, as a gateway retries, to show it changes nothing twice.
 */
export function PaymentOutcome({ result }: { result: GatewayPayResult }) {
  const [resend, { isLoading }] = useReceivePaymentNotificationMutation();
  const [resent, setResent] = useState<GatewayAnswer>();
  const { notification } = result;

  const sendAgain = async () => {
    try {
      const { data } = await resend(notification).unwrap();
      setResent({ outcome: data.outcome });
    } catch (error) {
      setResent(resendRefusal(error));
    }
  };

  return (
    <Stack component="section" aria-label="Hasil pembayaran" spacing={1.5}>
      <AnswerAlert answer={gatewayAnswerOf(result.status, result.answer)} title="Pembayaran dikirim" />
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {`Dibayar ${formatRupiah(Number(notification.gross_amount))} untuk ${notification.order_id} · ID gateway ${notification.transaction_id}`}
      </Typography>
      <Button variant="outlined" loading={isLoading} onClick={() => void sendAgain()}>
        Kirim ulang notifikasi
      </Button>
      {resent && <AnswerAlert answer={resent} title="Notifikasi dikirim ulang" />}
    </Stack>
  );
}
