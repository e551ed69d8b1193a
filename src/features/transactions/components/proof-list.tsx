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
import { paymentMethodLabels, proofStatusLabel } from '@/content/status-labels';

/**
 * On phones the cells keep less room at their sides, and the status chip breaks between its words when its
 * column is narrow: the three columns fit a 360 px screen, so the table does not scroll sideways there.
 */
const tableStyle = { '& th, & td': { px: { xs: 1, sm: 2 } } } as const;

/** The proofs sent so far, and payments taken at the studio: when, how much (and how, at the studio), and what the studio decided. */
export function ProofList({
  proofs,
  emptyText = 'Belum ada bukti pembayaran yang dikirim.',
}: {
  proofs: PaymentProof[];
  /** What stands in the table's place while there is no proof. */
  emptyText?: string;
}) {
  if (proofs.length === 0) return <Typography color="textSecondary">{emptyText}</Typography>;
  return (
    // Should a long amount or date still be wider than a small phone, the table scrolls in its own frame, which
    // a keyboard can focus and a screen reader names (axe: scrollable-region-focusable), not the page.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Rincian bukti pembayaran"
    >
      <Table size="small" aria-label="Detail pembayaran" sx={tableStyle}>
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
              <TableCell>
                {formatRupiah(proof.total)}
                {proof.method !== 'qris' && (
                  <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                    {proof.method === 'gateway'
                      ? `${paymentMethodLabels.gateway}, dikonfirmasi payment gateway`
                      : `${paymentMethodLabels[proof.method]} di studio`}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <StatusChip status={proofStatusLabel(proof.isValid)} wraps />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
