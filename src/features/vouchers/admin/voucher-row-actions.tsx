import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Voucher } from '@/lib/api/api-types';
import { VoucherActiveSwitch } from './voucher-active-switch';
import { SHOW_USES } from './voucher-labels';

export interface VoucherRowActionsProps {
  voucher: Voucher;
  onEdit: (voucher: Voucher) => void;
  onShowUses: (voucher: Voucher) => void;
  onDelete: (voucher: Voucher) => void;
}

/** A small MUI button's height: a 0.8125rem line at 1.75, and 4 px above and below. */
const SMALL_BUTTON_HEIGHT = 30.75;

const rowStyle = { flexWrap: 'wrap', alignItems: 'center' } as const;

/** The actions' places while the rows load, each the size of what comes, so nothing moves when they do. */
export function VoucherRowActionsSkeleton() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={rowStyle}>
      {/* The switch (58 × 38, drawn 11 px into its label's margin) and 'Aktif'. */}
      <Skeleton variant="rounded" width={84} height={38} />
      {[64, 124, 64].map((width, index) => (
        <Skeleton key={index} variant="rounded" width={width} height={SMALL_BUTTON_HEIGHT} />
      ))}
    </Stack>
  );
}

/** A voucher's 'Aktif' switch, then 'Ubah', 'Lihat pemakaian' and 'Hapus' (the page opens their dialogs). */
export function VoucherRowActions({ voucher, onEdit, onShowUses, onDelete }: VoucherRowActionsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={rowStyle}>
      <VoucherActiveSwitch voucher={voucher} />
      <Button size="small" variant="outlined" color="secondary" onClick={() => onEdit(voucher)}>
        Ubah
      </Button>
      <Button size="small" variant="outlined" color="secondary" onClick={() => onShowUses(voucher)}>
        {SHOW_USES}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onDelete(voucher)}>
        Hapus
      </Button>
    </Stack>
  );
}
