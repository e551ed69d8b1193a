import type { Db } from '@mocks/db/schema';
import { conflict } from '../errors';

const IN_USE = 'Data masih digunakan oleh reservasi aktif';

function pendingReservations(db: Db) {
  return db.reservations.filter((reservation) => reservation.status === 'pending');
}

function packageInUse(db: Db, packageId: number): boolean {
  return pendingReservations(db).some((reservation) => reservation.categoryPackageId === packageId);
}

function addonInUse(db: Db, addonId: number): boolean {
  const pendingIds = new Set(pendingReservations(db).map((reservation) => reservation.id));
  return db.reservationDetails.some(
    (detail) => detail.categoryAddonId === addonId && pendingIds.has(detail.reservationId),
  );
}

/** Refuses to delete catalogue data that a pending reservation still relies on. */
export const refuseIfInUse = {
  /** A category goes with its packages and add-ons, so none of them may be in use either. */
  category(db: Db, categoryId: number) {
    const used =
      pendingReservations(db).some((reservation) => reservation.categoryId === categoryId) ||
      db.packages.some((item) => item.categoryId === categoryId && packageInUse(db, item.id)) ||
      db.addons.some((addon) => addon.categoryId === categoryId && addonInUse(db, addon.id));
    if (used) throw conflict(IN_USE);
  },
  package(db: Db, packageId: number) {
    if (packageInUse(db, packageId)) throw conflict(IN_USE);
  },
  addon(db: Db, addonId: number) {
    if (addonInUse(db, addonId)) throw conflict(IN_USE);
  },
  timeSlot(db: Db, timeSlotId: number) {
    if (pendingReservations(db).some((reservation) => reservation.timeSlotId === timeSlotId)) throw conflict(IN_USE);
  },
};
