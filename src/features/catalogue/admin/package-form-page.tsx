import { useParams } from 'react-router';
import { DataState } from '../../../components/data-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import type { PackageInput } from '../../../lib/schemas';
import { useCreatePackageMutation, usePackageQuery, useUpdatePackageMutation } from '../api';
import { PackageForm } from './package-form';
import { BackButton } from './page-actions';
import { pricedItemFieldsOf } from './priced-item-values';
import { useSaveAndReturn } from './use-save-and-return';

const listPath = paths.dashboard.packages.to();

export function PackageCreatePage() {
  const [createPackage] = useCreatePackageMutation();
  const { serverError, save } = useSaveAndReturn(listPath);
  return (
    <>
      <PageHeader title="Tambah Paket" actions={<BackButton to={listPath} />} />
      <PackageForm mode="create" serverError={serverError} onSubmit={(input) => save(() => createPackage(input).unwrap())} />
    </>
  );
}

export function PackageEditPage() {
  const id = Number(useParams().id);
  const { data, isLoading, error } = usePackageQuery(id);
  const [updatePackage] = useUpdatePackageMutation();
  const { serverError, save } = useSaveAndReturn(listPath);
  const submit = (input: PackageInput) => save(() => updatePackage({ id, ...input }).unwrap());
  return (
    <>
      <PageHeader title="Ubah Paket" actions={<BackButton to={listPath} />} />
      <DataState data={data} isLoading={isLoading} error={error} formatError={(message) => `Error: ${message}`}>
        {(item) => (
          <PackageForm
            key={item.id}
            mode="edit"
            initialValues={{ name: item.name, description: item.description, ...pricedItemFieldsOf(item) }}
            serverError={serverError}
            onSubmit={submit}
          />
        )}
      </DataState>
    </>
  );
}
