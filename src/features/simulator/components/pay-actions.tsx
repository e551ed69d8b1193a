import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { GatewayPayRequest } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import type { PayableQris } from '../payable-qris';
import { OtherAmountForm } from './other-amount-form';

/**
 * What the payer can do with a code: pay it as asked, pay another amount, or pay once its charge has expired (the
 * sandbox dates the payment a minute after the expiry), the last two being what the studio must review.
 */
export function PayActions({
  qris,
  isPaying,
  onPay,
}: {
  qris: PayableQris;
  isPaying: boolean;
  onPay: (request: GatewayPayRequest) => Promise<unknown>;
}) {
  const [isOtherAmountOpen, setIsOtherAmountOpen] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Button variant="contained" size="large" loading={isPaying} onClick={() => void onPay({ qris: qris.payload })}>
        Bayar {formatRupiah(qris.amount)}
      </Button>
      <Button
        variant="outlined"
        disabled={isPaying}
        aria-expanded={isOtherAmountOpen}
        onClick={() => setIsOtherAmountOpen((isOpen) => !isOpen)}
      >
        Bayar nominal lain
      </Button>
      <Collapse in={isOtherAmountOpen} unmountOnExit>
        <OtherAmountForm qris={qris.payload} isPaying={isPaying} onPay={onPay} />
      </Collapse>
      <Button variant="outlined" disabled={isPaying} onClick={() => void onPay({ qris: qris.payload, late: true })}>
        Bayar setelah kedaluwarsa
      </Button>
    </Stack>
  );
}
