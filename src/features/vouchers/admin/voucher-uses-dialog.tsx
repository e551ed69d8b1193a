import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainList } from '@/components/plain-list';
import type { Voucher, VoucherUse } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { formatRupiah, formatShortCalendarDate } from '@/lib/format';
import { CANCELLED_USE } from './voucher-labels';

/** How many of its uses count, against its quota: "3 dari 100 kuota terpakai", "3 terpakai, tanpa batas kuota". */
function usageSummary({ used, quota }: Pick<Voucher, 'used' | 'quota'>): string {
  return quota === null ? `${used} terpakai, tanpa batas kuota` : `${used} dari ${quota} kuota terpakai`;
}

/** One booking that applied the voucher: who, which booking (to its page), its session's day, what it took off. */
function UseItem({ use }: { use: VoucherUse }) {
  const isCancelled = use.status === 'cancelled';
  return (
    <Stack component="li" spacing={0.25} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>{use.customer.name}</Typography>
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'nowrap', textDecoration: isCancelled ? 'line-through' : undefined }}
        >
          {formatRupiah(use.discount)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        <Link
          component={RouterLink}
          to={appRoutes.dashboard.reservationDetail.to(use.reservationId)}
          aria-label={`Reservasi #${use.reservationId}`}
        >
          #{use.reservationId}
        </Link>{' '}
        · {formatShortCalendarDate(use.date)}
      </Typography>
      {isCancelled && (
        <Typography variant="body2" color="error">
          {CANCELLED_USE}
        </Typography>
      )}
    </Stack>
  );
}

export interface VoucherUsesDialogProps {
  open: boolean;
  voucher: Voucher;
  onClose: () => void;
}

/**
 * 'Lihat pemakaian': the bookings that applied a voucher, newest first, each linked to its page. A cancelled
 * booking's use stays listed, marked as given back to the quota.
 */
export function VoucherUsesDialog({ open, voucher, onClose }: VoucherUsesDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const title = `Pemakaian ${voucher.code}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{usageSummary(voucher)}</DialogContentText>
        {voucher.uses.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
            Belum ada pemakaian
          </Typography>
        ) : (
          <PlainList label={title}>
            {voucher.uses.map((use) => (
              <UseItem key={use.reservationId} use={use} />
            ))}
          </PlainList>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="secondary">
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}
