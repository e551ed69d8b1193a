import TextField from '@mui/material/TextField';
import { yupToFormErrors, type FormikErrors } from 'formik';
import { useServerForm } from '@/components/use-server-form';
import { categoryCreateSchema, categoryEditSchema } from '@/lib/forms/schemas';
import { AdminForm, type CatalogueFormProps } from '../shared/admin-form';
import { fieldError, formFieldProps } from '@/lib/forms/form-field-props';
import { ImagePicker } from '../shared/image-picker';

export interface CategoryFormValues {
  name: string;
  /** The existing image URLs kept (edit only). */
  images_url: string[];
  /** The newly picked image files. */
  images: File[];
}

export type CategoryFormProps = CatalogueFormProps<CategoryFormValues, CategoryFormValues>;

const emptyCategory: CategoryFormValues = { name: '', images_url: [], images: [] };

/** Create checks the picked files alone; edit counts the kept images with the new ones. */
async function validateCategory(
  mode: CategoryFormProps['mode'],
  values: CategoryFormValues,
): Promise<FormikErrors<CategoryFormValues>> {
  try {
    if (mode === 'create')
      await categoryCreateSchema.validate({ name: values.name, images: values.images }, { abortEarly: false });
    else await categoryEditSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/** Create and edit a category: its name and 1 to 3 photos. */
export function CategoryForm({ mode, initialValues = emptyCategory, send, returnTo }: CategoryFormProps) {
  const { form, serverError } = useServerForm({
    initialValues,
    validate: (values) => validateCategory(mode, values),
    send,
    navigateTo: () => returnTo,
  });

  return (
    <AdminForm
      label={mode === 'create' ? 'Tambah kategori' : 'Ubah kategori'}
      submitLabel={mode === 'create' ? 'Tambah Kategori' : 'Ubah Kategori'}
      form={form}
      serverError={serverError}
    >
      <TextField label="Nama Kategori" {...formFieldProps(form, 'name')} />
      <ImagePicker
        keptUrls={form.values.images_url}
        files={form.values.images}
        error={fieldError(form, 'images')}
        onChange={({ keptUrls, files }) => void form.setValues({ ...form.values, images_url: keptUrls, images: files })}
      />
    </AdminForm>
  );
}
