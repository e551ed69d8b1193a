import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import { cancellationTierLines, downPaymentLine } from '@/content/cancellation-policy';
import type { SettingsRequest } from '@/lib/api/api-types';
import { pathError } from '@/lib/forms/form-field-props';
import { MAX_CANCELLATION_TIERS } from '@/lib/rules/settings';

type Tier = SettingsRequest['cancellation']['tiers'][number];

/** One number of a tier, its unit after it, with its message once the form was first submitted. */
function TierNumberField({
  form,
  index,
  field,
  label,
  unit,
  hint,
}: {
  form: FormikProps<SettingsRequest>;
  index: number;
  field: keyof Tier;
  label: string;
  unit: string;
  hint: string;
}) {
  const path = `cancellation.tiers.${index}.${field}`;
  const message = pathError(form, path);
  return (
    <TextField
      label={label}
      name={path}
      value={getIn(form.values, path) as unknown}
      onChange={form.handleChange}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}

/**
 * The cancellation policy: its tiers (from how many hours before the session, what share of what was paid comes
 * back), up to five, and whether a down payment comes back; with the policy as customers will read it.
 */
export function CancellationTiersField({ form }: { form: FormikProps<SettingsRequest> }) {
  const { tiers, downPaymentRefundable } = form.values.cancellation;
  const listError = pathError(form, 'cancellation.tiers');
  const setTiers = (next: Tier[]) => void form.setFieldValue('cancellation.tiers', next);
  const preview = getIn(form.errors, 'cancellation.tiers') === undefined ? cancellationTierLines(tiers) : undefined;

  return (
    <Stack spacing={2} sx={{ gridColumn: '1 / -1' }}>
      {tiers.map((_tier, index) => (
        <Stack
          // The tiers have no ids; their places do not move while the admin edits them.
          key={index}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TierNumberField
            form={form}
            index={index}
            field="minHoursBefore"
            label={`Tingkat ${index + 1}: minimal`}
            unit="jam"
            hint="jam sebelum sesi"
          />
          <TierNumberField
            form={form}
            index={index}
            field="refundPercent"
            label="Dana kembali"
            unit="%"
            hint="dari yang sudah dibayar"
          />
          <IconButton
            aria-label={`Hapus tingkat ${index + 1}`}
            disabled={tiers.length === 1}
            onClick={() => setTiers(tiers.filter((_tier, other) => other !== index))}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Button
        startIcon={<AddIcon />}
        disabled={tiers.length >= MAX_CANCELLATION_TIERS}
        onClick={() => setTiers([...tiers, { minHoursBefore: 0, refundPercent: 0 }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Tambah tingkat
      </Button>
      <FormControlLabel
        control={
          <Switch
            name="cancellation.downPaymentRefundable"
            checked={downPaymentRefundable}
            onChange={(_event, checked) => void form.setFieldValue('cancellation.downPaymentRefundable', checked)}
          />
        }
        label="DP dapat dikembalikan"
      />
      {preview && (
        <Alert severity="info" icon={false} role="note" aria-label="Kebijakan yang dibaca pelanggan">
          <Typography variant="subtitle2" component="p">
            Yang dibaca pelanggan
          </Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
            {[...preview, downPaymentLine(form.values.cancellation)].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Typography>
        </Alert>
      )}
    </Stack>
  );
}
