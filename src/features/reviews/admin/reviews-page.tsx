import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, SearchBox } from '@/components/data-table/data-table-types';
import { useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import { bookedColumns } from '@/components/data-table/booked-columns';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import type { Review } from '@/lib/api/api-types';
import { useReviewsQuery } from '@/lib/api/endpoints/reviews';
import { RatingStars } from '../components/rating-stars';

/**
 * One line in the table, the whole text on hover (and, while the tooltip is closed, in the line's title); a
 * phone's card has room for all of it.
 */
function ReviewText({ text }: { text: string }) {
  return (
    <Tooltip title={text} describeChild>
      <Typography
        variant="body2"
        sx={{
          maxWidth: { sm: 280 },
          overflow: { sm: 'hidden' },
          textOverflow: { sm: 'ellipsis' },
          whiteSpace: { sm: 'nowrap' },
        }}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}

const booked = bookedColumns<Review>((row) => row.reservation);

/** Under 1536 px the row number and the category (the package's name mostly says it) make room for the review. */
const columns: DataTableColumn<Review>[] = [
  rowNumberColumn('xl'),
  { key: 'reservation', header: 'ID Reservasi', render: (row) => row.reservationId },
  { key: 'customer', header: 'Customer', render: (row) => row.user.name, minWidth: 140, card: 'title' },
  booked.category,
  booked.package,
  { key: 'review', header: 'Ulasan', render: (row) => <ReviewText text={row.review} /> },
  {
    key: 'rating',
    header: 'Rating',
    minWidth: 130,
    card: 'aside',
    render: (row) => <RatingStars rating={row.rating} size="small" />,
  },
];

const search: SearchBox = { label: 'Cari customer, ID reservasi, kategori, paket atau ulasan' };

export function ReviewsPage() {
  const paging = useServerPaging();
  const { page, pageSize, q } = paging.request;
  const reviews = useReviewsQuery({ page, pageSize, q }, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title="Ulasan" />
      <DataTable label="Daftar ulasan" columns={columns} search={search} minWidth={800} {...paging.tableOf(reviews)} />
    </>
  );
}
