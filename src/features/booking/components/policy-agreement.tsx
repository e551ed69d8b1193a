import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { memo, useId } from 'react';

export interface PolicyAgreementProps {
  checked: boolean;
  onChange: (agrees: boolean) => void;
  /** Shown under the box, in the error colour, once the form was submitted without it. */
  error?: string;
  disabled?: boolean;
}

/** The customer's agreement to the cancellation policy shown above it, which the booking requires. */
export const PolicyAgreement = memo(function PolicyAgreement({
  checked,
  onChange,
  error,
  disabled = false,
}: PolicyAgreementProps) {
  const messageId = useId();
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        control={
          <Checkbox
            name="agreesToCancellationPolicy"
            checked={checked}
            onChange={(_event, agrees) => onChange(agrees)}
            slotProps={{
              input: {
                required: true,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? messageId : undefined,
              },
            }}
          />
        }
        label="Saya setuju dengan kebijakan pembatalan"
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
      />
      {error && (
        <FormHelperText id={messageId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
});
