import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DataTablePage } from '@/components/data-table/data-table-page';
import type { DataTableColumn, DataTableSearch, DataTableStatusFilter } from '@/components/data-table/data-table-types';
import { bookedColumns } from '@/components/data-table/booked-columns';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { StatusChip } from '@/components/status-chip';
import type { Transaction, TransactionListQuery, TransactionStatus } from '@/lib/api/api-types';
import { hasProofWaiting } from '@/lib/rules/proofs';
import { formatRupiah } from '@/lib/format';
import { paths, type TransactionListStatus } from '@/lib/paths';
import { proofStatusLabel, transactionStatusLabels, transactionTypeLabels } from '@/content/status-labels';
import { useTransactionsQuery } from '@/lib/api/endpoints/transactions';
import { TransactionStatusChips } from './transaction-status-chips';

const booked = bookedColumns<Transaction>((row) => row.reservation);

/** Under 1536 px the row number and the category (the package's name mostly says it) make room for the rest. */
const columns: DataTableColumn<Transaction>[] = [
  rowNumberColumn('xl'),
  { key: 'reservation', header: 'ID Reservasi', render: (row) => row.reservationId },
  { key: 'user', header: 'User', render: (row) => row.reservation.user.name, minWidth: 120, card: 'title' },
  { key: 'type', header: 'Metode', render: (row) => <StatusChip status={transactionTypeLabels[row.type]} /> },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <TransactionStatusChips transaction={row} />,
    card: 'aside',
  },
  { key: 'total', header: 'Total', render: (row) => formatRupiah(row.total), minWidth: 110 },
  booked.category,
  booked.package,
  {
    key: 'detail',
    header: 'Aksi',
    card: 'actions',
    render: (row) => (
      <Button component={RouterLink} to={paths.dashboard.transactionDetail.to(row.id)} size="small" color="secondary">
        Detail
      </Button>
    ),
  },
];

const search: DataTableSearch<Transaction> = {
  label: 'Cari user, ID reservasi, kategori atau paket',
  textOf: (row) => [
    row.reservationId,
    row.reservation.user.name,
    row.reservation.category.name,
    row.reservation.categoryPackage.name,
  ],
};

const statuses: TransactionStatus[] = ['unpaid', 'paid', 'expired'];

const statusFilter: DataTableStatusFilter<Transaction> = {
  label: 'Status',
  allLabel: 'Semua status',
  options: [
    ...statuses.map((status) => ({ value: status, label: transactionStatusLabels[status].label })),
    {
      value: 'waiting' satisfies TransactionListStatus,
      label: proofStatusLabel(null).label,
      // The backend lists only these (`?proof=waiting`); the same rule keeps the full list, still shown while
      // the filtered one loads, from showing anything else.
      matches: (row) => hasProofWaiting(row, row.transaction_detail),
    },
  ],
  statusOf: (row) => row.status,
};

const STATUS_PARAM = 'status';

/** The chosen filter entry, kept in the address so that a link (the overview's) can open the list filtered. */
function useStatusInAddress(): [string, (status: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(STATUS_PARAM) ?? '';
  const status = statusFilter.options.some((option) => option.value === asked) ? asked : '';
  const setStatus = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete(STATUS_PARAM);
        else updated.set(STATUS_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [status, setStatus];
}

export function TransactionsPage() {
  const [status, setStatus] = useStatusInAddress();
  const filter: TransactionListQuery = status === 'waiting' ? { proof: 'waiting' } : {};
  const transactions = useTransactionsQuery(filter, { refetchOnMountOrArgChange: true });
  return (
    <DataTablePage
      title="Transaksi"
      label="Daftar transaksi"
      query={transactions}
      columns={columns}
      search={search}
      statusFilter={statusFilter}
      status={status}
      onStatusChange={setStatus}
      minWidth={860}
    />
  );
}
