import { describe, expect, it } from 'vitest';
import type { Db, TimeSlotRow } from '@mocks/db/schema';
import { getReservation } from '../reservations/reservations';
import { book, expectRefusal, expectRefusedToOutsiders, slotId } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { createTimeSlot, deleteTimeSlot, listTimeSlots } from './time-slots';

const world = seededWorld();
const IN_USE = 'Data masih digunakan oleh reservasi aktif';

/** A slot no reservation uses at all. */
function unusedSlot(db: Db): TimeSlotRow {
  const found = db.timeSlots.find((slot) => !db.reservations.some((row) => row.timeSlotId === slot.id));
  if (!found) throw new Error('every slot is booked somewhere');
  return found;
}

describe('listTimeSlots', () => {
  it('lists id and time of every slot, sorted by time, for visitors too', () => {
    const { data, message } = listTimeSlots(world.db);
    expect(message).toBe('Berhasil mengambil data waktu');
    expect(data[0]).toEqual({ id: slotId(world.db, '10:20'), time: '10:20' });
    expect(data.map((slot) => slot.time)).toEqual([...data.map((slot) => slot.time)].sort());
    expect(data).toHaveLength(29);
  });
});

describe('createTimeSlot', () => {
  it('adds a time, and the list keeps it in time order', () => {
    const free = unusedSlot(world.db);
    deleteTimeSlot(world.db, world.as('admin'), free.id);
    const outcome = createTimeSlot(world.db, world.as('admin'), { time: ` ${free.time} ` });
    expect(outcome).toMatchObject({ status: 201, message: 'Waktu berhasil ditambahkan', data: { time: free.time } });
    expect(outcome.data.id).not.toBe(free.id);
    const times = listTimeSlots(world.db).data.map((slot) => slot.time);
    expect(times).toContain(free.time);
    expect(times).toEqual([...times].sort());
  });

  it.each(['10:20', ' 19:40'])('refuses the time %j, which already exists', (time) => {
    expectRefusal(world.db, () => createTimeSlot(world.db, world.as('admin'), { time }), 409, 'Waktu sudah ada');
  });

  it.each([
    [{}, 'Waktu tidak boleh kosong'],
    [{ time: '' }, 'Waktu tidak boleh kosong'],
    [{ time: '9:00' }, 'Waktu harus dalam format HH:mm (contoh, 11:00)'],
    [{ time: '10.20' }, 'Waktu harus dalam format HH:mm (contoh, 11:00)'],
    [{ time: '24:00' }, 'Waktu harus dalam format HH:mm (contoh, 11:00)'],
    [{ time: 'jam sepuluh' }, 'Waktu harus dalam format HH:mm (contoh, 11:00)'],
    [{ time: '10:00' }, 'Waktu harus diantara 10:20 dan 19:40'],
    [{ time: '20:00' }, 'Waktu harus diantara 10:20 dan 19:40'],
    [{ time: '08:30' }, 'Waktu harus diantara 10:20 dan 19:40'],
    [{ time: '10:30' }, 'Waktu harus berjarak 20 menit (contoh, 10:00, 10:20; 10:40)'],
    [{ time: '15:50' }, 'Waktu harus berjarak 20 menit (contoh, 10:00, 10:20; 10:40)'],
  ])('refuses %j with the form message', (input, message) => {
    expectRefusal(world.db, () => createTimeSlot(world.db, world.as('admin'), input), 400, message);
  });

  it('refuses visitors with 401 and customers with 403', () => {
    expectRefusedToOutsiders(world, (caller) => createTimeSlot(world.db, caller, { time: '10:20' }));
  });
});

describe('deleteTimeSlot', () => {
  it('deletes a slot nobody uses', () => {
    const free = unusedSlot(world.db);
    expect(deleteTimeSlot(world.db, world.as('admin'), String(free.id))).toEqual({
      status: 200,
      data: null,
      message: 'Waktu berhasil dihapus',
    });
    expect(listTimeSlots(world.db).data.map((slot) => slot.time)).not.toContain(free.time);
  });

  it('refuses while a pending reservation uses the slot', () => {
    book(world.db, world.as('freshCustomer'), { time: '10:20' });
    expectRefusal(world.db, () => deleteTimeSlot(world.db, world.as('admin'), slotId(world.db, '10:20')), 409, IN_USE);
  });

  it('deletes a slot only ended reservations used; they keep their time', () => {
    const slot = world.db.timeSlots.find((candidate) => {
      const uses = world.db.reservations.filter((row) => row.timeSlotId === candidate.id);
      return uses.some((row) => row.status === 'success') && uses.every((row) => row.status !== 'pending');
    });
    if (!slot) throw new Error('the seed has no slot used only by ended reservations');
    const completed = world.db.reservations.find((row) => row.timeSlotId === slot.id && row.status === 'success');
    if (!completed) throw new Error('no completed reservation');
    const { time } = slot;
    deleteTimeSlot(world.db, world.as('admin'), slot.id);
    expect(world.db.timeSlots.some((row) => row.id === slot.id)).toBe(false);
    expect(getReservation(world.db, world.as('admin'), completed.id).data.timeSlot).toEqual({ id: slot.id, time });
  });

  it('refuses an unknown slot with 404 and non-admins with 401/403', () => {
    const free = unusedSlot(world.db);
    expectRefusal(world.db, () => deleteTimeSlot(world.db, world.as('admin'), 999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => deleteTimeSlot(world.db, world.as('admin'), '10:20'), 404, 'Data tidak ditemukan');
    expectRefusedToOutsiders(world, (caller) => deleteTimeSlot(world.db, caller, free.id));
  });
});
