import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CategoryAddon } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';

export interface AddonChoice {
  id: number;
  /** As typed: digits only. */
  quantity: string;
}

export interface AddonPickerProps {
  addons: CategoryAddon[];
  value: AddonChoice[];
  onChange: (value: AddonChoice[]) => void;
  /** Messages per chosen add-on id. */
  errors: Record<number, string | undefined>;
}

/**
 * A form's messages for its chosen add-ons (Formik's, one per choice in order) as the picker shows them: by the
 * add-on's id.
 */
export function addonErrorsById(errors: unknown, choices: AddonChoice[]): Record<number, string | undefined> {
  const byId: Record<number, string | undefined> = {};
  if (!Array.isArray(errors)) return byId;
  errors.forEach((error: unknown, index) => {
    const id = choices[index]?.id;
    if (id !== undefined && typeof error === 'object' && error !== null && 'quantity' in error)
      byId[id] = typeof error.quantity === 'string' ? error.quantity : undefined;
  });
  return byId;
}

/** Optional extras: ticking one sets its quantity to 1; the quantity takes digits only. */
export const AddonPicker = memo(function AddonPicker({ addons, value, onChange, errors }: AddonPickerProps) {
  if (addons.length === 0) return <Typography color="textSecondary">Tidak ada tambahan untuk kategori ini.</Typography>;
  const chosen = new Map(value.map((choice) => [choice.id, choice]));
  const toggle = (addon: CategoryAddon, isChecked: boolean) =>
    onChange(
      isChecked ? [...value, { id: addon.id, quantity: '1' }] : value.filter((choice) => choice.id !== addon.id),
    );
  const setQuantity = (addon: CategoryAddon, typed: string) =>
    onChange(
      value.map((choice) =>
        choice.id === addon.id ? { ...choice, quantity: typed.replace(/\D/g, '').slice(0, 2) } : choice,
      ),
    );

  return (
    <Stack spacing={1.5}>
      {addons.map((addon) => {
        const choice = chosen.get(addon.id);
        const error = errors[addon.id];
        return (
          <Stack
            key={addon.id}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <FormControlLabel
              control={<Checkbox checked={Boolean(choice)} onChange={(event) => toggle(addon, event.target.checked)} />}
              label={
                <span>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    {addon.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="textSecondary">
                    {formatRupiah(addon.price)} per {addon.unit}
                  </Typography>
                </span>
              }
            />
            <TextField
              label="Jumlah"
              size="small"
              value={choice?.quantity ?? ''}
              disabled={!choice}
              onChange={(event) => setQuantity(addon, event.target.value)}
              error={Boolean(error)}
              helperText={error}
              slotProps={{
                htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-label': `Jumlah ${addon.name}` },
              }}
              sx={{ width: 110, flexShrink: 0 }}
              fullWidth={false}
            />
          </Stack>
        );
      })}
    </Stack>
  );
});

export interface AddonFieldsetProps extends AddonPickerProps {
  /** While the form is held (e.g. by an unpaid booking), the choices are shown greyed and cannot change. */
  disabled?: boolean;
}

/** The booking's "Tambahan": the add-on picker under its legend. */
export function AddonFieldset({ disabled = false, ...picker }: AddonFieldsetProps) {
  return (
    <Box
      component="fieldset"
      disabled={disabled}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, opacity: disabled ? 0.6 : 1 }}
    >
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
        Tambahan
      </Typography>
      <AddonPicker {...picker} />
    </Box>
  );
}
