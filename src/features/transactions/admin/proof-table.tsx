import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/status-chip';
import type { Transaction } from '@/lib/api/api-types';
import { formatLongDateTime, formatRupiah } from '@/lib/format';
import { isAwaitingDecision } from '@/lib/rules/proofs';
import { paymentMethodLabels, proofStatusLabel } from '@/content/status-labels';
import { ProofDecisionButtons } from './proof-decision-buttons';
import { ProofImageButton } from './proof-image-button';

/** The proofs a customer sent and the payments taken at the counter, with the admin's decision for those still waiting. */
export function ProofTable({ transaction }: { transaction: Transaction }) {
  const proofs = transaction.transaction_detail;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Bukti Pembayaran
      </Typography>
      {proofs.length === 0 ? (
        <Typography color="textSecondary">Tidak ada data</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Bukti pembayaran" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>No</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Status</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Jumlah</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Metode</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Bukti</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Tanggal</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Aksi</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {proofs.map((proof, index) => (
                <TableRow key={proof.id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    <StatusChip status={proofStatusLabel(proof.isValid)} />
                  </TableCell>
                  <TableCell>{formatRupiah(proof.total)}</TableCell>
                  <TableCell>{paymentMethodLabels[proof.method]}</TableCell>
                  <TableCell>
                    {proof.images[0] ? <ProofImageButton imageUrl={proof.images[0].imageUrl} /> : '-'}
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>{formatLongDateTime(proof.createdAt)}</TableCell>
                  <TableCell>
                    {isAwaitingDecision(proof) ? (
                      <ProofDecisionButtons transactionId={transaction.id} proofId={proof.id} />
                    ) : (
                      '-'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
