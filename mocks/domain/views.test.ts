import { describe, expect, it } from 'vitest';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { draftOf, insertRow } from '../db/draft';
import { createEmptyDb, type Db } from '../db/schema';
import { createViews } from './views';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T03:00:00.000Z`;

/** One customer's reservation whose catalogue has changed since it was booked. */
function smallDb(): Db {
  const db = draftOf(createEmptyDb());
  insertRow(db, 'users', {
    id: 7,
    name: 'Dewi Lestari',
    email: 'dewi@contoh.id',
    phone: '081355556666',
    role: 'user',
    password: { algorithm: 'PBKDF2-SHA256', iterations: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' },
    reminderOptOuts: [],
    notes: '',
    createdAt: at(1),
  });
  insertRow(db, 'categories', { id: 3, name: 'Wisuda Baru', images: ['/img/baru.png'], createdAt: at(1) });
  insertRow(db, 'packages', {
    id: 4,
    categoryId: 3,
    name: 'Paket Baru',
    description: 'a\nb',
    price: 999_000,
    editedQuota: 12,
    createdAt: at(1),
  });
  insertRow(db, 'reservations', {
    id: 10,
    userId: 7,
    date: '2026-11-30T00:00:00.000Z',
    timeSlotId: 2,
    categoryId: 3,
    categoryPackageId: 4,
    status: 'success',
    total: 340_000,
    channel: 'web',
    cancellation: null,
    checkedInAt: null,
    policy: bookingPolicyOf(DEFAULT_SETTINGS),
    voucher: null,
    snapshot: {
      categoryName: 'Wisuda',
      categoryImage: '/img/lama.png',
      packageName: 'Wisuda Personal',
      packagePrice: 250_000,
      editedQuota: 8,
      time: '10:40',
    },
    createdAt: at(2),
    updatedAt: at(2),
  });
  insertRow(db, 'reservationDetails', {
    id: 1,
    reservationId: 10,
    categoryAddonId: 5,
    quantity: 2,
    addonName: 'Cetak 10R',
    addonUnit: 'lembar',
    addonPrice: 45_000,
  });
  insertRow(db, 'transactions', {
    id: 20,
    reservationId: 10,
    type: 'fullpayment',
    status: 'paid',
    total: 340_000,
    expiredAt: at(3),
    createdAt: at(2),
  });
  insertRow(db, 'transactionDetails', {
    id: 30,
    transactionId: 20,
    total: 340_000,
    isValid: 'true',
    method: 'qris',
    image: '/files/bukti.png',
    createdAt: at(2),
  });
  insertRow(db, 'reviews', { id: 40, reservationId: 10, userId: 7, rating: 5, review: 'Mantap', createdAt: at(4) });
  return db;
}

describe('createViews', () => {
  it('shows a reservation as it was booked, not as the catalogue is now', () => {
    const db = smallDb();
    const reservation = db.reservations[0];
    if (!reservation) throw new Error('no reservation');
    const view = createViews(db).reservation(reservation);
    expect(view).toMatchObject({
      id: 10,
      timeSlot: { id: 2, time: '10:40' },
      category: { id: 3, name: 'Wisuda', images: ['/img/lama.png'] },
      categoryPackage: { id: 4, name: 'Wisuda Personal', price: 250_000 },
      reservation_detail: [
        { id: 1, quantity: 2, categoryAddon: { id: 5, name: 'Cetak 10R', unit: 'lembar', price: 45_000 } },
      ],
      user: { id: 7, name: 'Dewi Lestari', email: 'dewi@contoh.id', phone: '081355556666' },
      transactions: [{ id: 20, type: 'fullpayment', status: 'paid', total: 340_000, expiredAt: at(3) }],
      review: [{ id: 40, rating: 5, review: 'Mantap', createdAt: at(4) }],
    });
    expect(JSON.stringify(view)).not.toContain('PBKDF2');
  });

  it('shows only who holds a slot’s status and time to customers', () => {
    const db = smallDb();
    const reservation = db.reservations[0];
    if (!reservation) throw new Error('no reservation');
    expect(createViews(db).bookedSlot(reservation)).toEqual({
      id: 10,
      status: 'success',
      timeSlot: { id: 2, time: '10:40' },
    });
  });

  it('names the customer of a transaction or a review by id and name only', () => {
    const db = smallDb();
    const views = createViews(db);
    const transaction = db.transactions[0];
    const review = db.reviews[0];
    if (!transaction || !review) throw new Error('no rows');
    const transactionView = views.transaction(transaction, new Date(at(5)));
    expect(transactionView.reservation.user).toEqual({ id: 7, name: 'Dewi Lestari' });
    expect(transactionView.transaction_detail).toEqual([
      {
        id: 30,
        total: 340_000,
        isValid: 'true',
        createdAt: at(2),
        method: 'qris',
        images: [{ imageUrl: '/files/bukti.png' }],
      },
    ]);
    expect(views.review(review).user).toEqual({ id: 7, name: 'Dewi Lestari' });
    expect(views.publicReview(review)).toEqual({
      id: 40,
      rating: 5,
      review: 'Mantap',
      createdAt: at(4),
      user: { name: 'Dewi Lestari' },
    });
  });

  it('lists a category’s packages with their id, name and price', () => {
    const db = smallDb();
    const category = db.categories[0];
    if (!category) throw new Error('no category');
    expect(createViews(db).category(category).category_packages).toEqual([
      expect.objectContaining({ id: 4, name: 'Paket Baru', price: 999_000 }),
    ]);
  });
});
