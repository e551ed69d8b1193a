import { useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import type { PackageInput } from '@/lib/forms/schemas';
import { useCreatePackageMutation, usePackageQuery, useUpdatePackageMutation } from '@/lib/api/endpoints/catalogue';
import { PackageForm } from './package-form';
import { BackButton } from '../shared/page-actions';
import { pricedItemFieldsOf } from '../shared/priced-item-values';

const listPath = paths.dashboard.packages.to();

export function PackageCreatePage() {
  const [createPackage] = useCreatePackageMutation();
  return (
    <>
      <PageHeader title="Tambah Paket" actions={<BackButton to={listPath} />} />
      <PackageForm mode="create" send={(input) => createPackage(input).unwrap()} returnTo={listPath} />
    </>
  );
}

export function PackageEditPage() {
  const id = Number(useParams().id);
  const { data, isLoading, error } = usePackageQuery(id);
  const [updatePackage] = useUpdatePackageMutation();
  const send = (input: PackageInput) => updatePackage({ id, ...input }).unwrap();
  return (
    <>
      <PageHeader title="Ubah Paket" actions={<BackButton to={listPath} />} />
      <DataState data={data} isLoading={isLoading} error={error} formatError={detailError}>
        {(item) => (
          <PackageForm
            key={item.id}
            mode="edit"
            initialValues={{ name: item.name, description: item.description, ...pricedItemFieldsOf(item) }}
            send={send}
            returnTo={listPath}
          />
        )}
      </DataState>
    </>
  );
}
