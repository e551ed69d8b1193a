import { useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { useUploadImagesMutation } from '@/lib/api/endpoints/uploads';
import { useCategoryQuery, useCreateCategoryMutation, useUpdateCategoryMutation } from '@/lib/api/endpoints/catalogue';
import { CategoryForm, type CategoryFormValues } from './category-form';
import { BackButton } from '../shared/page-actions';

const listPath = paths.dashboard.categories.to();

/** New files go up first; the category is then saved with their URLs. */
function useUploadNew() {
  const [upload] = useUploadImagesMutation();
  return async (files: File[]) =>
    files.length === 0 ? [] : (await upload({ entity: 'category', files }).unwrap()).data;
}

export function CategoryCreatePage() {
  const uploadNew = useUploadNew();
  const [createCategory] = useCreateCategoryMutation();
  const send = async (values: CategoryFormValues) =>
    createCategory({ name: values.name.trim(), images: await uploadNew(values.images) }).unwrap();

  return (
    <>
      <PageHeader title="Tambah Kategori" actions={<BackButton to={listPath} />} />
      <CategoryForm mode="create" send={send} returnTo={listPath} />
    </>
  );
}

export function CategoryEditPage() {
  const id = Number(useParams().id);
  const { data, isLoading, error } = useCategoryQuery(id);
  const uploadNew = useUploadNew();
  const [updateCategory] = useUpdateCategoryMutation();
  const send = async (values: CategoryFormValues) =>
    updateCategory({
      id,
      name: values.name.trim(),
      images_url: values.images_url,
      images: await uploadNew(values.images),
    }).unwrap();

  return (
    <>
      <PageHeader title="Ubah Kategori" actions={<BackButton to={listPath} />} />
      <DataState data={data} isLoading={isLoading} error={error} formatError={detailError}>
        {(category) => (
          <CategoryForm
            key={category.id}
            mode="edit"
            initialValues={{ name: category.name, images_url: category.images, images: [] }}
            send={send}
            returnTo={listPath}
          />
        )}
      </DataState>
    </>
  );
}
