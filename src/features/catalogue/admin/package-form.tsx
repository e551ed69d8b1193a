import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { packageSchema, type PackageInput } from '../../../lib/schemas';
import { AdminForm } from './admin-form';
import { formFieldProps } from '../../../lib/form-field-props';
import { PricedItemInputs } from './priced-item-fields';
import type { PricedItemFields } from './priced-item-values';

export interface PackageFormValues extends PricedItemFields {
  name: string;
  description: string;
}

export interface PackageFormProps {
  mode: 'create' | 'edit';
  initialValues?: PackageFormValues;
  serverError?: string;
  onSubmit: (input: PackageInput) => Promise<void>;
}

const emptyPackage: PackageFormValues = { name: '', description: '', price: '', categoryId: '' };

/** Create and edit a package: name, description (one line per point), price and category. */
export function PackageForm({ mode, initialValues = emptyPackage, serverError, onSubmit }: PackageFormProps) {
  const form = useFormik<PackageFormValues>({
    initialValues,
    validationSchema: packageSchema,
    validateOnBlur: false,
    onSubmit: (values) => onSubmit(packageSchema.cast(values)),
  });

  return (
    <AdminForm
      label={mode === 'create' ? 'Tambah paket' : 'Ubah paket'}
      submitLabel={mode === 'create' ? 'Tambah Paket' : 'Ubah Paket'}
      isSubmitting={form.isSubmitting}
      serverError={serverError}
      onSubmit={form.handleSubmit}
    >
      <TextField label="Nama Paket" {...formFieldProps(form, 'name')} />
      <TextField
        label="Deskripsi"
        multiline
        minRows={4}
        {...formFieldProps(form, 'description', 'Pisahkan setiap poin dengan enter (baris baru).')}
      />
      <PricedItemInputs form={form} />
    </AdminForm>
  );
}
