import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { badRequest } from './errors';

export const MALFORMED_BODY_MESSAGE = 'Format data tidak valid';

/**
 * A request body that was sent but is not JSON. It reaches the rule as this value, so the rule refuses it
 * (400) at the step where it checks its input, after sign-in, role and ownership.
 */
export const unreadableBody = Symbol('unreadable body');

/**
 * Checks a request body with the form's own schema. A refusal carries the first failing message in
 * the order the form shows its fields, word for word.
 */
export function validate<Schema extends AnyObjectSchema>(schema: Schema, input: unknown): InferType<Schema> {
  if (input === unreadableBody) throw badRequest(MALFORMED_BODY_MESSAGE);
  const body = typeof input === 'object' && input !== null ? input : {};
  try {
    return schema.validateSync(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    // A value of the wrong shape can break a schema's transforms (e.g. trimming an object): still bad input.
    if (error instanceof TypeError) throw badRequest(MALFORMED_BODY_MESSAGE);
    if (!(error instanceof ValidationError)) throw error;
    throw badRequest(firstMessageInFieldOrder(schema, error));
  }
}

function firstMessageInFieldOrder(schema: AnyObjectSchema, error: ValidationError): string {
  const fieldOrder = Object.keys(schema.fields);
  const failures = error.inner.length > 0 ? error.inner : [error];
  const rank = (failure: ValidationError) => {
    const field = (failure.path ?? '').split(/[.[]/)[0] ?? '';
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  const first = [...failures].sort((a, b) => rank(a) - rank(b))[0];
  return first?.errors[0] ?? error.message;
}
