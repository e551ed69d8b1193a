import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, SearchBox, StatusSelect } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { useFilterInAddress } from '@/components/data-table/use-filter-in-address';
import { type ServerListRequest, useServerPaging } from '@/components/data-table/use-server-paging';
import { ALL_STATUSES } from '@/components/data-table/use-visible-rows';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import type { GatewayPayment, GatewayPaymentListQuery, GatewayPaymentStatus } from '@/lib/api/api-types';
import { useGatewayPaymentsQuery } from '@/lib/api/endpoints/payments';
import { GatewayPaymentActions, GatewayPaymentActionsSkeleton } from './gateway-payment-actions';
import { AmountCell, BookingCell, NoteCell, PaymentCell } from './gateway-payment-cells';
import { GATEWAY_PAYMENT_STATUSES, gatewayPaymentStatusLabels } from './gateway-payment-labels';

export const GATEWAY_PAYMENTS_LABEL = 'Daftar pembayaran otomatis';

export const NONE_IN_REVIEW = 'Tidak ada pembayaran yang perlu ditinjau.';

/** What the list opens on: the payments waiting for the admin. */
const OPENING_STATUS: GatewayPaymentStatus = 'review';

const columns: DataTableColumn<GatewayPayment>[] = [
  rowNumberColumn('xl'),
  {
    key: 'customer',
    header: 'Customer',
    render: (row) => row.reservation.customerName,
    minWidth: 110,
    card: 'title',
  },
  { key: 'payment', header: 'Pembayaran', render: (row) => <PaymentCell {...row} />, minWidth: 130 },
  { key: 'reservation', header: 'Reservasi', render: (row) => <BookingCell {...row} />, minWidth: 120 },
  { key: 'amount', header: 'Jumlah', render: (row) => <AmountCell {...row} />, minWidth: 120 },
  { key: 'note', header: 'Keterangan', render: (row) => <NoteCell {...row} />, minWidth: 150 },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusChip status={gatewayPaymentStatusLabels[row.status]} wraps />,
    card: 'aside',
  },
  {
    key: 'actions',
    header: 'Aksi',
    render: (row) => <GatewayPaymentActions payment={row} />,
    card: 'actions',
    skeleton: <GatewayPaymentActionsSkeleton />,
  },
];

const search: SearchBox = { label: 'Cari order ID, ID reservasi atau customer' };

const statusFilter: StatusSelect = {
  label: 'Status',
  allLabel: 'Semua',
  options: GATEWAY_PAYMENT_STATUSES.map((status) => ({
    value: status,
    label: gatewayPaymentStatusLabels[status].label,
  })),
};

/**
 * Every status in the address: without one the list opens on those in review, as the menu's link does, so
 * "Semua" needs a word of its own there.
 */
const ALL_IN_ADDRESS = 'all';

const addressEntries: StatusSelect = {
  ...statusFilter,
  options: [...statusFilter.options, { value: ALL_IN_ADDRESS, label: statusFilter.allLabel }],
};

/** The status select's entry, kept in the address (`?status=`): those in review when it names none. */
function useStatusInAddress(): [string, (status: string) => void] {
  const [entry, setEntry] = useFilterInAddress('status', addressEntries);
  const status = entry === '' ? OPENING_STATUS : entry === ALL_IN_ADDRESS ? ALL_STATUSES : entry;
  const choose = (next: string) =>
    setEntry(next === ALL_STATUSES ? ALL_IN_ADDRESS : next === OPENING_STATUS ? '' : next);
  return [status, choose];
}

/** What the list asks `GET /payments`: the status when one is chosen. */
function listQueryOf({ status, ...request }: ServerListRequest): GatewayPaymentListQuery {
  return { ...request, status: GATEWAY_PAYMENT_STATUSES.find((known) => known === status) };
}

/**
 * "Pembayaran Otomatis": the payments the gateway reported. It opens on those waiting for review ("Perlu
 * ditinjau": a wrong amount, paid after the QRIS lapsed, or for an installment no longer due), the longest waiting
 * first, each accepted as the installment due ('Terima') or recorded as given back by hand ('Kembalikan dana');
 * the others (counted as they came, accepted, given back) newest first, with who reviewed them and when. One page
 * at a time as the server answers it, searched and filtered there.
 */
export function GatewayPaymentsPage() {
  const [status, setStatus] = useStatusInAddress();
  const paging = useServerPaging({ status, onStatusChange: setStatus });
  const payments = useGatewayPaymentsQuery(listQueryOf(paging.request), { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title="Pembayaran Otomatis"
        subtitle="Pembayaran QRIS yang dilaporkan payment gateway. Yang nominalnya tidak sesuai, dibayar terlambat, atau tagihannya sudah tidak aktif menunggu ditinjau di sini."
      />
      <DataTable
        label={GATEWAY_PAYMENTS_LABEL}
        columns={columns}
        search={search}
        statusFilter={statusFilter}
        emptyText={status === OPENING_STATUS ? NONE_IN_REVIEW : 'Tidak ada pembayaran.'}
        minWidth={900}
        {...paging.tableOf(payments)}
      />
    </>
  );
}
