import { installmentAmount, nextInstallmentAmount, reservationTotal } from '@/lib/rules/money';
import { requiredValidProofs } from '@/lib/rules/proofs';
import { recordAddons, snapshotOf } from '../domain/reservations/reservation-records';
import { addDays, HOUR_MS, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import { paymentDeadline } from '../domain/transactions/transactions';
import { currentSettings } from '../domain/settings/settings';
import { bookingPolicyOf } from '@/lib/rules/settings';
import { insertRow, nextId, type Draft } from './draft';

/** A small deterministic generator: the same bulk data for the same count, without loading faker. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/**
 * Adds `count` finished reservations (completed, or cancelled after their payment expired) on past
 * days, one per slot, never on a slot that is already held: a realistic history for load tests such as
 * the admin's reservations list with 10,000 rows. Returns how many were added.
 */
export function addPastReservations(db: Draft, count: number, now: Date): number {
  const pick = sequence(count);
  const customers = db.users.filter((user) => user.role === 'user');
  const categories = db.categories.filter((category) => db.packages.some((item) => item.categoryId === category.id));
  const held = new Set(
    db.reservations.filter((row) => row.status !== 'cancelled').map((row) => `${row.date}|${row.snapshot.time}`),
  );
  if (customers.length === 0 || categories.length === 0 || db.timeSlots.length === 0) return 0;
  // Past bookings as if made under the settings in force: what the studio's policy says of them is never read.
  const policy = bookingPolicyOf(currentSettings(db));

  let added = 0;
  for (let daysBack = 1; added < count; daysBack += 1) {
    const date = addDays(studioDayOf(now), -daysBack);
    for (const slot of db.timeSlots) {
      if (added >= count) break;
      if (held.has(`${date}|${slot.time}`)) continue;
      const category = categories[pick(categories.length)]!;
      const packages = db.packages.filter((item) => item.categoryId === category.id);
      const chosenPackage = packages[pick(packages.length)]!;
      const addons = db.addons
        .filter((addon) => addon.categoryId === category.id)
        .slice(0, pick(2))
        .map((addon) => ({ addon, quantity: 1 + pick(3) }));
      const completed = pick(5) > 0;
      const start = slotStart(date, slot.time).getTime();
      const bookedAt = new Date(start - (2 + pick(6)) * 24 * HOUR_MS).toISOString();
      const total = reservationTotal(
        chosenPackage.price,
        addons.map(({ addon, quantity }) => ({ price: addon.price, quantity })),
      );
      const reservationId = nextId(db, 'reservations');
      const reservation = insertRow(db, 'reservations', {
        id: reservationId,
        userId: customers[pick(customers.length)]!.id,
        date,
        timeSlotId: slot.id,
        categoryId: category.id,
        categoryPackageId: chosenPackage.id,
        status: completed ? 'success' : 'cancelled',
        total,
        channel: 'web',
        checkedInAt: null,
        cancellation: completed ? null : { at: new Date(start + HOUR_MS).toISOString(), by: 'expiry' },
        snapshot: snapshotOf(category, chosenPackage, slot),
        policy,
        voucher: null,
        createdAt: bookedAt,
        updatedAt: new Date(start + HOUR_MS).toISOString(),
      });
      recordAddons(db, reservationId, addons);
      const type = pick(2) === 0 ? 'fullpayment' : 'downpayment';
      const transactionId = nextId(db, 'transactions');
      const installment = installmentAmount(total, type);
      insertRow(db, 'transactions', {
        id: transactionId,
        reservationId,
        type,
        status: completed ? 'paid' : 'expired',
        total: installment,
        expiredAt: new Date(paymentDeadline(Date.parse(bookedAt), reservation)).toISOString(),
        createdAt: bookedAt,
      });
      if (completed) {
        for (let index = 0; index < requiredValidProofs(type); index += 1) {
          insertRow(db, 'transactionDetails', {
            id: nextId(db, 'transactionDetails'),
            transactionId,
            total: nextInstallmentAmount(total, type, index),
            isValid: 'true',
            method: 'qris',
            image: db.transactionDetails[0]?.image ?? null,
            createdAt: new Date(Date.parse(bookedAt) + (index + 1) * HOUR_MS).toISOString(),
          });
        }
      }
      held.add(`${date}|${slot.time}`);
      added += 1;
    }
  }
  return added;
}
