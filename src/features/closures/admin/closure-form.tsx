import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId } from 'react';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { useServerForm } from '@/components/use-server-form';
import type { BookingOnClosingDay } from '@/lib/api/api-types';
import { useBookingsOnClosingDaysQuery, useCreateClosureMutation } from '@/lib/api/endpoints/closures';
import { fieldError, formFieldProps } from '@/lib/forms/form-field-props';
import { closureSchema, type ClosureAction } from '@/lib/forms/schemas';
import { studioDay } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { ClosingBookings } from './closing-bookings';
import { ClosureDateFields, type ClosureDateField } from './closure-date-fields';
import { blankClosure, closingDaysOf, decisionsFor, sameDecisions } from './closure-form-values';

const noBookings: readonly BookingOnClosingDay[] = [];

/**
 * Closes the studio for a range of days. Once both days are set, the active bookings on them are listed and
 * each needs the admin's decision before saving. A refusal because that list changed meanwhile shows above
 * the form; the list refreshes by itself then, as a refused save invalidates the reservations' tags too
 * (RTK Query invalidates on an error answer as well). A saved closure empties the form; the list below
 * refreshes through its tags.
 */
export function ClosureForm() {
  const headingId = useId();
  const today = studioDay(useNow());
  const [createClosure] = useCreateClosureMutation();
  const { form, serverError, shownErrors } = useServerForm({
    initialValues: blankClosure,
    schema: closureSchema,
    send: (input) => createClosure(input).unwrap(),
    onSent: (_answer, helpers) => helpers.resetForm(),
  });
  const { values, setFieldValue } = form;
  const days = closingDaysOf(values);
  const closing = useBookingsOnClosingDaysQuery(days ?? skipToken);
  // currentData, not data: while other days load, the previous days' bookings must not show.
  const listed = days ? closing.currentData : noBookings;
  const isChecking = days !== undefined && closing.isFetching;

  useEffect(() => {
    if (listed === undefined) return;
    const next = decisionsFor(listed, values.decisions);
    if (!sameDecisions(next, values.decisions)) void setFieldValue('decisions', next);
  }, [listed, values.decisions, setFieldValue]);

  const chooseDay = (field: ClosureDateField, date: string) => void setFieldValue(field, date);
  const choose = (reservationId: number, action: ClosureAction) =>
    void setFieldValue(
      'decisions',
      values.decisions.map((decision) =>
        decision.reservationId === reservationId ? { ...decision, action } : decision,
      ),
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" aria-labelledby={headingId} noValidate spacing={2.5} onSubmit={form.handleSubmit}>
        <Typography id={headingId} variant="h5" component="h2">
          Tambah hari tutup
        </Typography>
        <FormRefusalAlert refusal={serverError} variant="filled" />
        <ClosureDateFields
          startDate={values.startDate}
          endDate={values.endDate}
          today={today}
          errors={{ startDate: fieldError(form, 'startDate'), endDate: fieldError(form, 'endDate') }}
          onChange={chooseDay}
        />
        <TextField label="Label" fullWidth {...formFieldProps(form, 'label', 'Misalnya Libur Idul Fitri')} />
        <TextField
          label="Catatan untuk pelanggan"
          fullWidth
          multiline
          minRows={2}
          {...formFieldProps(form, 'note', 'Misalnya kapan studio buka kembali. Boleh dikosongkan.')}
        />
        {days ? (
          <ClosingBookings
            bookings={closing.currentData}
            isFetching={closing.isFetching}
            error={closing.error}
            onRetry={() => void closing.refetch()}
            decisions={values.decisions}
            errors={shownErrors.decisions}
            closureLabel={values.label}
            onChoose={choose}
          />
        ) : (
          <Typography variant="body2" color="textSecondary">
            Setelah tanggal mulai dan selesai dipilih, reservasi aktif pada tanggal tersebut tampil di sini.
          </Typography>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={form.isSubmitting} disabled={isChecking}>
            Simpan Hari Tutup
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
