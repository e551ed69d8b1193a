import type { FormikErrors, FormikProps } from 'formik';

type SubmittedForm<Values> = Pick<FormikProps<Values>, 'submitCount' | 'errors'>;

/** The messages to show: none before the form was first submitted, then after every change. */
export function shownErrors<Values>(form: SubmittedForm<Values>): FormikErrors<Values> {
  return form.submitCount > 0 ? form.errors : {};
}

/** The message of a field, shown once the form was submitted and from then on after every change. */
export function fieldError<Values extends object>(
  form: FormikProps<Values>,
  name: keyof Values & string,
): string | undefined {
  const error = shownErrors(form)[name];
  return typeof error === 'string' ? error : undefined;
}

/** Wires a text field to Formik, with its message as the helper text (or `hint` while there is none). */
export function formFieldProps<Values extends object>(
  form: FormikProps<Values>,
  name: keyof Values & string,
  hint?: string,
) {
  const message = fieldError(form, name);
  return {
    name,
    value: form.values[name],
    onChange: form.handleChange,
    error: Boolean(message),
    helperText: message ?? hint,
  };
}
