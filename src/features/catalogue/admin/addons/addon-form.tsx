import TextField from '@mui/material/TextField';
import { useServerForm } from '@/components/use-server-form';
import { addonSchema, type AddonInput } from '@/lib/forms/schemas';
import { AdminForm } from '../shared/admin-form';
import type { CatalogueFormProps } from '../shared/catalogue-form-props';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { PricedItemInputs } from '../shared/priced-item-fields';
import type { PricedItemFields } from '../shared/priced-item-values';

export interface AddonFormValues extends PricedItemFields {
  name: string;
  unit: string;
}

export type AddonFormProps = CatalogueFormProps<AddonFormValues, AddonInput>;

const emptyAddon: AddonFormValues = { name: '', unit: '', price: '', categoryId: '' };

/** Create and edit an add-on: name, unit, price per unit and category. */
export function AddonForm({ mode, initialValues = emptyAddon, send, returnTo }: AddonFormProps) {
  const { form, serverError } = useServerForm({ initialValues, schema: addonSchema, send, navigateTo: () => returnTo });

  return (
    <AdminForm
      label={mode === 'create' ? 'Tambah tambahan' : 'Ubah tambahan'}
      // The spec names these labels so for add-ons as well.
      submitLabel={mode === 'create' ? 'Tambah Paket' : 'Ubah Paket'}
      form={form}
      serverError={serverError}
    >
      <TextField label="Nama Tambahan" {...formFieldProps(form, 'name')} />
      <TextField
        label="Unit"
        {...formFieldProps(form, 'unit', 'Yang dihitung, harga berlaku per unit. Contoh: orang, lembar, background.')}
      />
      <PricedItemInputs form={form} />
    </AdminForm>
  );
}
