import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/lib/api/api-error';
import { useCategoriesQuery } from '@/lib/api/endpoints/catalogue';

export interface CategorySelectProps {
  /** A category id as text; '' when none is chosen. */
  value: string;
  onChange: (categoryId: string) => void;
  error?: string;
}

const PLACEHOLDER = 'Pilih kategori';

/** The category a package or an add-on belongs to, from the catalogue's categories. */
export function CategorySelect({ value, onChange, error }: CategorySelectProps) {
  const { data: categories, isLoading, error: loadError } = useCategoriesQuery();
  const nameOf = (id: string) => categories?.find((category) => String(category.id) === id)?.name ?? '';

  return (
    <TextField
      select
      label="Kategori"
      name="categoryId"
      value={categories ? value : ''}
      onChange={(event) => onChange(event.target.value)}
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
