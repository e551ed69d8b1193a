import TextField from '@mui/material/TextField';
import { useServerForm } from '@/components/use-server-form';
import { packageSchema, type PackageInput } from '@/lib/forms/schemas';
import { AdminForm } from '../shared/admin-form';
import type { CatalogueFormProps } from '../shared/catalogue-form-props';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { PricedItemInputs } from '../shared/priced-item-fields';
import type { PricedItemFields } from '../shared/priced-item-values';

export interface PackageFormValues extends PricedItemFields {
  name: string;
  description: string;
}

export type PackageFormProps = CatalogueFormProps<PackageFormValues, PackageInput>;

const emptyPackage: PackageFormValues = { name: '', description: '', price: '', categoryId: '' };

/** Create and edit a package: name, description (one line per point), price and category. */
export function PackageForm({ mode, initialValues = emptyPackage, send, returnTo }: PackageFormProps) {
  const { form, serverError } = useServerForm({
    initialValues,
    schema: packageSchema,
    send,
    navigateTo: () => returnTo,
  });

  return (
    <AdminForm
      label={mode === 'create' ? 'Tambah paket' : 'Ubah paket'}
      submitLabel={mode === 'create' ? 'Tambah Paket' : 'Ubah Paket'}
      form={form}
      serverError={serverError}
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
