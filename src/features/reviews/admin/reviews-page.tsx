import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableSearch } from '../../../components/data-table/data-table-types';
import { PageHeader } from '../../../components/page-header';
import type { Review } from '../../../lib/api-types';
import { useReviewsQuery } from '../api';

function ReviewText({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <Typography variant="body2" title={text} noWrap sx={{ maxWidth: 280 }}>
        {text}
      </Typography>
    </Tooltip>
  );
}

const columns: DataTableColumn<Review>[] = [
  { key: 'no', header: 'No', render: (_row, index) => index + 1 },
  { key: 'reservation', header: 'ID Reservasi', render: (row) => row.reservationId },
  { key: 'customer', header: 'Customer', render: (row) => row.user.name, minWidth: 140 },
  { key: 'category', header: 'Kategori', render: (row) => row.reservation.category.name, minWidth: 120 },
  { key: 'package', header: 'Paket', render: (row) => row.reservation.categoryPackage.name, minWidth: 120 },
  { key: 'review', header: 'Ulasan', render: (row) => <ReviewText text={row.review} /> },
  {
    key: 'rating',
    header: 'Rating',
    minWidth: 130,
    render: (row) => <Rating value={row.rating} readOnly size="small" getLabelText={(value) => `Rating ${value} dari 5`} />,
  },
];

const search: DataTableSearch<Review> = {
  label: 'Cari customer, ID reservasi, kategori, paket atau ulasan',
  textOf: (row) => [row.reservationId, row.user.name, row.reservation.category.name, row.reservation.categoryPackage.name, row.review],
};

export function ReviewsPage() {
  const { data, isLoading, error } = useReviewsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title="Ulasan" />
      <DataTable
        label="Daftar ulasan"
        rows={data}
        columns={columns}
        rowKey={(row) => row.id}
        isLoading={isLoading}
        error={error}
        search={search}
        minWidth={960}
      />
    </>
  );
}
