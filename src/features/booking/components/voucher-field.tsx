import { useEffect, useRef, type KeyboardEvent } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface VoucherFieldProps {
  /** The code as typed. */
  code: string;
  onCodeChange: (code: string) => void;
  /** The code of the voucher applied, as the backend keeps it; absent without one. */
  appliedCode?: string;
  /** Why the voucher was refused, in the backend's words. */
  error?: string;
  isQuoting: boolean;
  onApply: () => void;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * The voucher of the booking: a code and "Pakai" (or Enter, which does not send the form), and once the backend
 * took it, "Voucher SENJAHEMAT dipakai" with "Hapus". Its refusal shows under the field and is announced; so is the
 * voucher applied. The focus follows the customer's action: to "Hapus" once applied, back to the field once removed.
 */
export function VoucherField({
  code,
  onCodeChange,
  appliedCode,
  error,
  isQuoting,
  onApply,
  onRemove,
  disabled = false,
}: VoucherFieldProps) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  /** Set by the customer's own apply or remove: only then does the focus move with the field. */
  const followsAction = useRef(false);

  useEffect(() => {
    if (!followsAction.current) return;
    followsAction.current = false;
    (appliedCode ? removeRef : fieldRef).current?.focus();
  }, [appliedCode, error]);

  const apply = () => {
    followsAction.current = true;
    onApply();
  };
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!isQuoting) apply();
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Box role="status" sx={{ maxWidth: '100%' }}>
          {appliedCode && (
            <Chip
              icon={<LocalOfferIcon />}
              color="success"
              variant="outlined"
              label={`Voucher ${appliedCode} dipakai`}
              sx={{ maxWidth: '100%', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
            />
          )}
        </Box>
        {appliedCode && (
          <Button
            ref={removeRef}
            size="small"
            color="inherit"
            onClick={() => {
              followsAction.current = true;
              onRemove();
            }}
            disabled={disabled}
            aria-label={`Hapus voucher ${appliedCode}`}
          >
            Hapus
          </Button>
        )}
      </Stack>
      {!appliedCode && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            inputRef={fieldRef}
            label="Kode voucher"
            name="voucherCode"
            size="small"
            fullWidth
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
            onKeyDown={applyOnEnter}
            error={Boolean(error)}
            helperText={error}
            disabled={disabled}
            slotProps={{
              htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
              formHelperText: { role: 'alert', sx: { mx: 0 } },
            }}
            sx={{ minWidth: 0 }}
          />
          <Button
            variant="outlined"
            onClick={apply}
            loading={isQuoting}
            disabled={disabled}
            sx={{ flexShrink: 0, minHeight: 40 }}
          >
            Pakai
          </Button>
        </Stack>
      )}
    </Box>
  );
}
