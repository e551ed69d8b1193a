import { useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import type { AddonInput } from '@/lib/forms/schemas';
import { useAddonQuery, useCreateAddonMutation, useUpdateAddonMutation } from '@/lib/api/endpoints/catalogue';
import { AddonForm } from './addon-form';
import { BackButton } from '../shared/page-actions';
import { pricedItemFieldsOf } from '../shared/priced-item-values';

const listPath = paths.dashboard.addons.to();

export function AddonCreatePage() {
  const [createAddon] = useCreateAddonMutation();
  return (
    <>
      <PageHeader title="Tambah Tambahan" actions={<BackButton to={listPath} />} />
      <AddonForm mode="create" send={(input) => createAddon(input).unwrap()} returnTo={listPath} />
    </>
  );
}

export function AddonEditPage() {
  const id = Number(useParams().id);
  const { data, isLoading, error } = useAddonQuery(id);
  const [updateAddon] = useUpdateAddonMutation();
  const send = (input: AddonInput) => updateAddon({ id, ...input }).unwrap();
  return (
    <>
      <PageHeader title="Ubah Tambahan" actions={<BackButton to={listPath} />} />
      <DataState data={data} isLoading={isLoading} error={error} formatError={detailError}>
        {(addon) => (
          <AddonForm
            key={addon.id}
            mode="edit"
            initialValues={{ name: addon.name, unit: addon.unit, ...pricedItemFieldsOf(addon) }}
            send={send}
            returnTo={listPath}
          />
        )}
      </DataState>
    </>
  );
}
