import TextField from '@mui/material/TextField';
import { useServerForm } from '@/components/use-server-form';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { MAX_EDITED_QUOTA, packageSchema, type PackageInput } from '@/lib/forms/schemas';
import { AdminForm, type CatalogueFormProps } from '../shared/admin-form';
import { CategorySelect } from '../shared/category-select';
import { PriceField } from '../shared/price-field';

/** A package as the form holds it: every field as typed, its price and category as text ('' while empty). */
type PackageFormValues = Record<keyof PackageInput, string>;

const emptyPackage: PackageFormValues = { name: '', description: '', price: '', editedQuota: '', categoryId: '' };

/**
 * Create and edit a package: its name, its description (one point a line), its price, how many photos are
 * edited and its category.
 */
export function PackageForm({
  mode,
  initialValues = emptyPackage,
  send,
  returnTo,
}: CatalogueFormProps<PackageFormValues, PackageInput>) {
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
      <PriceField form={form} />
      <TextField
        label="Jumlah foto edit"
        {...formFieldProps(
          form,
          'editedQuota',
          `Foto yang dipilih pelanggan untuk diedit, 0 sampai ${MAX_EDITED_QUOTA}.`,
        )}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <CategorySelect form={form} />
    </AdminForm>
  );
}
