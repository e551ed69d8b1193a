import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { DetailList } from '@/components/detail-list';
import { PageHeader } from '@/components/page-header';
import { CustomerWhatsAppButton } from './customer-whatsapp-button';
import { StatusChip } from '@/components/status-chip';
import type { Reservation } from '@/lib/api/api-types';
import { formatCalendarDate, formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { reservationStatusLabels } from '@/content/status-labels';
import { useReservationQuery } from '@/lib/api/endpoints/reservations';

function addonsOf(reservation: Reservation) {
  if (reservation.reservation_detail.length === 0) return '-';
  return (
    <Stack component="span" spacing={0.5}>
      {reservation.reservation_detail.map((detail) => (
        <span key={detail.id}>
          {detail.categoryAddon.name} × {detail.quantity} ({formatRupiah(detail.categoryAddon.price * detail.quantity)})
        </span>
      ))}
    </Stack>
  );
}

function ReservationFacts({ reservation }: { reservation: Reservation }) {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          Reservasi
        </Typography>
        <DetailList
          items={[
            { label: 'Status', value: <StatusChip status={reservationStatusLabels[reservation.status]} /> },
            { label: 'ID Reservasi', value: reservation.id },
            { label: 'Tanggal', value: formatCalendarDate(reservation.date) },
            { label: 'Waktu', value: reservation.timeSlot.time },
            { label: 'Kategori', value: reservation.category.name },
            {
              label: 'Paket',
              value: `${reservation.categoryPackage.name} (${formatRupiah(reservation.categoryPackage.price)})`,
            },
            { label: 'Tambahan', value: addonsOf(reservation) },
            { label: 'Total', value: formatRupiah(reservation.total) },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          Customer
        </Typography>
        <DetailList
          items={[
            { label: 'Nama', value: reservation.user.name },
            { label: 'Email', value: reservation.user.email },
            { label: 'No. Telepon', value: reservation.user.phone },
          ]}
        />
        <Stack direction="row" sx={{ mt: 2 }}>
          <CustomerWhatsAppButton reservation={reservation} />
        </Stack>
      </Paper>
    </Stack>
  );
}

export function ReservationDetailPage() {
  const id = Number(useParams().reservationId);
  const { data, isLoading, error } = useReservationQuery(id);
  return (
    <>
      <PageHeader
        title="Detail Reservasi"
        breadcrumbs={[{ label: 'Reservasi', to: paths.dashboard.reservations.to() }, { label: 'Detail' }]}
      />
      <DataState data={data} isLoading={isLoading} error={error} formatError={detailError}>
        {(reservation) => <ReservationFacts reservation={reservation} />}
      </DataState>
    </>
  );
}
