import { describe, expect, it } from 'vitest';
import type { Db } from '@mocks/db/schema';
import { addonRules } from './addons';
import { getReservation } from '../reservations/reservations';
import { addonNamed, book, categoryNamed, expectRefusal } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';

const world = seededWorld();

function validInput(db: Db) {
  return { name: 'Tambahan Hewan', unit: 'ekor', price: 25_000, categoryId: categoryNamed(db, 'Foto Keluarga').id };
}

describe('reading add-ons', () => {
  it('shows an add-on with its unit, its price and its category by id and name', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    expect(
      addonRules.list(world.db).data.find((addon) => addon.categoryId === family.id && addon.name === 'Tambahan Orang'),
    ).toMatchObject({
      unit: 'orang',
      price: 50_000,
      category: { id: family.id, name: 'Foto Keluarga' },
    });
  });

  it('lists only the add-ons of one category', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const { data } = addonRules.listOfCategory(world.db, String(family.id));
    expect(data.map((addon) => addon.name)).toEqual(['Tambahan Orang', 'Ganti Background', 'Tambahan Foto Edit']);
    expect(data.every((addon) => addon.categoryId === family.id)).toBe(true);
    expect(addonRules.listOfCategory(world.db, categoryNamed(world.db, 'Foto Hewan Peliharaan').id).data).toEqual([]);
  });

  it('answers 404 for an unknown category or one that is no number', () => {
    expectRefusal(world.db, () => addonRules.listOfCategory(world.db, 999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => addonRules.listOfCategory(world.db, 'semua'), 404, 'Data tidak ditemukan');
  });
});

it('accepts a one-letter unit', () => {
  const input = { ...validInput(world.db), unit: 'x', price: 1000 };
  expect(addonRules.create(world.db, world.as('admin'), input).data.unit).toBe('x');
});

it('never changes the add-on name, unit, price or total a reservation was made with', () => {
  const addon = addonNamed(world.db, 'Foto Keluarga', 'Tambahan Orang');
  const reservationId = book(world.db, world.as('freshCustomer'), {
    addons: [{ name: 'Tambahan Orang', quantity: 2 }],
  });
  addonRules.update(world.db, world.as('admin'), addon.id, {
    ...validInput(world.db),
    name: 'Orang Ekstra',
    unit: 'kepala',
    price: 80_000,
  });
  const shown = getReservation(world.db, world.as('admin'), reservationId).data;
  expect(shown.reservation_detail.map(({ quantity, categoryAddon }) => ({ quantity, categoryAddon }))).toEqual([
    { quantity: 2, categoryAddon: { id: addon.id, name: 'Tambahan Orang', unit: 'orang', price: 50_000 } },
  ]);
  expect(shown.total).toBe(450_000);
});
