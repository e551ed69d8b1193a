import { paths } from '@/lib/paths';
import { useCreatePackageMutation, usePackageQuery, useUpdatePackageMutation } from '@/lib/api/endpoints/catalogue';
import { PackageForm } from './package-form';
import { CatalogueEditPage, CatalogueFormPage, useEditedId } from '../shared/catalogue-form-page';
import { pricedItemFieldsOf } from '../shared/priced-item-values';

const listPath = paths.dashboard.packages.to();

export function PackageCreatePage() {
  const [createPackage] = useCreatePackageMutation();
  return (
    <CatalogueFormPage title="Tambah Paket" listPath={listPath}>
      <PackageForm mode="create" send={(input) => createPackage(input).unwrap()} returnTo={listPath} />
    </CatalogueFormPage>
  );
}

export function PackageEditPage() {
  const id = useEditedId();
  const edited = usePackageQuery(id);
  const [updatePackage] = useUpdatePackageMutation();
  return (
    <CatalogueEditPage title="Ubah Paket" listPath={listPath} query={edited}>
      {(item) => (
        <PackageForm
          key={item.id}
          mode="edit"
          initialValues={{ name: item.name, description: item.description, ...pricedItemFieldsOf(item) }}
          send={(input) => updatePackage({ id, ...input }).unwrap()}
          returnTo={listPath}
        />
      )}
    </CatalogueEditPage>
  );
}
