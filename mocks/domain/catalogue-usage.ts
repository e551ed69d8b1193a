import type { Db } from '../db/schema';
import { conflict } from './errors';

const IN_USE = 'Data masih digunakan oleh reservasi aktif';

function pendingReservations(db: Db) {
  return db.reservations.filter((reservation) => reservation.status === 'pending');
}

/** Refuses to delete catalogue data that a pending reservation still relies on. */
export const refuseIfInUse = {
  category(db: Db, categoryId: number) {
    if (pendingReservations(db).some((reservation) => reservation.categoryId === categoryId)) throw conflict(IN_USE);
  },
  package(db: Db, packageId: number) {
    if (pendingReservations(db).some((reservation) => reservation.categoryPackageId === packageId)) throw conflict(IN_USE);
  },
  addon(db: Db, addonId: number) {
    const pendingIds = new Set(pendingReservations(db).map((reservation) => reservation.id));
    const used = db.reservationDetails.some((detail) => detail.categoryAddonId === addonId && pendingIds.has(detail.reservationId));
    if (used) throw conflict(IN_USE);
  },
  timeSlot(db: Db, timeSlotId: number) {
    if (pendingReservations(db).some((reservation) => reservation.timeSlotId === timeSlotId)) throw conflict(IN_USE);
  },
};
