import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, SearchBox, StatusSelect } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { useFilterInAddress } from '@/components/data-table/use-filter-in-address';
import { type ServerListRequest, useServerPaging } from '@/components/data-table/use-server-paging';
import { ExternalLinkButton } from '@/components/external-link-button';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import type { Refund, RefundListFilter, RefundStatus } from '@/lib/api/api-types';
import { useRefundsQuery } from '@/lib/api/endpoints/refunds';
import { apiImageUrl } from '@/lib/config';
import { formatRupiah, formatShortCalendarDate, formatStudioTime } from '@/lib/format';
import { MarkRefundPaidButton } from './mark-refund-paid-button';
import { bankAccountText, refundByLabels, refundMethodLabels, refundStatusLabels } from './refund-labels';

export const REFUNDS_LABEL = 'Daftar pengembalian dana';

/** A line under a cell's main text. */
function Aside({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** The cancelled booking: its number, what it booked, and when its session was to be. */
function BookingCell({ reservation }: Pick<Refund, 'reservation'>) {
  return (
    <Stack component="span">
      <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
        #{reservation.id}
      </Typography>
      <Typography variant="body2" component="span">
        {reservation.categoryName} – {reservation.packageName}
      </Typography>
      <Aside>
        {formatShortCalendarDate(reservation.date)}, {formatStudioTime(reservation.time)}
      </Aside>
    </Stack>
  );
}

/** What is given back, of what was paid, and the policy's share when the policy set it. */
function AmountCell({ amount, paid, percent }: Pick<Refund, 'amount' | 'paid' | 'percent'>) {
  return (
    <Stack component="span">
      <Typography variant="body2" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatRupiah(amount)}
      </Typography>
      <Aside>
        dari {formatRupiah(paid)}
        {percent !== null && ` (${percent}%)`}
      </Aside>
    </Stack>
  );
}

/** Who called the booking off, and the admin's reason when there is one. */
function CancelledByCell({ by, reason }: Pick<Refund, 'by' | 'reason'>) {
  return (
    <Stack component="span">
      <Typography variant="body2" component="span">
        {refundByLabels[by]}
      </Typography>
      {reason && <Aside>{reason}</Aside>}
    </Stack>
  );
}

/** Waiting, or paid back: how and on which day. */
function StatusCell({ status, method, paidAt }: Pick<Refund, 'status' | 'method' | 'paidAt'>) {
  return (
    <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <StatusChip status={refundStatusLabels[status]} />
      {status === 'paid' && method && paidAt && (
        <Aside>
          {refundMethodLabels[method]} · {formatShortCalendarDate(paidAt)}
        </Aside>
      )}
    </Stack>
  );
}

/** A waiting refund is recorded paid back here; a paid one shows its receipt, when one was kept. */
function RefundAction({ refund }: { refund: Refund }) {
  if (refund.status === 'waiting') return <MarkRefundPaidButton refund={refund} />;
  if (!refund.image) return null;
  return (
    <ExternalLinkButton href={apiImageUrl(refund.image)} size="small" color="secondary">
      Lihat bukti
    </ExternalLinkButton>
  );
}

const columns: DataTableColumn<Refund>[] = [
  rowNumberColumn('xl'),
  { key: 'reservation', header: 'Reservasi', render: (row) => <BookingCell {...row} />, minWidth: 150 },
  { key: 'customer', header: 'Customer', render: (row) => row.customer.name, minWidth: 100, card: 'title' },
  { key: 'amount', header: 'Jumlah', render: (row) => <AmountCell {...row} />, minWidth: 110 },
  { key: 'by', header: 'Dibatalkan oleh', render: (row) => <CancelledByCell {...row} />, minWidth: 110 },
  { key: 'account', header: 'Rekening', render: bankAccountText, minWidth: 110 },
  { key: 'status', header: 'Status', render: (row) => <StatusCell {...row} />, card: 'aside' },
  { key: 'actions', header: 'Aksi', render: (row) => <RefundAction refund={row} />, card: 'actions' },
];

const search: SearchBox = { label: 'Cari ID reservasi, customer atau pemilik rekening' };

const statuses: RefundStatus[] = ['waiting', 'paid'];

const statusFilter: StatusSelect = {
  label: 'Status',
  allLabel: 'Semua status',
  options: statuses.map((status) => ({ value: status, label: refundStatusLabels[status].label })),
};

/** What the list asks `GET /refunds`: the status when one is chosen. */
function listQueryOf({ status, ...request }: ServerListRequest): RefundListFilter {
  return { ...request, status: statuses.find((known) => known === status) };
}

/**
 * What cancelled bookings give back, waiting ones first (the longest waiting first), then those paid back, the
 * latest first: one page at a time as the server answers it, searched and filtered there. A waiting one is
 * recorded paid back from its row ('Tandai dikembalikan').
 */
export function RefundsPage() {
  const [status, setStatus] = useFilterInAddress('status', statusFilter);
  const paging = useServerPaging({ status, onStatusChange: setStatus });
  const refunds = useRefundsQuery(listQueryOf(paging.request), { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title="Pengembalian Dana" />
      <DataTable
        label={REFUNDS_LABEL}
        columns={columns}
        search={search}
        statusFilter={statusFilter}
        emptyText="Tidak ada pengembalian dana"
        minWidth={900}
        {...paging.tableOf(refunds)}
      />
    </>
  );
}
