import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';

export interface RadioChoiceFieldProps<Value extends string> {
  /** The question, as the group's legend. */
  label: string;
  name: string;
  choices: readonly Value[];
  /** What each choice says. */
  labels: Record<Value, ReactNode>;
  /** The choice made, or '' while none is. */
  value: Value | '';
  /** The field's error once shown: the group turns red and says it below. */
  error?: string;
  onChange: (value: Value) => void;
}

/** A form's one-of-a-few question (how a payment was made, how money went back): radio buttons in a row. */
export function RadioChoiceField<Value extends string>({
  label,
  name,
  choices,
  labels,
  value,
  error,
  onChange,
}: RadioChoiceFieldProps<Value>) {
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={labels[choice]} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
