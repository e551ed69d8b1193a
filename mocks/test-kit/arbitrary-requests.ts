import fc from 'fast-check';
import { documentedFieldNames } from './contract';
import { PNG_HEAD } from './png';

/**
 * Requests a careless or hostile client might send, for the property test of the HTTP server: to a documented
 * operation, with path parameters, a query, a token and a body drawn from what the contract names (its fields,
 * plausible values) mixed with junk: wrong types, nesting, text that is not JSON, odd multipart forms.
 */
export type Caller = 'nobody' | 'bad token' | 'customer' | 'admin';

export interface ArbitraryRequest {
  method: string;
  /** Below the API base, without a leading slash, e.g. `category/3?x=1`. */
  path: string;
  /** The documented operation it was made for, e.g. `GET /category/{id}`. */
  operation: string;
  caller: Caller;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'text'; text: string; contentType: string | undefined }
    | { kind: 'form'; form: FormData };
}

/** The words a generated body is made of: every field name the contract uses. */
const FIELD_NAMES = documentedFieldNames();

/** Values that mean something to some operation, so generated bodies get past the first check now and then. */
const PLAUSIBLE = [
  '2026-11-30T00:00:00.000Z',
  '2026-11-23',
  'pelanggan@studio.test',
  'admin@studio.test',
  'pelanggan123',
  'rahasia123',
  'fullpayment',
  'downpayment',
  'category',
  'transaction',
  'true',
  'false',
  '10:20',
  '081234567890',
  '/api/v1/files/tidak-ada.png',
  '/images/family-1.svg',
  'none',
  'always',
  'slow',
  '',
];

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...PLAUSIBLE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  value,
);

const notJson = fc.oneof(
  fc.constantFrom('{', '{"email":', 'undefined', "{'a':1}", '[1,2', 'NaN', '\u0000'),
  fc.string({ minLength: 1, maxLength: 60 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

const pathParameter = fc.oneof(
  fc.integer({ min: 1, max: 30 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '9007199254740993',
    'abc',
    '%20',
    '%2F',
    '..%2F..%2Fetc',
    'null',
    'tidak-ada.png',
  ),
  // A segment of dots is resolved away by any URL parser before it is sent: it never reaches the operation.
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((text) => !/^\.+$/.test(text))
    .map(encodeURIComponent),
);

/** Values a list's query takes or refuses: pages and their sizes at and past the bounds, statuses, searches. */
const LIST_QUERY_VALUES = [
  '1',
  '2',
  '10',
  '100',
  '101',
  '500',
  '0',
  '-1',
  '1.5',
  '1e1',
  ' 1',
  '9007199254740993',
  '#1',
  'keluarga',
  'pending',
  'success',
  'cancelled',
  'unpaid',
  'paid',
  'expired',
  'waiting',
  'email',
  'due',
];

const query = fc.option(
  fc
    .dictionary(
      fc.constantFrom('date', 'proof', 'status', 'channel', 'limit', 'page', 'pageSize', 'q', 'x'),
      fc.oneof(scalar.map(String), fc.constantFrom(...LIST_QUERY_VALUES)),
      { maxKeys: 4 },
    )
    .map((entries) => `?${new URLSearchParams(entries).toString()}`),
  { nil: '' },
);

const upload = fc
  .record({
    entity: fc.option(
      fc.oneof(fc.constantFrom('category', 'transaction', 'review', ''), fc.string({ maxLength: 12 })),
      {
        nil: undefined,
      },
    ),
    files: fc.array(
      fc.record({
        name: fc.oneof(
          fc.constantFrom('foto.png', 'bukti.jpg', 'skrip.js', 'tanpa-nama', ''),
          fc.string({ maxLength: 20 }),
        ),
        type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'application/octet-stream', ''),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.uint8Array({ maxLength: 64 }).map((tail) => Uint8Array.from([...PNG_HEAD, ...tail])),
        ),
      }),
      { maxLength: 4 },
    ),
    stray: fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }), { maxKeys: 2 }),
  })
  .map(({ entity, files, stray }) => {
    const form = new FormData();
    for (const file of files)
      form.append('images', new File([Uint8Array.from(file.bytes)], file.name, { type: file.type }));
    if (entity !== undefined) form.append('entity', entity);
    for (const [name, text] of Object.entries(stray)) form.append(name, text);
    return form;
  });

function bodyFor(method: string, template: string): fc.Arbitrary<ArbitraryRequest['body']> {
  if (method === 'GET' || method === 'DELETE') return fc.constant({ kind: 'none' as const });
  const json = jsonBody.map((body) => ({ kind: 'json' as const, value: body }));
  // Text that is not JSON, sent as JSON; or any text sent as another type, or none, as a page on another site may.
  const text = fc.oneof(
    notJson.map((body) => ({ kind: 'text' as const, text: body, contentType: 'application/json' })),
    fc.record({
      kind: fc.constant('text' as const),
      text: fc.oneof(
        notJson,
        jsonBody.map((body) => JSON.stringify(body) ?? 'null'),
      ),
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'text/plain;charset=UTF-8',
        undefined,
      ),
    }),
  );
  const none = fc.constant({ kind: 'none' as const });
  if (template === '/upload') {
    const form = upload.map((body) => ({ kind: 'form' as const, form: body }));
    return fc.oneof({ arbitrary: form, weight: 6 }, json, text, none);
  }
  return fc.oneof({ arbitrary: json, weight: 6 }, { arbitrary: text, weight: 2 }, none);
}

/** Requests to one documented operation, `GET /category/{id}` say. */
export function requestsTo(operation: string): fc.Arbitrary<ArbitraryRequest> {
  const [method = 'GET', template = '/'] = operation.split(' ');
  const parameterNames = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return fc
    .record({
      parameters: fc.tuple(...parameterNames.map(() => pathParameter)),
      query: method === 'GET' ? query : fc.constant(''),
      caller: fc.constantFrom<Caller>('nobody', 'bad token', 'customer', 'admin'),
      body: bodyFor(method, template),
    })
    .map(({ parameters, query: search, caller, body }) => {
      let index = 0;
      const path = template.replace(/\{\w+\}/g, () => parameters[index++] ?? '1').replace(/^\//, '');
      return { method, path: `${path}${search}`, operation, caller, body };
    });
}
