import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useMemo } from 'react';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { SessionPicker } from '@/components/session-picker/session-picker';
import type { Reservation } from '@/lib/api/api-types';
import { useTimeSlotsQuery } from '@/lib/api/endpoints/catalogue';
import { formFieldProps, shownErrors } from '@/lib/forms/form-field-props';
import { reschedulePolicyText } from '@/lib/rules/reschedule';
import { formatSessionMoment } from '@/lib/format';

/** What the move's form holds: the new day and slot, and the admin's reason. */
export interface RescheduleValues {
  date: string;
  timeId: number | '';
  reason: string;
}

export interface ReschedulePickStepProps {
  reservation: Reservation;
  form: FormikProps<RescheduleValues>;
  /** The server's refusal of the last try: a slot taken meanwhile, a day just closed. */
  refusal?: string;
  /** The admin moves it, past the customer's policy, and says why. */
  isAdmin: boolean;
}

/**
 * Where to move a booking to: the studio's policy (for the customer), the session it has now, and the picker of
 * the open days and free slots, on which its own slot is marked as its current one; an admin also says why.
 */
export function ReschedulePickStep({ reservation, form, refusal, isAdmin }: ReschedulePickStepProps) {
  const timeSlots = useTimeSlotsQuery();
  const shown = shownErrors(form);
  const current = useMemo(
    () => ({ date: reservation.date, timeId: reservation.timeSlot.id }),
    [reservation.date, reservation.timeSlot.id],
  );
  return (
    <Stack spacing={3}>
      {!isAdmin && (
        <Alert severity="info" role="note">
          {reschedulePolicyText(reservation.policy.reschedule)}
        </Alert>
      )}
      <Typography>
        Jadwal saat ini: <strong>{formatSessionMoment(reservation.date, reservation.timeSlot.time)}</strong>
      </Typography>
      <FormRefusalAlert refusal={refusal} />
      <DataState
        data={timeSlots.data}
        isLoading={timeSlots.isLoading}
        error={timeSlots.error}
        formatError={detailError}
        isEmpty={(slots) => slots.length === 0}
        emptyText="Belum ada waktu sesi."
      >
        {(slots) => (
          <SessionPicker
            date={form.values.date}
            timeId={form.values.timeId}
            timeSlots={slots}
            setField={form.setFieldValue}
            dateError={shown.date}
            timeError={shown.timeId}
            current={current}
            booker={isAdmin ? 'admin' : 'customer'}
          />
        )}
      </DataState>
      {isAdmin && (
        <TextField
          {...formFieldProps(form, 'reason', 'Dicatat pada riwayat perubahan jadwal reservasi.')}
          label="Alasan"
          required
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
    </Stack>
  );
}
