import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useId, type ReactNode } from 'react';
import type { SettingsRequest } from '@/lib/api/api-types';
import { pathFieldProps } from '@/lib/forms/form-field-props';
import { settingFields, type SettingPath } from './setting-fields';

type SettingsFormik = FormikProps<SettingsRequest>;

/** One group of settings: a titled panel, its fields two to a row from a tablet's width up. */
export function SettingsSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {hint}
          </Typography>
        </div>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children}
        </Box>
      </Stack>
    </Paper>
  );
}

/** A text setting, labelled as `settingFields` names it. */
export function TextSetting({
  form,
  path,
  hint,
  multiline = false,
}: {
  form: SettingsFormik;
  path: SettingPath;
  hint?: string;
  multiline?: boolean;
}) {
  return (
    <TextField
      label={settingFields[path].label}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      {...pathFieldProps(form, path, hint)}
    />
  );
}

/** A setting chosen from a few values, each shown by its label. */
export function ChoiceSetting<Value extends string>({
  form,
  path,
  hint,
  choices,
}: {
  form: SettingsFormik;
  path: SettingPath;
  hint: string;
  choices: Record<Value, string>;
}) {
  return (
    <TextField select label={settingFields[path].label} fullWidth {...pathFieldProps(form, path, hint)}>
      {(Object.entries(choices) as [Value, string][]).map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A whole-number setting with its unit after it ("24 jam"), typed with the phone's number pad. */
export function NumberSetting({ form, path, hint }: { form: SettingsFormik; path: SettingPath; hint: string }) {
  const { label, unit } = settingFields[path];
  return (
    <TextField
      label={label}
      fullWidth
      {...pathFieldProps(form, path, hint)}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
