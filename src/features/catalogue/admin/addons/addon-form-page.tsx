import { paths } from '@/lib/paths';
import { useAddonQuery, useCreateAddonMutation, useUpdateAddonMutation } from '@/lib/api/endpoints/catalogue';
import { AddonForm } from './addon-form';
import { CatalogueEditPage, CatalogueFormPage, useEditedId } from '../shared/catalogue-form-page';
import { pricedItemFieldsOf } from '../shared/priced-item-values';

const listPath = paths.dashboard.addons.to();

export function AddonCreatePage() {
  const [createAddon] = useCreateAddonMutation();
  return (
    <CatalogueFormPage title="Tambah Tambahan" listPath={listPath}>
      <AddonForm mode="create" send={(input) => createAddon(input).unwrap()} returnTo={listPath} />
    </CatalogueFormPage>
  );
}

export function AddonEditPage() {
  const id = useEditedId();
  const edited = useAddonQuery(id);
  const [updateAddon] = useUpdateAddonMutation();
  return (
    <CatalogueEditPage title="Ubah Tambahan" listPath={listPath} query={edited}>
      {(addon) => (
        <AddonForm
          key={addon.id}
          mode="edit"
          initialValues={{ name: addon.name, unit: addon.unit, ...pricedItemFieldsOf(addon) }}
          send={(input) => updateAddon({ id, ...input }).unwrap()}
          returnTo={listPath}
        />
      )}
    </CatalogueEditPage>
  );
}
