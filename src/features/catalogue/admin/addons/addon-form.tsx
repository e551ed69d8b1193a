import TextField from '@mui/material/TextField';
import { useServerForm } from '@/components/use-server-form';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { addonSchema, type AddonInput } from '@/lib/forms/schemas';
import { AdminForm, type CatalogueFormProps } from '../shared/admin-form';
import { CategorySelect } from '../shared/category-select';
import { PriceField } from '../shared/price-field';

/** An add-on as the form holds it: every field as typed, its price and category as text ('' while empty). */
type AddonFormValues = Record<keyof AddonInput, string>;

const emptyAddon: AddonFormValues = { name: '', unit: '', price: '', categoryId: '' };

/** Create and edit an add-on: its name, the unit its price is per, its price and its category. */
export function AddonForm({
  mode,
  initialValues = emptyAddon,
  send,
  returnTo,
}: CatalogueFormProps<AddonFormValues, AddonInput>) {
  const { form, serverError } = useServerForm({ initialValues, schema: addonSchema, send, navigateTo: () => returnTo });

  return (
    <AdminForm
      label={mode === 'create' ? 'Tambah tambahan' : 'Ubah tambahan'}
      // The spec names the submit button so for add-ons as well.
      submitLabel={mode === 'create' ? 'Tambah Paket' : 'Ubah Paket'}
      form={form}
      serverError={serverError}
    >
      <TextField label="Nama Tambahan" {...formFieldProps(form, 'name')} />
      <TextField
        label="Unit"
        {...formFieldProps(form, 'unit', 'Yang dihitung, harga berlaku per unit. Contoh: orang, lembar, background.')}
      />
      <PriceField form={form} />
      <CategorySelect form={form} />
    </AdminForm>
  );
}
