import { usePackageQuery, useCreatePackageMutation, useUpdatePackageMutation } from '@/lib/api/endpoints/catalogue';
import { appRoutes } from '@/lib/app-routes';
import { PackageForm } from './package-form';
import { CatalogueEditPage, CatalogueFormPage, useEditedId } from '../shared/catalogue-form-page';

const listPath = appRoutes.dashboard.packages.to();

/** 'Tambah Paket': a new package; saved, the list opens. */
export function PackageCreatePage() {
  const [createPackage] = useCreatePackageMutation();
  return (
    <CatalogueFormPage title="Tambah Paket" listPath={listPath}>
      <PackageForm mode="create" send={(input) => createPackage(input).unwrap()} returnTo={listPath} />
    </CatalogueFormPage>
  );
}

/** 'Ubah Paket': the package of the route's id, in the form once it has loaded; saved, the list opens. */
export function PackageEditPage() {
  const id = useEditedId();
  const edited = usePackageQuery(id);
  const [updatePackage] = useUpdatePackageMutation();
  return (
    <CatalogueEditPage title="Ubah Paket" listPath={listPath} query={edited}>
      {({ name, description, price, editedQuota, categoryId }) => (
        <PackageForm
          key={id}
          mode="edit"
          initialValues={{
            name,
            description,
            price: String(price),
            editedQuota: String(editedQuota),
            categoryId: String(categoryId),
          }}
          send={(input) => updatePackage({ id, ...input }).unwrap()}
          returnTo={listPath}
        />
      )}
    </CatalogueEditPage>
  );
}
