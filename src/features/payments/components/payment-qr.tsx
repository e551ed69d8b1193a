import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { formatRupiah } from '@/lib/format';
import { studioInfo } from '@/content/studio-info';

/** What the QR code carries: the studio, the transaction and the amount due now. */
export function paymentQrPayload(transactionId: number, amount: number): string {
  return `${studioInfo.name.toUpperCase()}|TRX-${transactionId}|IDR ${amount}`;
}

export function PaymentQr({ transactionId, amount }: { transactionId: number; amount: number }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Stack sx={{ p: 2, bgcolor: '#fff', borderRadius: 3, border: 1, borderColor: 'divider' }}>
        <QRCodeSVG
          value={paymentQrPayload(transactionId, amount)}
          size={208}
          level="M"
          marginSize={2}
          role="img"
          aria-label={`Kode QR pembayaran sebesar ${formatRupiah(amount)}`}
        />
      </Stack>
      <Typography>
        Pindai kode QR dan bayar <strong>{formatRupiah(amount)}</strong>, lalu unggah bukti pembayarannya.
      </Typography>
    </Stack>
  );
}
