import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/components/detail-list';
import { formatRupiah } from '@/lib/format';
import type { PayableQris } from '../payable-qris';

/** What the code asks, as a banking app shows it before the payer confirms: the amount first, then who and what for. */
export function QrisBill({ qris }: { qris: PayableQris }) {
  return (
    <Stack component="section" aria-label="Tagihan QRIS" spacing={2}>
      <div>
        <Typography variant="body2" color="textSecondary">
          Nominal
        </Typography>
        <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {formatRupiah(qris.amount)}
        </Typography>
      </div>
      <DetailList
        items={[
          { label: 'Merchant', value: qris.merchantName },
          { label: 'Kota', value: qris.merchantCity },
          { label: 'Referensi pesanan', value: qris.reference },
        ]}
      />
    </Stack>
  );
}
