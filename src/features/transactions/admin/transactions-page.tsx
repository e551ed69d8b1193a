import { DataTable } from '@/components/data-table/data-table';
import { detailLinkColumn } from '@/components/data-table/detail-link-column';
import { useFilterInAddress } from '@/components/data-table/use-filter-in-address';
import type { DataTableColumn, SearchBox, StatusSelect } from '@/components/data-table/data-table-types';
import { type ServerListRequest, useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import { bookedColumns } from '@/components/data-table/booked-columns';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { StatusChip } from '@/components/status-chip';
import type { Transaction, TransactionListQuery, TransactionStatus } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import { appRoutes, type TransactionListStatus } from '@/lib/app-routes';
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
  detailLinkColumn((row) => appRoutes.dashboard.transactionDetail.to(row.id)),
];

const search: SearchBox = { label: 'Cari user, ID reservasi, kategori atau paket' };

const statuses: TransactionStatus[] = ['unpaid', 'paid', 'expired'];

const statusFilter: StatusSelect = {
  label: 'Status',
  allLabel: 'Semua status',
  options: [
    ...statuses.map((status) => ({ value: status, label: transactionStatusLabels[status].label })),
    { value: 'waiting' satisfies TransactionListStatus, label: proofStatusLabel(null).label },
  ],
};

/** What the list asks `GET /transactions`: the 'waiting' entry is the proof filter, the others a status. */
function listQueryOf({ status, ...request }: ServerListRequest): TransactionListQuery {
  if (status === 'waiting') return { ...request, proof: 'waiting' };
  return { ...request, status: statuses.find((known) => known === status) };
}

export function TransactionsPage() {
  const [status, setStatus] = useFilterInAddress('status', statusFilter);
  const paging = useServerPaging({ status, onStatusChange: setStatus });
  const transactions = useTransactionsQuery(listQueryOf(paging.request), { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title="Transaksi" />
      <DataTable
        label="Daftar transaksi"
        columns={columns}
        search={search}
        statusFilter={statusFilter}
        minWidth={860}
        {...paging.tableOf(transactions)}
      />
    </>
  );
}
