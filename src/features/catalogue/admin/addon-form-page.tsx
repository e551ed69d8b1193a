import { useParams } from 'react-router';
import { DataState } from '../../../components/data-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import type { AddonInput } from '../../../lib/schemas';
import { useAddonQuery, useCreateAddonMutation, useUpdateAddonMutation } from '../api';
import { AddonForm } from './addon-form';
import { BackButton } from './page-actions';
import { pricedItemFieldsOf } from './priced-item-values';
import { useSaveAndReturn } from './use-save-and-return';

const listPath = paths.dashboard.addons.to();

export function AddonCreatePage() {
  const [createAddon] = useCreateAddonMutation();
  const { serverError, save } = useSaveAndReturn(listPath);
  return (
    <>
      <PageHeader title="Tambah Tambahan" actions={<BackButton to={listPath} />} />
      <AddonForm mode="create" serverError={serverError} onSubmit={(input) => save(() => createAddon(input).unwrap())} />
    </>
  );
}

export function AddonEditPage() {
  const id = Number(useParams().id);
  const { data, isLoading, error } = useAddonQuery(id);
  const [updateAddon] = useUpdateAddonMutation();
  const { serverError, save } = useSaveAndReturn(listPath);
  const submit = (input: AddonInput) => save(() => updateAddon({ id, ...input }).unwrap());
  return (
    <>
      <PageHeader title="Ubah Tambahan" actions={<BackButton to={listPath} />} />
      <DataState data={data} isLoading={isLoading} error={error} formatError={(message) => `Error: ${message}`}>
        {(addon) => (
          <AddonForm
            key={addon.id}
            mode="edit"
            initialValues={{ name: addon.name, unit: addon.unit, ...pricedItemFieldsOf(addon) }}
            serverError={serverError}
            onSubmit={submit}
          />
        )}
      </DataState>
    </>
  );
}
