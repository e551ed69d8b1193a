import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import {
  type AddonRow,
  type CategoryRow,
  type PackageRow,
  type ReservationRow,
  type ReservationSnapshot,
  type TimeSlotRow,
} from '@mocks/db/schema';
import type { DueBooking } from '@/lib/rules/installment-due';
import { slotStart } from '@/lib/rules/studio-time';

/** What a reservation keeps of the catalogue at booking time, so later edits never change it. */
export function snapshotOf(category: CategoryRow, chosenPackage: PackageRow, slot: TimeSlotRow): ReservationSnapshot {
  return {
    categoryName: category.name,
    categoryImage: category.images[0] ?? '',
    packageName: chosenPackage.name,
    packagePrice: chosenPackage.price,
    editedQuota: chosenPackage.editedQuota,
    time: slot.time,
  };
}

/** A booking's price as booked: the package and add-ons, what its voucher took off, and the voucher's code. */
export function priceAsBooked(row: ReservationRow): { subtotal: number; discount: number; voucherCode: string | null } {
  const discount = row.voucher?.discount ?? 0;
  return { subtotal: row.total + discount, discount, voucherCode: row.voucher?.code ?? null };
}

/** The session a reservation books, as the rules read it: its calendar day and its slot's time as booked. */
export function sessionOf(reservation: { date: string; snapshot: { time: string } }): { date: string; time: string } {
  return { date: reservation.date, time: reservation.snapshot.time };
}

/** A reservation as the payment rules read it: its total, its session and how it came in. */
export function dueBookingOf(reservation: Pick<ReservationRow, 'total' | 'date' | 'snapshot' | 'channel'>): DueBooking {
  return { total: reservation.total, ...sessionOf(reservation), channel: reservation.channel };
}

/** When the session a reservation books starts, in epoch milliseconds. */
export function sessionStartOf(reservation: Pick<ReservationRow, 'date' | 'snapshot'>): number {
  return slotStart(reservation.date, reservation.snapshot.time).getTime();
}

/** Records a reservation's add-ons with their name, unit and price as they are now. */
export function recordAddons(
  db: Draft,
  reservationId: number,
  chosen: readonly { addon: AddonRow; quantity: number }[],
): void {
  for (const { addon, quantity } of chosen) {
    insertRow(db, 'reservationDetails', {
      id: nextId(db, 'reservationDetails'),
      reservationId,
      categoryAddonId: addon.id,
      quantity,
      addonName: addon.name,
      addonUnit: addon.unit,
      addonPrice: addon.price,
    });
  }
}
