import type { FormikProps } from 'formik';

/**
 * Wires a text field to Formik. Messages appear once the form was submitted, and from then on
 * follow every change (validation runs on submit, then re-validates on change).
 */
export function formFieldProps<Values extends object>(form: FormikProps<Values>, name: keyof Values & string) {
  const error = form.submitCount > 0 ? form.errors[name] : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return {
    name,
    value: form.values[name],
    onChange: form.handleChange,
    error: Boolean(message),
    helperText: message,
  };
}
