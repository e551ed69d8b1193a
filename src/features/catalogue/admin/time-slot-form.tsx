import FormHelperText from '@mui/material/FormHelperText';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { timeSlotSchema, type TimeSlotInput } from '../../../lib/schemas';
import { FIRST_SLOT } from '../../../lib/slot-bounds';
import { useCreateTimeSlotMutation } from '../api';
import { AdminForm } from './admin-form';
import { fieldError } from '../../../lib/form-field-props';
import { TimeStepper } from './time-stepper';
import { showToast } from '../../../lib/toast';

/** Adds a time slot; the list beside it refreshes through its tags. */
export function TimeSlotForm() {
  const [createTimeSlot] = useCreateTimeSlotMutation();
  const [serverError, setServerError] = useState<string>();

  const form = useFormik<TimeSlotInput>({
    initialValues: { time: FIRST_SLOT },
    validationSchema: timeSlotSchema,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setServerError(undefined);
      try {
        const { message } = await createTimeSlot(timeSlotSchema.cast(values)).unwrap();
        showToast(message, 'success');
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });
  const error = fieldError(form, 'time');

  return (
    <AdminForm label="Tambah waktu" submitLabel="Tambah Waktu" isSubmitting={form.isSubmitting} serverError={serverError} onSubmit={form.handleSubmit}>
      <TimeStepper value={form.values.time} onChange={(time) => void form.setFieldValue('time', time)} />
      <FormHelperText error={Boolean(error)} sx={{ mt: 0 }}>
        {error ?? 'Jam sesi antara 10:20 dan 19:40, setiap 20 menit. Gunakan tombol atau tombol panah.'}
      </FormHelperText>
    </AdminForm>
  );
}
