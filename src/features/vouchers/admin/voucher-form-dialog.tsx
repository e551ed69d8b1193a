import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { RadioChoiceField } from '@/components/radio-choice-field';
import { RupiahField } from '@/components/rupiah-field';
import { useServerForm } from '@/components/use-server-form';
import type { Voucher, VoucherKind } from '@/lib/api/api-types';
import { useCreateVoucherMutation, useUpdateVoucherMutation } from '@/lib/api/endpoints/vouchers';
import { fieldError, formFieldProps } from '@/lib/forms/form-field-props';
import { VOUCHER_KINDS, voucherSchema } from '@/lib/forms/voucher-schemas';
import { studioDayOf } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { blankVoucher, valuesOf } from './voucher-form-values';
import { ADD_VOUCHER, EDIT_VOUCHER, voucherKindLabels } from './voucher-labels';
import { VoucherDateFields } from './voucher-date-fields';
import { VoucherScopeFields } from './voucher-scope-fields';

const NO_LIMIT = 'Kosongkan untuk tanpa batas';

/** Keeps only the digits typed or pasted. */
const digitsOnly = (text: string) => text.replace(/\D/g, '');

export interface VoucherFormDialogProps {
  open: boolean;
  /** The voucher to change; 'new' to add one. */
  voucher: Voucher | 'new';
  onClose: () => void;
}

/**
 * 'Tambah voucher' and 'Ubah voucher': one form for both, in a dialog (the whole screen on a phone). The code is
 * kept in capitals; a cap applies to a percentage only. The form checks what the backend checks, with the same
 * messages; a refusal (a code already taken, a quota below the uses) shows above the fields, and a success shows
 * the server's message and closes. Mounted afresh for each opening, so each starts from the voucher as it is.
 */
export function VoucherFormDialog({ open, voucher, onClose }: VoucherFormDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const today = studioDayOf(useNow());
  const [createVoucher] = useCreateVoucherMutation();
  const [updateVoucher] = useUpdateVoucherMutation();
  const isNew = voucher === 'new';
  const title = isNew ? ADD_VOUCHER : EDIT_VOUCHER;
  const { form, serverError, shownErrors } = useServerForm({
    initialValues: isNew ? blankVoucher(today) : valuesOf(voucher),
    schema: voucherSchema,
    send: (input) => (isNew ? createVoucher(input) : updateVoucher({ id: voucher.id, ...input })).unwrap(),
    onSent: onClose,
  });
  const { values, setFieldValue } = form;
  const isPercent = values.kind === 'percent';

  const close = () => {
    if (!form.isSubmitting) onClose();
  };
  // Another kind takes another number: the value and a percentage's cap start again.
  const chooseKind = (kind: VoucherKind) => {
    void form.setValues({ ...values, kind, value: '', maxDiscount: '' });
  };
  const countField = (name: 'quota' | 'perCustomer', label: string) => {
    const props = formFieldProps(form, name, NO_LIMIT);
    return (
      <TextField
        {...props}
        label={label}
        fullWidth
        onChange={(event) => void setFieldValue(name, digitsOnly(event.target.value))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormRefusalAlert refusal={serverError} />
            <TextField
              {...formFieldProps(
                form,
                'code',
                'Huruf, angka, - atau _ (3–20 karakter); pelanggan boleh mengetik huruf kecil.',
              )}
              label="Kode"
              required
              fullWidth
              onChange={(event) => void setFieldValue('code', event.target.value.toUpperCase())}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
            />
            <RadioChoiceField
              label="Jenis potongan"
              name="kind"
              choices={VOUCHER_KINDS}
              labels={voucherKindLabels}
              value={values.kind}
              error={shownErrors.kind}
              onChange={chooseKind}
            />
            {isPercent ? (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...formFieldProps(form, 'value', '1 sampai 100')}
                    label="Nilai potongan"
                    required
                    fullWidth
                    onChange={(event) => void setFieldValue('value', digitsOnly(event.target.value))}
                    slotProps={{
                      htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                      input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <RupiahField form={form} name="maxDiscount" label="Potongan maksimal" hint={NO_LIMIT} />
                </Grid>
              </Grid>
            ) : (
              <RupiahField form={form} name="value" label="Nilai potongan" hint="Dipotong dari harga paket" required />
            )}
            <RupiahField form={form} name="minSubtotal" label="Minimal belanja" hint="Kosongkan untuk tanpa minimal" />
            <VoucherDateFields
              validFrom={values.validFrom}
              validTo={values.validTo}
              today={today}
              errors={{ validFrom: fieldError(form, 'validFrom'), validTo: fieldError(form, 'validTo') }}
              onChange={(field, date) => void setFieldValue(field, date)}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>{countField('quota', 'Kuota total')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{countField('perCustomer', 'Batas per pelanggan')}</Grid>
            </Grid>
            <VoucherScopeFields
              categoryIds={values.categoryIds}
              packageIds={values.packageIds}
              errors={{ categoryIds: fieldError(form, 'categoryIds'), packageIds: fieldError(form, 'packageIds') }}
              onChange={(field, ids) => void setFieldValue(field, ids)}
            />
            <FormControlLabel
              control={
                <Switch
                  name="active"
                  checked={values.active}
                  onChange={(_event, checked) => void setFieldValue('active', checked)}
                />
              }
              label="Aktif"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="secondary">
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            Simpan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
