import { describe, expect, it } from 'vitest';
import { newestFirst } from './ordering';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T03:00:00.000Z`;

describe('newestFirst', () => {
  it('orders by creation time, newest first, then by id, without touching the input', () => {
    const rows = [
      { id: 1, createdAt: at(1) },
      { id: 2, createdAt: at(3) },
      { id: 3, createdAt: at(3) },
      { id: 4, createdAt: at(2) },
    ];
    const copy = structuredClone(rows);
    expect(newestFirst(rows).map((row) => row.id)).toEqual([3, 2, 4, 1]);
    expect(rows).toEqual(copy);
  });
});
