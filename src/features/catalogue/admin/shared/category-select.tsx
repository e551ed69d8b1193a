import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { errorMessage } from '@/lib/api/api-error';
import { useCategoriesQuery } from '@/lib/api/endpoints/catalogue';
import { fieldError } from '@/lib/forms/form-field-props';

const PLACEHOLDER = 'Pilih kategori';

/**
 * The form's `categoryId`, the category a package or an add-on belongs to, from the catalogue's categories:
 * its id as text, '' while none is chosen.
 */
export function CategorySelect<Values extends { categoryId: string }>({ form }: { form: FormikProps<Values> }) {
  const { data: categories, isLoading, error: loadError } = useCategoriesQuery();
  const error = fieldError(form, 'categoryId');
  const nameOf = (id: string) => categories?.find((category) => String(category.id) === id)?.name ?? '';

  return (
    <TextField
      select
      label="Kategori"
      name="categoryId"
      value={categories ? form.values.categoryId : ''}
      onChange={(event) => void form.setFieldValue('categoryId', event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (selected) => (selected === '' ? PLACEHOLDER : nameOf(String(selected))),
        },
      }}
    >
      <MenuItem value="" disabled>
        {PLACEHOLDER}
      </MenuItem>
      {isLoading && (
        <MenuItem value="loading" disabled>
          Memuat…
        </MenuItem>
      )}
      {loadError !== undefined && (
        <MenuItem value="error" disabled sx={{ color: 'error.main', '&.Mui-disabled': { opacity: 1 } }}>
          {errorMessage(loadError)}
        </MenuItem>
      )}
      {categories?.length === 0 && (
        <MenuItem value="empty" disabled>
          Tidak ada data
        </MenuItem>
      )}
      {categories?.map((category) => (
        <MenuItem key={category.id} value={String(category.id)}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
