import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryAddon } from '@/lib/api/api-types';
import { AddonPicker } from './addon-picker';

const category = { id: 1, name: 'Foto Keluarga' };
const addons: CategoryAddon[] = [
  {
    id: 1,
    name: 'Tambahan Orang',
    unit: 'orang',
    price: 50_000,
    categoryId: 1,
    category,
    createdAt: '2026-08-24T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Ganti Background',
    unit: 'background',
    price: 40_000,
    categoryId: 1,
    category,
    createdAt: '2026-08-24T00:00:00.000Z',
  },
];

describe('add-on picker', () => {
  it('prices each add-on per its unit', () => {
    render(<AddonPicker addons={addons} value={[]} onChange={vi.fn()} errors={{}} />);
    expect(screen.getByRole('checkbox', { name: /^Tambahan Orang\s*Rp\s50\.000 per orang$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /^Ganti Background\s*Rp\s40\.000 per background$/ }),
    ).toBeInTheDocument();
  });
});
