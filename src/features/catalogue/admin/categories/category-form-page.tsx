import { appRoutes } from '@/lib/app-routes';
import { useUploadImagesMutation } from '@/lib/api/endpoints/uploads';
import { useCategoryQuery, useCreateCategoryMutation, useUpdateCategoryMutation } from '@/lib/api/endpoints/catalogue';
import { CategoryForm, type CategoryFormValues } from './category-form';
import { CatalogueEditPage, CatalogueFormPage, useEditedId } from '../shared/catalogue-form-page';

const listPath = appRoutes.dashboard.categories.to();

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
    <CatalogueFormPage title="Tambah Kategori" listPath={listPath}>
      <CategoryForm mode="create" send={send} returnTo={listPath} />
    </CatalogueFormPage>
  );
}

export function CategoryEditPage() {
  const id = useEditedId();
  const edited = useCategoryQuery(id);
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
    <CatalogueEditPage title="Ubah Kategori" listPath={listPath} query={edited}>
      {(category) => (
        <CategoryForm
          key={category.id}
          mode="edit"
          initialValues={{ name: category.name, images_url: category.images, images: [] }}
          send={send}
          returnTo={listPath}
        />
      )}
    </CatalogueEditPage>
  );
}
