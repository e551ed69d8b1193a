import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { categoryCreateSchema, packageSchema, registerSchema } from '@/lib/forms/schemas';
import { refusalOf } from '../test-kit/rules';
import { validate } from './validation';

describe('validate: a value whose shape breaks a schema', () => {
  const person = { name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432', password: 'rahasia1' };

  it.each<[string, yup.AnyObjectSchema, Record<string, unknown>]>([
    ['a name sent as an object', registerSchema, { ...person, name: { first: 'Budi' } }],
    ['a name sent as a list', registerSchema, { ...person, name: ['Budi'] }],
    ['an email sent as an object', registerSchema, { ...person, email: { address: 'budi@contoh.id' } }],
    ['a category name sent as an object', categoryCreateSchema, { name: { id: 1 }, images: ['x'] }],
    [
      'a package description sent as an object',
      packageSchema,
      { name: 'Paket Hemat', description: {}, price: 5000, categoryId: 1 },
    ],
  ])('refuses %s with 400 Format data tidak valid', (_case, schema, input) => {
    expect(() => {
      schema.validateSync(input);
    }).toThrow(TypeError);
    expect(refusalOf(() => validate(schema, input))).toMatchObject({ status: 400, message: 'Format data tidak valid' });
  });

  it('lets any other failure of a schema through as it is, to become a 500', () => {
    const broken = yup.object({
      name: yup.string().test('breaks', 'tidak dipakai', () => {
        throw new RangeError('rusak');
      }),
    });
    expect(() => validate(broken, { name: 'Budi' })).toThrow(RangeError);
  });
});
