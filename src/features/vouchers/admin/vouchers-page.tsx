import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, SearchBox } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import { useConfirmedMutation } from '@/components/use-confirmed-mutation';
import { RetryAlert } from '@/components/retry-alert';
import type { Voucher } from '@/lib/api/api-types';
import { useDeleteVoucherMutation, useVouchersQuery } from '@/lib/api/endpoints/vouchers';
import { studioDayOf } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { useDialogTarget } from './use-dialog-target';
import { VoucherFormDialog } from './voucher-form-dialog';
import {
  ADD_VOUCHER,
  discountText,
  minimumText,
  NO_VOUCHERS,
  perCustomerText,
  usageText,
  validityText,
  VOUCHERS_LABEL,
  VOUCHERS_TITLE,
  voucherState,
  voucherStateLabels,
} from './voucher-labels';
import { VoucherRowActions, VoucherRowActionsSkeleton, type VoucherRowActionsProps } from './voucher-row-actions';
import { VoucherScopeText } from './voucher-scope-text';
import { VoucherUsesDialog } from './voucher-uses-dialog';

const search: SearchBox = { label: 'Cari kode voucher' };

/** The uses that count, and the limit per customer under them when there is one. */
function UsageCell({ voucher }: { voucher: Voucher }) {
  const limit = perCustomerText(voucher);
  return (
    <Stack component="span">
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {usageText(voucher)}
      </Typography>
      {limit && (
        <Typography variant="body2" component="span" color="textSecondary">
          {limit}
        </Typography>
      )}
    </Stack>
  );
}

/** The list's columns; the actions open the page's dialogs, and the status reads the studio's `today`. */
function columnsOf(today: string, actions: Omit<VoucherRowActionsProps, 'voucher'>): DataTableColumn<Voucher>[] {
  return [
    rowNumberColumn('xl'),
    {
      key: 'code',
      header: 'Kode',
      card: 'title',
      render: (row) => (
        // A code reads whole ("WISUDAHEMAT") on one line in the table; a phone's card may break a long one.
        <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere', whiteSpace: { md: 'nowrap' } }}>
          {row.code}
        </Typography>
      ),
    },
    { key: 'discount', header: 'Potongan', render: discountText, minWidth: 100 },
    { key: 'minimum', header: 'Minimal belanja', render: minimumText, minWidth: 100 },
    { key: 'validity', header: 'Berlaku', render: validityText, minWidth: 110 },
    { key: 'scope', header: 'Berlaku untuk', render: (row) => <VoucherScopeText voucher={row} />, hideBelow: 'xl' },
    { key: 'usage', header: 'Pemakaian', render: (row) => <UsageCell voucher={row} /> },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      render: (row) => <StatusChip status={voucherStateLabels[voucherState(row, today)]} />,
      skeleton: <Skeleton variant="rounded" width={64} height={24} />,
    },
    {
      key: 'actions',
      header: 'Aksi',
      card: 'actions',
      minWidth: 220,
      render: (row) => <VoucherRowActions voucher={row} {...actions} />,
      skeleton: <VoucherRowActionsSkeleton />,
    },
  ];
}

/**
 * The studio's vouchers, newest first, one page at a time as the server answers it, searched by code there: what
 * each takes off, from which subtotal, on which days, how often it was used, and where it stands today. Each is
 * switched on or off, changed, its uses looked at, or deleted (a used one the server keeps: switch it off instead).
 */
export function VouchersPage() {
  const today = studioDayOf(useNow());
  const paging = useServerPaging();
  const vouchers = useVouchersQuery(paging.request, { refetchOnMountOrArgChange: true });
  const [deleteVoucher] = useDeleteVoucherMutation();
  const editing = useDialogTarget<Voucher | 'new'>();
  const showingUses = useDialogTarget<Voucher>();
  const deleting = useDialogTarget<Voucher>();
  // The action asked about is the voucher's id.
  const { dialog: deleteDialog } = useConfirmedMutation((id: string) => deleteVoucher(Number(id)).unwrap(), {
    asked: deleting.isOpen && deleting.target ? String(deleting.target.id) : undefined,
    onClose: deleting.close,
  });
  // The uses shown follow the list: a booking made or cancelled meanwhile shows once the list has it.
  const usesOf =
    showingUses.target && (vouchers.data?.rows.find((row) => row.id === showingUses.target?.id) ?? showingUses.target);
  const columns = columnsOf(today, { onEdit: editing.open, onShowUses: showingUses.open, onDelete: deleting.open });
  const table = paging.tableOf(vouchers);

  return (
    <>
      <PageHeader
        title={VOUCHERS_TITLE}
        subtitle="Kode promo yang dimasukkan pelanggan saat memesan."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => editing.open('new')}>
            {ADD_VOUCHER}
          </Button>
        }
      />
      {vouchers.error ? (
        <RetryAlert
          what="Voucher gagal dimuat"
          error={vouchers.error}
          isRetrying={vouchers.isFetching}
          onRetry={() => void vouchers.refetch()}
        />
      ) : (
        <DataTable
          {...table}
          label={VOUCHERS_LABEL}
          columns={columns}
          search={search}
          emptyText={paging.request.q ? 'Tidak ada voucher dengan kode ini' : NO_VOUCHERS}
          minWidth={840}
        />
      )}
      {editing.target !== undefined && (
        <VoucherFormDialog
          key={editing.opening}
          open={editing.isOpen}
          voucher={editing.target}
          onClose={editing.close}
        />
      )}
      {usesOf && <VoucherUsesDialog open={showingUses.isOpen} voucher={usesOf} onClose={showingUses.close} />}
      <ConfirmDialog
        {...deleteDialog}
        title="Apakah anda yakin?"
        text={`Voucher ${deleting.target?.code ?? ''} akan dihapus. Data yang sudah dihapus tidak dapat dikembalikan.`}
        cancelLabel="Batal"
        confirmLabel="Hapus"
        confirmColor="error"
      />
    </>
  );
}
