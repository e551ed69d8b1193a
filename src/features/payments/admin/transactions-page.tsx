import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableSearch, DataTableStatusFilter } from '../../../components/data-table/data-table-types';
import { PageHeader } from '../../../components/page-header';
import { StatusChip } from '../../../components/status-chip';
import type { Transaction, TransactionStatus } from '../../../lib/api-types';
import { formatRupiah } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { transactionStatusLabels, transactionTypeLabels } from '../../../lib/status-labels';
import { useTransactionsQuery } from '../api';

const columns: DataTableColumn<Transaction>[] = [
  { key: 'no', header: 'No', render: (_row, index) => index + 1 },
  { key: 'reservation', header: 'ID Reservasi', render: (row) => row.reservationId },
  { key: 'user', header: 'User', render: (row) => row.reservation.user.name, minWidth: 140 },
  { key: 'type', header: 'Metode', render: (row) => <StatusChip status={transactionTypeLabels[row.type]} /> },
  { key: 'status', header: 'Status', render: (row) => <StatusChip status={transactionStatusLabels[row.status]} /> },
  { key: 'total', header: 'Total', render: (row) => formatRupiah(row.total), minWidth: 110 },
  { key: 'category', header: 'Kategori', render: (row) => row.reservation.category.name, minWidth: 120 },
  { key: 'package', header: 'Paket', render: (row) => row.reservation.categoryPackage.name, minWidth: 120 },
  {
    key: 'detail',
    header: 'Aksi',
    render: (row) => (
      <Button component={RouterLink} to={paths.dashboard.transactionDetail.to(row.id)} size="small" color="secondary">
        Detail
      </Button>
    ),
  },
];

const search: DataTableSearch<Transaction> = {
  label: 'Cari user, ID reservasi, kategori atau paket',
  textOf: (row) => [row.reservationId, row.reservation.user.name, row.reservation.category.name, row.reservation.categoryPackage.name],
};

const statuses: TransactionStatus[] = ['unpaid', 'paid', 'expired'];

const statusFilter: DataTableStatusFilter<Transaction> = {
  label: 'Status',
  allLabel: 'Semua status',
  options: statuses.map((status) => ({ value: status, label: transactionStatusLabels[status].label })),
  statusOf: (row) => row.status,
};

export function TransactionsPage() {
  const { data, isLoading, error } = useTransactionsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title="Transaksi" />
      <DataTable
        label="Daftar transaksi"
        rows={data}
        columns={columns}
        rowKey={(row) => row.id}
        isLoading={isLoading}
        error={error}
        search={search}
        statusFilter={statusFilter}
        minWidth={1000}
      />
    </>
  );
}
