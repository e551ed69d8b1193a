import type { TimeSlot } from '@/lib/api/api-types';
import { timeSlotSchema } from '@/lib/forms/schemas';
import { insertRow, nextId, removeRows, type Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { refuseIfInUse } from './catalogue-usage';
import { conflict } from '../errors';
import { created, ok, type Outcome } from '../outcome';
import { validate } from '../validation';

const byTime = (a: TimeSlot, b: TimeSlot) => a.time.localeCompare(b.time);

export function listTimeSlots(db: Db): Outcome<TimeSlot[]> {
  return ok(db.timeSlots.map(({ id, time }) => ({ id, time })).sort(byTime), 'Berhasil mengambil data waktu');
}

export function createTimeSlot(db: Draft, caller: Caller, input: unknown): Outcome<TimeSlot> {
  requireAdmin(db, caller);
  const { time } = validate(timeSlotSchema, input);
  if (db.timeSlots.some((slot) => slot.time === time)) throw conflict('Waktu sudah ada');
  const slot = insertRow(db, 'timeSlots', { id: nextId(db, 'timeSlots'), time });
  return created({ id: slot.id, time: slot.time }, 'Waktu berhasil ditambahkan');
}

export function deleteTimeSlot(db: Draft, caller: Caller, id: unknown): Outcome<null> {
  requireAdmin(db, caller);
  const slot = findOr404(db.timeSlots, id);
  refuseIfInUse.timeSlot(db, slot.id);
  removeRows(db, 'timeSlots', (candidate) => candidate.id === slot.id);
  return ok(null, 'Waktu berhasil dihapus');
}
