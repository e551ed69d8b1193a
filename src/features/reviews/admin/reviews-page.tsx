import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTablePage } from '@/components/data-table/data-table-page';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import type { Review } from '@/lib/api/api-types';
import { useReviewsQuery } from '@/lib/api/endpoints/reviews';
import { RatingStars } from '../components/rating-stars';

/** One line in the table, the whole text on hover; a phone's card has room for all of it. */
function ReviewText({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <Typography
        variant="body2"
        title={text}
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

/** Under 1536 px the row number and the category (the package's name mostly says it) make room for the review. */
const columns: DataTableColumn<Review>[] = [
  rowNumberColumn('xl'),
  { key: 'reservation', header: 'ID Reservasi', render: (row) => row.reservationId },
  { key: 'customer', header: 'Customer', render: (row) => row.user.name, minWidth: 140, card: 'title' },
  {
    key: 'category',
    header: 'Kategori',
    render: (row) => row.reservation.category.name,
    minWidth: 120,
    hideBelow: 'xl',
  },
  { key: 'package', header: 'Paket', render: (row) => row.reservation.categoryPackage.name, minWidth: 120 },
  { key: 'review', header: 'Ulasan', render: (row) => <ReviewText text={row.review} /> },
  {
    key: 'rating',
    header: 'Rating',
    minWidth: 130,
    card: 'aside',
    render: (row) => <RatingStars rating={row.rating} size="small" />,
  },
];

const search: DataTableSearch<Review> = {
  label: 'Cari customer, ID reservasi, kategori, paket atau ulasan',
  textOf: (row) => [
    row.reservationId,
    row.user.name,
    row.reservation.category.name,
    row.reservation.categoryPackage.name,
    row.review,
  ],
};

export function ReviewsPage() {
  const reviews = useReviewsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <DataTablePage
      title="Ulasan"
      label="Daftar ulasan"
      query={reviews}
      columns={columns}
      search={search}
      minWidth={800}
    />
  );
}
