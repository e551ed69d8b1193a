import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { detailLinkColumn } from '@/components/data-table/detail-link-column';
import type { DataTableColumn, SearchBox, StatusSelect } from '@/components/data-table/data-table-types';
import { useFilterInAddress } from '@/components/data-table/use-filter-in-address';
import { useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import type { Customer, CustomerListQuery } from '@/lib/api/api-types';
import { customersApi, useCustomersQuery } from '@/lib/api/endpoints/customers';
import { appRoutes } from '@/lib/app-routes';
import { formatRupiah } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { studioDay } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { showToast } from '@/lib/toast';
import { customersCsv, firstChannelText, momentText } from './customer-figures';

type CustomerSort = NonNullable<CustomerListQuery['sort']>;

const columns: DataTableColumn<Customer>[] = [
  { key: 'name', header: 'Nama', render: (row) => row.name, minWidth: 130, card: 'title' },
  { key: 'phone', header: 'WhatsApp', render: (row) => row.phone },
  { key: 'email', header: 'Email', render: (row) => row.email ?? '–', hideBelow: 'xl' },
  { key: 'channel', header: 'Saluran pertama', render: firstChannelText, hideBelow: 'xl' },
  { key: 'bookings', header: 'Reservasi', render: (row) => row.reservationCount, align: 'right', hideBelow: 'xl' },
  { key: 'paid', header: 'Dibayar', render: (row) => formatRupiah(row.paid), align: 'right', minWidth: 120 },
  { key: 'last', header: 'Kunjungan terakhir', render: (row) => momentText(row.lastVisit), minWidth: 120 },
  { key: 'next', header: 'Kunjungan berikutnya', render: (row) => momentText(row.nextVisit), minWidth: 120 },
  { key: 'noShows', header: 'Tidak hadir', render: (row) => row.noShows, align: 'right' },
  { key: 'late', header: 'Batal mendadak', render: (row) => row.lateCancellations, align: 'right', hideBelow: 'xl' },
  detailLinkColumn((row) => appRoutes.dashboard.customerDetail.to(row.id)),
];

const search: SearchBox = { label: 'Cari nama, nomor WhatsApp atau email' };

/** The orders offered, the list's own (by name) first as the select's "no choice" entry. */
const sortSelect: StatusSelect = {
  label: 'Urutkan',
  allLabel: 'Nama (A–Z)',
  options: [
    { value: '-paid', label: 'Dibayar terbanyak' },
    { value: '-reservationCount', label: 'Reservasi terbanyak' },
    { value: '-lastVisit', label: 'Kunjungan terakhir terbaru' },
    { value: 'nextVisit', label: 'Kunjungan berikutnya terdekat' },
    { value: '-noShows', label: 'Tidak hadir terbanyak' },
    { value: '-lateCancellations', label: 'Batal mendadak terbanyak' },
    { value: '-createdAt', label: 'Terdaftar terbaru' },
  ] satisfies { value: CustomerSort; label: string }[],
};

const sortOf = (entry: string): CustomerSort | undefined =>
  sortSelect.options.find((option) => option.value === entry)?.value as CustomerSort | undefined;

/** "Ekspor CSV": every customer the search finds, in the order chosen, as a file a spreadsheet opens. */
function ExportButton({ q, sort }: { q: string | undefined; sort: CustomerSort | undefined }) {
  const [fetchAll] = customersApi.useLazyCustomersQuery();
  const [isExporting, setIsExporting] = useState(false);
  const now = useNow();
  const exportAll = async () => {
    setIsExporting(true);
    try {
      const { rows } = await fetchAll({ q, sort }).unwrap();
      saveFile(customersCsv(rows), `pelanggan-${studioDay(now)}.csv`);
    } catch {
      showToast('Gagal mengekspor data pelanggan', 'error');
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} loading={isExporting} onClick={() => void exportAll()}>
      Ekspor CSV
    </Button>
  );
}

/**
 * `/dashboard/customers`: the studio's customers with what their bookings say (bookings, money, visits, no-shows,
 * late cancellations), searched, sorted, and exported as CSV.
 */
export function CustomersPage() {
  const [sortEntry, setSortEntry] = useFilterInAddress('sort', sortSelect);
  const paging = useServerPaging({ status: sortEntry, onStatusChange: setSortEntry });
  const { status, ...request } = paging.request;
  const sort = sortOf(status);
  const customers = useCustomersQuery({ ...request, sort }, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title="Pelanggan"
        subtitle="Siapa yang datang kembali, siapa yang tidak hadir, dan berapa yang sudah dibayar."
        actions={<ExportButton q={request.q} sort={sort} />}
      />
      <DataTable
        label="Daftar pelanggan"
        columns={columns}
        search={search}
        statusFilter={sortSelect}
        minWidth={840}
        {...paging.tableOf(customers)}
      />
    </>
  );
}
