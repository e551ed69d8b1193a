import { getIn, type FormikErrors, type FormikProps } from 'formik';

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

/** The dotted paths to a nested form's fields ("booking.reschedule.limit"); a list is one field. */
export type FieldPath<Values> = {
  [Key in keyof Values & string]: Values[Key] extends readonly unknown[]
    ? Key
    : Values[Key] extends object
      ? `${Key}.${FieldPath<Values[Key]>}`
      : Key;
}[keyof Values & string];

/**
 * The message at a dotted path of a nested form ("cancellation.tiers.0.refundPercent", or a list's own), shown once
 * the form was submitted, as `fieldError` does for a field of a flat form.
 */
export function pathError<Values>(form: SubmittedForm<Values>, path: string): string | undefined {
  const error: unknown = getIn(shownErrors(form), path);
  return typeof error === 'string' ? error : undefined;
}

/** `formFieldProps` for a field of a nested form, named by its dotted path. */
export function pathFieldProps<Values extends object>(
  form: FormikProps<Values>,
  path: FieldPath<Values>,
  hint?: string,
) {
  const message = pathError(form, path);
  return {
    name: path,
    value: getIn(form.values, path) as unknown,
    onChange: form.handleChange,
    error: Boolean(message),
    helperText: message ?? hint,
  };
}
