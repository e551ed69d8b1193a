import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { GatewayPayRequest, GatewayPayResult } from '@/lib/api/api-types';
import { errorMessage } from '@/lib/api/api-error';
import { usePayThroughGatewayMutation } from '@/lib/api/endpoints/demo';
import { palette } from '@/theme/tokens';
import { PayActions } from '../components/pay-actions';
import { PaymentOutcome } from '../components/payment-outcome';
import { QrisBill } from '../components/qris-bill';
import { QrisReader } from '../components/qris-reader';
import type { PayableQris } from '../payable-qris';

/**
 * `/simulator/qris`: the demo's stand-in for the customer's banking app, as a gateway's sandbox offers one. It reads
 * the payment page's QRIS, shows what it asks, and has the emulated gateway pay it (exactly, another amount, or
 * late), which signs and sends the notification to the studio's backend; the page never knows the server key.
 */
export function QrisSimulatorPage() {
  const [qris, setQris] = useState<PayableQris>();
  const [result, setResult] = useState<GatewayPayResult>();
  const [refusal, setRefusal] = useState<string>();
  const [payThroughGateway, { isLoading: isPaying }] = usePayThroughGatewayMutation();

  const pay = async (request: GatewayPayRequest) => {
    setRefusal(undefined);
    try {
      setResult((await payThroughGateway(request).unwrap()).data);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  const startOver = () => {
    setQris(undefined);
    setResult(undefined);
    setRefusal(undefined);
  };

  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: palette.cream, py: { xs: 0, sm: 4 } }}>
      <Paper
        sx={{
          mx: 'auto',
          width: '100%',
          maxWidth: 440,
          minHeight: { xs: '100dvh', sm: 'auto' },
          borderRadius: { xs: 0, sm: 3 },
          overflow: 'hidden',
          boxShadow: 'none',
          border: { xs: 'none', sm: `1px solid ${palette.line}` },
        }}
      >
        <Box component="header" sx={{ bgcolor: palette.plum, color: 'common.white', px: 2.5, py: 2 }}>
          <Typography variant="overline" component="p" sx={{ opacity: 0.8 }}>
            Bank Demo · Bayar QRIS
          </Typography>
          <Typography variant="h4" component="h1">
            Simulator QRIS
          </Typography>
        </Box>
        <Stack spacing={3} sx={{ p: 2.5 }}>
          {/* A standing note, not news: MUI's alerts are announced as `alert` unless told otherwise. */}
          <Alert severity="info" role="note">
            Halaman ini pengganti aplikasi bank atau e-wallet dalam demo Studio Senja. Tidak ada uang sungguhan yang
            berpindah.
          </Alert>
          {qris ? (
            <>
              <QrisBill qris={qris} />
              {refusal && (
                <Alert severity="error" role="alert">
                  {refusal}
                </Alert>
              )}
              {result ? <PaymentOutcome result={result} /> : <PayActions qris={qris} isPaying={isPaying} onPay={pay} />}
              <Button onClick={startOver} disabled={isPaying}>
                Baca kode lain
              </Button>
            </>
          ) : (
            <QrisReader onRead={setQris} />
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
