import FormHelperText from '@mui/material/FormHelperText';
import { useServerForm } from '@/components/use-server-form';
import { timeSlotSchema, type TimeSlotInput } from '@/lib/forms/schemas';
import { FIRST_SLOT, LAST_SLOT, SESSION_MINUTES } from '@/lib/rules/slots';
import { useCreateTimeSlotMutation } from '@/lib/api/endpoints/catalogue';
import { AdminForm } from '../shared/admin-form';
import { fieldError } from '@/lib/forms/form-field-props';
import { TimeStepper } from './time-stepper';

/** Adds a time slot; the list beside it refreshes through its tags. */
export function TimeSlotForm() {
  const [createTimeSlot] = useCreateTimeSlotMutation();
  const { form, serverError } = useServerForm({
    initialValues: { time: FIRST_SLOT } satisfies TimeSlotInput,
    schema: timeSlotSchema,
    send: (input) => createTimeSlot(input).unwrap(),
  });
  const error = fieldError(form, 'time');

  return (
    <AdminForm label="Tambah waktu" submitLabel="Tambah Waktu" form={form} serverError={serverError}>
      <TimeStepper value={form.values.time} onChange={(time) => void form.setFieldValue('time', time)} />
      <FormHelperText error={Boolean(error)} sx={{ mt: 0 }}>
        {error ??
          `Jam sesi antara ${FIRST_SLOT} dan ${LAST_SLOT}, setiap ${SESSION_MINUTES} menit. Gunakan tombol atau tombol panah.`}
      </FormHelperText>
    </AdminForm>
  );
}
