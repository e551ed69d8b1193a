import TextField from '@mui/material/TextField';
import { useServerForm } from '@/components/use-server-form';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { AdminForm } from './admin-form';
import type { CatalogueFormProps } from './catalogue-form-props';
import { catalogueWords } from './catalogue-words';
import { PricedItemInputs } from './priced-item-fields';
import type { PricedItem, PricedItemKind, PricedItemValues } from './priced-item-kind';

export interface PricedItemFormProps<
  Item extends PricedItem<Key>,
  Key extends string,
  Input,
> extends CatalogueFormProps<PricedItemValues<Key>, Input> {
  kind: PricedItemKind<Item, Key, Input>;
}

/** Create and edit a package or an add-on: its name, the detail its kind adds, its price and its category. */
export function PricedItemForm<Item extends PricedItem<Key>, Key extends string, Input>({
  kind,
  mode,
  initialValues = kind.empty,
  send,
  returnTo,
}: PricedItemFormProps<Item, Key, Input>) {
  const { form, serverError } = useServerForm({ initialValues, schema: kind.schema, send, navigateTo: () => returnTo });
  const words = catalogueWords(kind.noun);
  const { detail } = kind;

  return (
    <AdminForm
      label={words.formLabel[mode]}
      // The spec names these labels so for add-ons as well.
      submitLabel={mode === 'create' ? 'Tambah Paket' : 'Ubah Paket'}
      form={form}
      serverError={serverError}
    >
      <TextField label={words.name} {...formFieldProps(form, 'name')} />
      <TextField
        label={detail.label}
        multiline={detail.multiline}
        minRows={detail.multiline ? 4 : undefined}
        {...formFieldProps(form, detail.key, detail.hint)}
      />
      <PricedItemInputs form={form} />
    </AdminForm>
  );
}
