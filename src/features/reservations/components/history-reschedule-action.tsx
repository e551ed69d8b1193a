import EditCalendarIcon from '@mui/icons-material/EditCalendarOutlined';
import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { lazyExport, OpenedOnce } from '@/components/opened-once';
import type { Reservation } from '@/lib/api/api-types';
import { customerRescheduleRefusal } from '@/lib/rules/reschedule';
import { useNow } from '@/lib/time/use-now';
import type { HistoryStep } from '../history/history-status';
import { movableReservation } from '../reschedule/booking-move';

const RescheduleDialog = lazyExport(() => import('../reschedule/reschedule-dialog'), 'RescheduleDialog');
const RescheduleRefusalDialog = lazyExport(
  () => import('../reschedule/reschedule-refusal-dialog'),
  'RescheduleRefusalDialog',
);

/** Where a pending booking has ended all the same (its payment expired): there is nothing left to move. */
const ENDED_STEPS: readonly HistoryStep[] = ['expired', 'cancelled', 'finished', 'no-show'];

export interface HistoryRescheduleActionProps {
  reservation: Reservation;
  step: HistoryStep;
  /** An icon button, for the rows of a table. */
  isCompact: boolean;
}

/**
 * 'Ubah jadwal' on a booking still to come, unpaid or paid. While the studio's policy allows a move it opens
 * the picker; otherwise it says why, with the policy and the studio's WhatsApp (the reason as it was when
 * pressed). Both dialogs load when first opened.
 */
export function HistoryRescheduleAction({ reservation, step, isCompact }: HistoryRescheduleActionProps) {
  const now = useNow();
  const [opened, setOpened] = useState<'move' | 'refusal'>();
  const [shownRefusal, setShownRefusal] = useState('');
  const isUpcoming = reservation.status === 'pending' && !ENDED_STEPS.includes(step);
  if (!isUpcoming && opened === undefined) return null;
  const refusal = customerRescheduleRefusal(movableReservation(reservation), now);
  const open = () => {
    setShownRefusal(refusal ?? '');
    setOpened(refusal ? 'refusal' : 'move');
  };
  const close = () => setOpened(undefined);

  return (
    <>
      {isUpcoming && (
        <ActionButton
          label="Ubah jadwal"
          icon={<EditCalendarIcon fontSize="small" />}
          color="primary"
          isCompact={isCompact}
          onClick={open}
        />
      )}
      <OpenedOnce open={opened === 'move'}>
        <RescheduleDialog reservation={reservation} mover="customer" open={opened === 'move'} onClose={close} />
      </OpenedOnce>
      <OpenedOnce open={opened === 'refusal'}>
        <RescheduleRefusalDialog
          booking={reservation}
          refusal={shownRefusal}
          policy={reservation.policy.reschedule}
          open={opened === 'refusal'}
          onClose={close}
        />
      </OpenedOnce>
    </>
  );
}
