import { describe, expect, it } from 'vitest';
import { findOr404 } from './access';
import { refusalOf } from '@mocks/test-kit/rules';

/** Rows with ids 0 and -1 too, which a loose reading of '', null or '-1' would find. */
const rows = [{ id: -1 }, { id: 0 }, { id: 1 }, { id: 2 }, { id: 10 }];

describe('findOr404', () => {
  it.each<[unknown, number]>([
    ['1', 1],
    [1, 1],
    ['10', 10],
    [2, 2],
  ])('finds the row of the id %j', (id, expected) => {
    expect(findOr404(rows, id)).toBe(rows.find((row) => row.id === expected));
  });

  it.each<[unknown]>([
    ['0x1'],
    ['1e0'],
    ['1.0'],
    [' 1'],
    ['1 '],
    ['-1'],
    ['+1'],
    ['0b1'],
    ['1_0'],
    [''],
    [null],
    [true],
    [[1]],
    [{ valueOf: () => 1 }],
    [1.5],
  ])('answers 404 for the id %j, which is not written as a plain whole number', (id) => {
    expect(refusalOf(() => findOr404(rows, id))).toMatchObject({ status: 404, message: 'Data tidak ditemukan' });
  });

  it('answers 404 for a plain id that matches no row', () => {
    expect(refusalOf(() => findOr404(rows, '3'))).toMatchObject({ status: 404, message: 'Data tidak ditemukan' });
    expect(refusalOf(() => findOr404([], 1))).toMatchObject({ status: 404, message: 'Data tidak ditemukan' });
  });
});
