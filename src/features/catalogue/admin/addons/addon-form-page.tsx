import { useAddonQuery, useCreateAddonMutation, useUpdateAddonMutation } from '@/lib/api/endpoints/catalogue';
import { appRoutes } from '@/lib/app-routes';
import { AddonForm } from './addon-form';
import { CatalogueEditPage, CatalogueFormPage, useEditedId } from '../shared/catalogue-form-page';

const listPath = appRoutes.dashboard.addons.to();

/** 'Tambah Tambahan': a new add-on; saved, the list opens. */
export function AddonCreatePage() {
  const [createAddon] = useCreateAddonMutation();
  return (
    <CatalogueFormPage title="Tambah Tambahan" listPath={listPath}>
      <AddonForm mode="create" send={(input) => createAddon(input).unwrap()} returnTo={listPath} />
    </CatalogueFormPage>
  );
}

/** 'Ubah Tambahan': the add-on of the route's id, in the form once it has loaded; saved, the list opens. */
export function AddonEditPage() {
  const id = useEditedId();
  const edited = useAddonQuery(id);
  const [updateAddon] = useUpdateAddonMutation();
  return (
    <CatalogueEditPage title="Ubah Tambahan" listPath={listPath} query={edited}>
      {({ name, unit, price, categoryId }) => (
        <AddonForm
          key={id}
          mode="edit"
          initialValues={{ name, unit, price: String(price), categoryId: String(categoryId) }}
          send={(input) => updateAddon({ id, ...input }).unwrap()}
          returnTo={listPath}
        />
      )}
    </CatalogueEditPage>
  );
}
