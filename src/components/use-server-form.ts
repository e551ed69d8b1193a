import { useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import type { Schema } from 'yup';
import { errorMessage } from '../lib/api/api-error';
import { shownErrors } from '../lib/forms/form-field-props';
import { showToast } from '../lib/toast';

/**
 * Where a refusal shows. `alert`: the server's message verbatim in an alert above the form (`serverError`,
 * for the form to draw), the spec's way for every form. `toast`: an error toast, for a form that has no
 * room for an alert (the payment proof, the booking form).
 */
type RefusalShownAs = 'alert' | 'toast';

interface ServerFormCommon<Values extends FormikValues, Answer> {
  initialValues: Values;
  /** Runs after a success, before the toast and the navigation (sign in, clear the form). */
  onSent?: (answer: Answer, helpers: FormikHelpers<NoInfer<Values>>) => void | Promise<unknown>;
  /** Runs after a refusal, once it is shown (clear a field the server refused). */
  onRefused?: (helpers: FormikHelpers<NoInfer<Values>>) => void | Promise<unknown>;
  /** Where to go after a success. */
  navigateTo?: (answer: Answer) => string;
  /** How to go there (replace the form in the history, carry state such as what the server recorded). */
  navigateOptions?: (answer: Answer) => NavigateOptions;
  refusalShownAs?: RefusalShownAs;
}

/** Checked by a Yup schema, and sent as the schema casts the values (trimmed text, numbers). */
interface SchemaChecked<Values extends FormikValues, Input, Answer> extends ServerFormCommon<Values, Answer> {
  schema: Schema<Input>;
  validate?: never;
  send: (input: Input) => Promise<Answer>;
}

/** Checked by a function of its own (where the rule depends on more than the values), and sent as they are. */
interface SelfChecked<Values extends FormikValues, Answer> extends ServerFormCommon<Values, Answer> {
  schema?: never;
  validate: (values: NoInfer<Values>) => Promise<FormikErrors<NoInfer<Values>>>;
  send: (values: NoInfer<Values>) => Promise<Answer>;
}

export type ServerFormOptions<Values extends FormikValues, Input, Answer> =
  SchemaChecked<Values, Input, Answer> | SelfChecked<Values, Answer>;

function serverMessage(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return undefined;
  return typeof answer.message === 'string' ? answer.message : undefined;
}

/**
 * The one way a form talks to the server. Fields are checked on submit and on change (never on blur);
 * their messages show once the form was first submitted (`shownErrors`, or `fieldError` and
 * `formFieldProps` from lib/form-field-props). The values go out as the schema
 * casts them; a success shows the server's message as a toast and then goes on (`navigateTo`).
 *
 * How each kind of failure is shown, after the spec's error catalogue:
 * - a form's refusal: the server's message verbatim in an alert above the form (`serverError`), never
 *   also as a toast;
 * - a delete's refusal: inside its confirmation dialog (`DeleteDialog`);
 * - a confirmed action's refusal (cancel, complete, proof decisions): an error toast, the dialog closes
 *   (`useConfirmedMutation`);
 * - a list that fails to load: the message as plain text; a detail or edit page: 'Error: message'
 *   (`DataState` with `detailError`).
 */
export function useServerForm<Values extends FormikValues, Input, Answer>(
  options: ServerFormOptions<Values, Input, Answer>,
) {
  const { initialValues, onSent, onRefused, navigateTo, navigateOptions, refusalShownAs = 'alert' } = options;
  const [serverError, setServerError] = useState<string>();
  const navigate = useNavigate();

  const sendValues = (values: Values) =>
    options.schema ? options.send(options.schema.cast(values)) : options.send(values);

  const form = useFormik<Values>({
    initialValues,
    validationSchema: options.schema,
    validate: options.validate,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setServerError(undefined);
      let answer: Answer;
      try {
        answer = await sendValues(values);
      } catch (error) {
        if (refusalShownAs === 'alert') setServerError(errorMessage(error));
        if (refusalShownAs === 'toast') showToast(errorMessage(error), 'error');
        await onRefused?.(helpers);
        return;
      }
      await onSent?.(answer, helpers);
      const message = serverMessage(answer);
      if (message) showToast(message, 'success');
      if (navigateTo) await navigate(navigateTo(answer), navigateOptions?.(answer));
    },
  });
  const clearServerError = () => setServerError(undefined);

  return { form, serverError, clearServerError, shownErrors: shownErrors(form) };
}
