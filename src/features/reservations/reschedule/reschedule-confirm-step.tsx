import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DetailList, type DetailItem } from '@/components/detail-list';
import type { Reservation } from '@/lib/api/api-types';
import { formatRupiah, formatSessionMoment } from '@/lib/format';

export interface RescheduleConfirmStepProps {
  reservation: Reservation;
  /** The chosen day (an API date) and its slot's time. */
  date: string;
  time: string;
  /** The admin's reason, shown back to them; absent for a customer. */
  reason?: string;
  /** Said last, when this move is the last one the customer may make. */
  isLastMove: boolean;
}

/**
 * The move to confirm: the session it has and the one it gets, in the studio's time, and that its price and
 * payment stay as they are.
 */
export function RescheduleConfirmStep({ reservation, date, time, reason, isLastMove }: RescheduleConfirmStepProps) {
  const items: DetailItem[] = [
    { label: 'Jadwal saat ini', value: formatSessionMoment(reservation.date, reservation.timeSlot.time) },
    { label: 'Jadwal baru', value: formatSessionMoment(date, time) },
    { label: 'Total', value: formatRupiah(reservation.total) },
  ];
  if (reason !== undefined) items.push({ label: 'Alasan', value: reason });
  return (
    <Stack spacing={2}>
      <DetailList items={items} />
      <Alert severity="info" role="note">
        Harga tidak berubah: total tetap {formatRupiah(reservation.total)}, dan pembayaran yang sudah dilakukan tetap
        berlaku.
        {isLastMove && ' Setelah ini jadwal reservasi tidak dapat diubah lagi.'}
      </Alert>
    </Stack>
  );
}
