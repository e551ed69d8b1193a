import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import { useCategoriesQuery, usePackagesQuery } from '@/lib/api/endpoints/catalogue';
import { EVERY_PACKAGE } from './voucher-labels';

interface Choice {
  id: number;
  name: string;
  /** The category a package belongs to, heading its group of choices. */
  group?: string;
}

interface IdsFieldProps {
  label: string;
  choices: Choice[] | undefined;
  loadError: unknown;
  ids: number[];
  placeholder?: string;
  error?: string;
  onChange: (ids: number[]) => void;
}

/** Some of the catalogue's rows, by id, chosen from a list that filters as one types. */
function IdsField({ label, choices, loadError, ids, placeholder, error, onChange }: IdsFieldProps) {
  const chosen = (choices ?? []).filter((choice) => ids.includes(choice.id));
  const helperText = error ?? (loadError === undefined ? undefined : errorMessage(loadError));
  return (
    <Autocomplete
      multiple
      options={choices ?? []}
      value={chosen}
      loading={choices === undefined && loadError === undefined}
      loadingText="Memuat…"
      noOptionsText="Tidak ada pilihan"
      getOptionLabel={(choice) => choice.name}
      groupBy={(choice) => choice.group ?? ''}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, picked) => onChange(picked.map((choice) => choice.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={chosen.length === 0 ? placeholder : undefined}
          error={Boolean(helperText)}
          helperText={helperText}
        />
      )}
    />
  );
}

export interface VoucherScopeFieldsProps {
  categoryIds: number[];
  packageIds: number[];
  errors: { categoryIds?: string; packageIds?: string };
  onChange: (field: 'categoryIds' | 'packageIds', ids: number[]) => void;
}

/**
 * 'Berlaku untuk': the categories whose packages the voucher applies to, and single packages besides, from the
 * catalogue; both left empty, every package.
 */
export function VoucherScopeFields({ categoryIds, packageIds, errors, onChange }: VoucherScopeFieldsProps) {
  const categories = useCategoriesQuery();
  const packages = usePackagesQuery();
  const categoryChoices = useMemo(() => categories.data?.map(({ id, name }) => ({ id, name })), [categories.data]);
  const packageChoices = useMemo(
    () =>
      packages.data
        ?.map(({ id, name, category }) => ({ id, name, group: category.name }))
        .sort((a, b) => a.group.localeCompare(b.group, 'id')),
    [packages.data],
  );
  const isEveryPackage = categoryIds.length === 0 && packageIds.length === 0;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1.5 }}>
        Berlaku untuk
      </FormLabel>
      <Stack spacing={2}>
        <IdsField
          label="Kategori"
          choices={categoryChoices}
          loadError={categories.error}
          ids={categoryIds}
          placeholder={isEveryPackage ? 'Semua kategori' : undefined}
          error={errors.categoryIds}
          onChange={(ids) => onChange('categoryIds', ids)}
        />
        <IdsField
          label="Paket"
          choices={packageChoices}
          loadError={packages.error}
          ids={packageIds}
          placeholder={isEveryPackage ? EVERY_PACKAGE : undefined}
          error={errors.packageIds}
          onChange={(ids) => onChange('packageIds', ids)}
        />
        <FormHelperText sx={{ mt: 0 }}>
          {isEveryPackage
            ? `${EVERY_PACKAGE}. Pilih kategori atau paket untuk membatasinya.`
            : 'Paket dari kategori terpilih, dan paket terpilih.'}
        </FormHelperText>
      </Stack>
    </Box>
  );
}
