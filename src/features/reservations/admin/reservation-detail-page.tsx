import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { BookedAddons, bookingMoneyFacts, packageWithPrice } from '@/components/booked-items';
import { FactsSection } from '@/components/facts-section';
import { PageHeader } from '@/components/page-header';
import { voucherLines } from '@/components/price-breakdown';
import { cancellationReasonLines, RefundLine } from '@/components/refund-line';
import { bookingChannelLabels } from '@/content/status-labels';
import { CustomerWhatsAppButton } from './customer-whatsapp-button';
import { RescheduleTrail } from './reschedule-trail';
import { ReservationRescheduleAction } from './reservation-reschedule-action';
import { StatusChip } from '@/components/status-chip';
import type { Reservation } from '@/lib/api/api-types';
import { formatCalendarDate, formatStudioTime } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { reservationStatusLabels } from '@/content/status-labels';
import { useReservationQuery } from '@/lib/api/endpoints/reservations';

function ReservationFacts({ reservation }: { reservation: Reservation }) {
  return (
    <Stack spacing={3}>
      <FactsSection
        title="Reservasi"
        items={[
          { label: 'Status', value: <StatusChip status={reservationStatusLabels[reservation.status]} /> },
          { label: 'ID Reservasi', value: reservation.id },
          { label: 'Tanggal', value: formatCalendarDate(reservation.date) },
          { label: 'Waktu', value: formatStudioTime(reservation.timeSlot.time) },
          { label: 'Kategori', value: reservation.category.name },
          { label: 'Paket', value: packageWithPrice(reservation.categoryPackage) },
          { label: 'Tambahan', value: <BookedAddons details={reservation.reservation_detail} /> },
          ...voucherLines(reservation),
          ...bookingMoneyFacts(
            reservation.total,
            reservation.transactions.flatMap((transaction) => transaction.transaction_detail),
          ),
          ...cancellationReasonLines(reservation.refund),
        ]}
      >
        {reservation.refund && (
          <Box sx={{ mt: 2 }}>
            <RefundLine refund={reservation.refund} />
          </Box>
        )}
        <ReservationRescheduleAction reservation={reservation} />
      </FactsSection>
      <FactsSection
        title="Customer"
        items={[
          { label: 'Nama', value: reservation.user.name },
          { label: 'Email', value: reservation.user.email ?? '-' },
          { label: 'No. Telepon', value: reservation.user.phone },
          { label: 'Saluran', value: bookingChannelLabels[reservation.channel] },
        ]}
      >
        <Stack direction="row" sx={{ mt: 2 }}>
          <CustomerWhatsAppButton reservation={reservation} />
        </Stack>
      </FactsSection>
      <RescheduleTrail reschedules={reservation.reschedules} />
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
        breadcrumbs={[{ label: 'Reservasi', to: appRoutes.dashboard.reservations.to() }, { label: 'Detail' }]}
      />
      <DataState data={data} isLoading={isLoading} error={error} formatError={detailError}>
        {(reservation) => <ReservationFacts reservation={reservation} />}
      </DataState>
    </>
  );
}
