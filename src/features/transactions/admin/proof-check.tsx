import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DetailList } from '@/components/detail-list';
import type { PaymentProof, Transaction } from '@/lib/api/api-types';
import { formatLongDateTime, formatRupiah, formatStudioMoment } from '@/lib/format';
import { expectedPayment } from './expected-payment';
import { ProofImageButton } from './proof-image-button';

/**
 * Beside a proof still waiting: what must have arrived for it to be true, and what to check before 'Valid'.
 * A screenshot can be made up; the account's statement cannot. Nothing for a proof sent when no installment was due.
 */
export function ProofCheck({
  transaction,
  proof,
  number,
}: {
  transaction: Transaction;
  proof: PaymentProof;
  number: number;
}) {
  const expected = expectedPayment(transaction, proof);
  const headingId = useId();
  if (!expected) return null;
  const amount = formatRupiah(expected.amount);
  const checks = [
    `Nominal yang masuk tepat ${amount}, tidak kurang dan tidak lebih.`,
    `Waktu transfer sebelum ${formatStudioMoment(expected.deadline)} dan sesuai tanggal pada bukti.`,
    `Referensi ${expected.reference} tercantum bila aplikasi pembayar menampilkannya.`,
    'Dana benar-benar masuk di mutasi rekening atau dasbor QRIS studio. Jangan hanya percaya tangkapan layar.',
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography id={headingId} variant="h6" component="h3">
            Periksa bukti {number} sebelum memvalidasi
          </Typography>
          <ProofImageButton imageUrl={proof.images[0]?.imageUrl} />
        </Stack>
        <DetailList
          items={[
            { label: 'Yang harus masuk', value: `${amount} · ${expected.installment}` },
            { label: 'Referensi', value: expected.reference },
            { label: 'Batas waktu', value: formatStudioMoment(expected.deadline) },
            { label: 'Bukti dikirim', value: formatLongDateTime(proof.createdAt) },
          ]}
        />
        <List dense disablePadding aria-label={`Daftar periksa bukti ${number}`}>
          {checks.map((check) => (
            <ListItem key={check} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                <CheckCircleIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={check} />
            </ListItem>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
