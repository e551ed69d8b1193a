import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/status-chip';
import type { PaymentProof } from '@/lib/api/api-types';
import { formatLongDateTime, formatRupiah } from '@/lib/format';
import { proofStatusLabel } from '@/content/status-labels';

/** The proofs sent so far: when, how much, and what the studio decided. */
export function ProofList({ proofs }: { proofs: PaymentProof[] }) {
  if (proofs.length === 0)
    return <Typography color="textSecondary">Belum ada bukti pembayaran yang dikirim.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Detail pembayaran">
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>Jumlah</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {proofs.map((proof) => (
            <TableRow key={proof.id}>
              <TableCell>{formatLongDateTime(proof.createdAt)}</TableCell>
              <TableCell>{formatRupiah(proof.total)}</TableCell>
              <TableCell>
                <StatusChip status={proofStatusLabel(proof.isValid)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
