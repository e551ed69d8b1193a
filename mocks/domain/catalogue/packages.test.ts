import { describe, expect, it } from 'vitest';
import type { Db } from '@mocks/db/schema';
import { packageRules } from './packages';
import { getReservation } from '../reservations/reservations';
import { book, categoryNamed, packageNamed } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';

const world = seededWorld();

function validInput(db: Db) {
  return {
    name: 'Keluarga Hemat',
    description: 'Sesi foto 20 menit\nMaksimal 3 orang',
    price: 200_000,
    editedQuota: 8,
    categoryId: categoryNamed(db, 'Foto Keluarga').id,
  };
}

describe('reading packages', () => {
  it('shows a package with its price and its category, images too', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    expect(packageRules.list(world.db).data.find((item) => item.name === 'Keluarga Kecil')).toMatchObject({
      price: 350_000,
      categoryId: family.id,
      category: { id: family.id, name: 'Foto Keluarga', images: family.images },
    });
  });

  it('reads one package with its multi-line description and the photos it edits', () => {
    const item = packageNamed(world.db, 'Keluarga Kecil');
    expect(packageRules.get(world.db, String(item.id)).data).toMatchObject({
      description: 'Sesi foto 20 menit\nMaksimal 4 orang\nSemua file digital via Google Drive',
      editedQuota: 10,
    });
  });

  it('lists each category’s packages with the photos they edit', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const summaries = packageRules.listOfCategory(world.db, family.id).data.map(({ name, editedQuota }) => ({
      name,
      editedQuota,
    }));
    expect(summaries).toEqual([
      { name: 'Keluarga Kecil', editedQuota: 10 },
      { name: 'Keluarga Besar', editedQuota: 20 },
      { name: 'Keluarga Premium', editedQuota: 35 },
    ]);
  });
});

it('keeps the photos a package edits, from none to 200, and a change of them', () => {
  const admin = world.as('admin');
  const { data } = packageRules.create(world.db, admin, { ...validInput(world.db), editedQuota: '0' });
  expect(data.editedQuota).toBe(0);
  expect(
    packageRules.update(world.db, admin, data.id, { ...validInput(world.db), editedQuota: 200 }).data,
  ).toMatchObject({ editedQuota: 200 });
});

it('trims the name and the description as typed', () => {
  const input = { ...validInput(world.db), name: '  Keluarga Hemat ', description: ' Sesi foto 20 menit ' };
  expect(packageRules.create(world.db, world.as('admin'), input).data).toMatchObject({
    name: 'Keluarga Hemat',
    description: 'Sesi foto 20 menit',
  });
});

it('never changes the name or price a reservation was made with', () => {
  const item = packageNamed(world.db, 'Keluarga Kecil');
  const reservationId = book(world.db, world.as('freshCustomer'));
  packageRules.update(world.db, world.as('admin'), item.id, {
    ...validInput(world.db),
    name: 'Keluarga Mini',
    price: 999_000,
  });
  const shown = getReservation(world.db, world.as('admin'), reservationId).data;
  expect(shown.categoryPackage).toEqual({ id: item.id, name: 'Keluarga Kecil', price: 350_000 });
  expect(shown.total).toBe(350_000);
});
