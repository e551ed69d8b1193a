import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { formatRupiah } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { summariseQris } from '@/lib/qris/qris';
import { qrImage } from './qr-image';

/** What the copy or the download did, said under their buttons rather than in a toast over the code. */
interface Notice {
  text: string;
  isError: boolean;
}

/**
 * A dynamic QRIS for the amount due now (the studio's own, or a payment gateway's charge): the payee, the amount
 * and the reference beside it are read back from the code itself, so what the page says is what the payer's app
 * will show. The amount can be copied (for a transfer typed by hand) and the code saved as an image (to pay from
 * another phone). `children` says what to do with it.
 */
export function PaymentQr({ payload, amount, children }: { payload: string; amount: number; children: ReactNode }) {
  const summary = useMemo(() => summariseQris(payload), [payload]);
  const code = useRef<SVGSVGElement>(null);
  const amountDue = formatRupiah(summary.amount ?? amount);

  const [notice, setNotice] = useState<Notice>();

  const copyAmount = async () => {
    try {
      await navigator.clipboard.writeText(String(summary.amount));
      setNotice({ text: `Nominal ${amountDue} disalin`, isError: false });
    } catch {
      setNotice({ text: 'Nominal tidak dapat disalin. Ketik nominalnya secara manual.', isError: true });
    }
  };

  const downloadCode = async () => {
    if (!code.current) return;
    try {
      const caption = [summary.merchantName, `${amountDue} · ${summary.reference}`];
      saveFile(await qrImage(code.current, caption), `qris-${summary.reference}.png`);
      setNotice(undefined);
    } catch {
      setNotice({ text: 'Gambar QR tidak dapat diunduh. Ambil tangkapan layar sebagai gantinya.', isError: true });
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Stack
        spacing={1}
        sx={{ p: 2, bgcolor: '#fff', color: '#1c1917', borderRadius: 3, border: 1, borderColor: 'divider' }}
      >
        <Typography component="p" variant="overline" sx={{ lineHeight: 1.5, letterSpacing: '0.2em' }}>
          QRIS
        </Typography>
        <QRCodeSVG
          ref={code}
          value={payload}
          size={208}
          level="M"
          marginSize={2}
          role="img"
          aria-label={`Kode QR pembayaran sebesar ${amountDue}`}
        />
        <Typography sx={{ fontWeight: 600 }}>{summary.merchantName}</Typography>
        <Typography variant="body2" sx={{ color: '#57534e' }}>
          {summary.merchantCity} · Ref. {summary.reference}
        </Typography>
      </Stack>
      <Typography>
        Nominal: <strong>{amountDue}</strong>
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copyAmount}>
          Salin nominal
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadCode}>
          Unduh QR
        </Button>
      </Stack>
      <Typography
        role="status"
        variant="body2"
        sx={{ fontWeight: 600, color: notice?.isError ? 'error.main' : 'success.main' }}
      >
        {notice?.text}
      </Typography>
      {children}
    </Stack>
  );
}
