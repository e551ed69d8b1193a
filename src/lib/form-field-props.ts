import type { FormikProps } from 'formik';

/** The message of a field, shown once the form was submitted and from then on after every change. */
export function fieldError<Values extends object>(form: FormikProps<Values>, name: keyof Values & string): string | undefined {
  const error = form.submitCount > 0 ? form.errors[name] : undefined;
  return typeof error === 'string' ? error : undefined;
}

/** Wires a text field to Formik, with its message as the helper text (or `hint` while there is none). */
export function formFieldProps<Values extends object>(form: FormikProps<Values>, name: keyof Values & string, hint?: string) {
  const message = fieldError(form, name);
  return {
    name,
    value: form.values[name],
    onChange: form.handleChange,
    error: Boolean(message),
    helperText: message ?? hint,
  };
}
