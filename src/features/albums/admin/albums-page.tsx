import { DataTable } from '@/components/data-table/data-table';
import { detailLinkColumn } from '@/components/data-table/detail-link-column';
import type { DataTableColumn, SearchBox, StatusSelect } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { useFilterInAddress } from '@/components/data-table/use-filter-in-address';
import { useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import { albumStageLabels } from '../components/album-stage-labels';
import type { AlbumStage, AlbumSummary } from '@/lib/api/api-types';
import { useAlbumsQuery } from '@/lib/api/endpoints/albums';
import { appRoutes } from '@/lib/app-routes';
import { formatShortCalendarDate, formatStudioTime } from '@/lib/format';
import { ALBUM_STAGES } from '@/lib/rules/albums';

type AlbumRow = AlbumSummary & { id: number };

/** The day that matters at the album's stage: the last to choose, or the last to download. */
function deadlineOf(album: AlbumSummary): string {
  if (album.stage === 'selecting' && album.selectionDeadline) return formatShortCalendarDate(album.selectionDeadline);
  if ((album.stage === 'ready' || album.stage === 'expired') && album.availableUntil)
    return formatShortCalendarDate(album.availableUntil);
  return '–';
}

const columns: DataTableColumn<AlbumRow>[] = [
  rowNumberColumn('xl'),
  { key: 'reservation', header: 'ID Reservasi', render: (row) => row.reservationId },
  { key: 'customer', header: 'Customer', render: (row) => row.customer.name, minWidth: 140, card: 'title' },
  {
    key: 'session',
    header: 'Sesi',
    render: (row) => `${formatShortCalendarDate(row.session.date)} ${formatStudioTime(row.session.time)}`,
    minWidth: 150,
  },
  { key: 'package', header: 'Paket', render: (row) => row.session.packageName, hideBelow: 'lg' },
  {
    key: 'stage',
    header: 'Tahap',
    render: (row) => <StatusChip status={albumStageLabels[row.stage]} />,
    card: 'aside',
  },
  { key: 'photos', header: 'Foto', render: (row) => row.photoCount, align: 'right' },
  {
    key: 'chosen',
    header: 'Dipilih',
    render: (row) => (row.editedQuota === 0 ? '–' : `${row.chosenCount}/${row.editedQuota}`),
    align: 'right',
  },
  { key: 'deadline', header: 'Batas', render: deadlineOf, minWidth: 120 },
  detailLinkColumn((row) => appRoutes.dashboard.albumDetail.to(row.reservationId)),
];

const search: SearchBox = { label: 'Cari customer, kategori atau paket' };

const stageFilter: StatusSelect = {
  label: 'Tahap',
  allLabel: 'Semua tahap',
  options: ALBUM_STAGES.map((stage) => ({ value: stage, label: albumStageLabels[stage].label })),
};

const rowsOf = (albums: AlbumSummary[]): AlbumRow[] => albums.map((album) => ({ ...album, id: album.reservationId }));

/** `/dashboard/albums`: the albums of finished sessions, newest first, by stage ("Diedit": the choices to edit). */
export function AlbumsPage() {
  const [stage, setStage] = useFilterInAddress('stage', stageFilter);
  const paging = useServerPaging({ status: stage, onStatusChange: setStage });
  const { status, ...request } = paging.request;
  const albums = useAlbumsQuery(
    { ...request, stage: ALBUM_STAGES.find((known): known is AlbumStage => known === status) },
    { refetchOnMountOrArgChange: true },
  );
  const table = paging.tableOf({ ...albums, data: albums.data && { ...albums.data, rows: rowsOf(albums.data.rows) } });
  return (
    <>
      <PageHeader title="Hasil Foto" />
      <DataTable
        label="Daftar hasil foto"
        columns={columns}
        search={search}
        statusFilter={stageFilter}
        minWidth={860}
        {...table}
      />
    </>
  );
}
