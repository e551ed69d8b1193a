import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { studioWhatsAppLink } from '@/content/whatsapp-links';
import { formatShortCalendarDate, formatStudioMoment } from '@/lib/format';
import {
  reschedulePolicyText,
  rescheduleTooLateMessage,
  RESCHEDULE_USED_MESSAGE,
  SESSION_STARTED_MESSAGE,
} from '@/lib/rules/reschedule';
import { slotStart } from '@/lib/rules/studio-time';
import { formatClockTime } from '@/lib/format';
import { fail } from '@story-harness/story-handlers';
import { bookingStarted, bookingTooLateToMove } from '@/test/fixtures/moved-bookings';
import { seededPendingBookings, type SeededBooking } from '@/test/fixtures/own-bookings';
import { serveOwnReservations } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { firstFreeSlot, pickDayInDialog } from '@/test/reschedule-dialog';
import { rowIn } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';

const TAKEN = 'Waktu sudah dipesan, silakan pilih waktu lain';

const moment = (date: string, time: string) => formatStudioMoment(slotStart(date, time));
const upcomingTable = () => screen.findByRole('table', { name: 'Akan datang' });
const rowOf = async (id: number) => rowIn(await upcomingTable(), `#${id}`);

/** What the backend holds of a booking now. */
const storedBooking = (id: number) =>
  testBackend.store.read((db) => {
    const row = db.reservations.find((reservation) => reservation.id === id);
    return { date: row?.date, time: row?.snapshot.time, total: row?.total };
  });

/** The history, then 'Ubah jadwal' on this booking's row: the dialog it opens. */
async function openReschedule(id: number, dialogName: string) {
  const view = await renderApp({ url: '/history', user: 'customer' });
  await view.user.click(within(await rowOf(id)).getByRole('button', { name: 'Ubah jadwal' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: dialogName }) };
}

/** "10.20 sampai 10.40" -> "10:20". */
const timeOfSlot = (slot: HTMLElement) => (slot.getAttribute('aria-label') ?? '').slice(0, 5).replace('.', ':');

describe('history: a customer moves their booking', () => {
  it('shows the policy and the current schedule, offers open slots only, confirms old → new at the same price, then moves it', async () => {
    const { unpaid } = await seededPendingBookings();
    const id = unpaid.reservationId;
    const { total } = await storedBooking(id);
    const { user, dialog } = await openReschedule(id, 'Ubah jadwal');
    expect(dialog).toHaveTextContent(reschedulePolicyText(DEFAULT_SETTINGS.booking.reschedule));
    expect(dialog).toHaveTextContent(`Jadwal saat ini: ${moment(unpaid.date, unpaid.time)}`);
    // The picker opens on the booking's day, where its own slot is not a new choice.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('radio', { name: `${formatClockTime(unpaid.time)}, jadwal saat ini` }),
      ).toBeDisabled(),
    );

    const newDay = dayjs(unpaid.date.slice(0, 10)).add(1, 'day');
    await pickDayInDialog(user, dialog, newDay);
    const slot = await firstFreeSlot(dialog);
    const newDate = `${newDay.format('YYYY-MM-DD')}T00:00:00.000Z`;
    const newTime = timeOfSlot(slot);
    await user.click(slot);
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));

    await waitFor(() => expect(dialog).toHaveAccessibleName('Konfirmasi jadwal baru'));
    const facts = within(dialog);
    expect(dialog).toHaveTextContent(`Jadwal saat ini${moment(unpaid.date, unpaid.time)}`);
    expect(dialog).toHaveTextContent(`Jadwal baru${moment(newDate, newTime)}`);
    expect(dialog).toHaveTextContent(
      new RegExp(`Harga tidak berubah: total tetap Rp\\s${(total ?? 0).toLocaleString('id-ID')}`),
    );
    await user.click(facts.getByRole('button', { name: 'Ya, ubah jadwal' }));

    expect(await screen.findByText('Jadwal reservasi berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const movedFrom = `Dijadwalkan ulang dari ${moment(unpaid.date, unpaid.time)}`;
    const row = await rowOf(id);
    await waitFor(() => expect(row).toHaveTextContent(formatShortCalendarDate(newDate).replace(/\s+/g, ' ')));
    expect(row).toHaveTextContent(movedFrom);
    const cards = within(screen.getByRole('list', { name: 'Akan datang' })).getAllByRole('listitem');
    expect(cards.find((card) => within(card).queryByText(`#${id}`))).toHaveTextContent(movedFrom);
    expect(await storedBooking(id)).toEqual({ date: newDate, time: newTime, total });
  });

  it("goes back to the picker with the server's message when the slot was taken meanwhile", async () => {
    testServer.use(fail('reservation/:id/reschedule', 409, TAKEN, 'patch'));
    const { unpaid } = await seededPendingBookings();
    const { user, dialog } = await openReschedule(unpaid.reservationId, 'Ubah jadwal');
    await user.click(await firstFreeSlot(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Ya, ubah jadwal' }));

    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(TAKEN));
    expect(dialog).toHaveAccessibleName('Ubah jadwal');
    expect(within(dialog).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(await storedBooking(unpaid.reservationId)).toMatchObject({ date: unpaid.date, time: unpaid.time });
  });
});

describe('history: a booking its customer may not move', () => {
  /** The refusal dialog of this booking: its reason, the policy and the studio's WhatsApp about it. */
  function expectRefusal(dialog: HTMLElement, reason: string, booking: SeededBooking | undefined) {
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    expect(dialog).toHaveTextContent(reschedulePolicyText(DEFAULT_SETTINGS.booking.reschedule));
    const link = within(dialog).getByRole('link', { name: 'Tanya studio via WhatsApp' });
    if (booking) {
      const reference = { id: booking.reservationId, date: booking.date, timeSlot: { time: booking.time } };
      expect(link).toHaveAttribute('href', studioWhatsAppLink(reference, DEFAULT_SETTINGS.contact));
    }
  }

  it('says it was moved once already, offers the WhatsApp link, and the history says where it was before', async () => {
    const { proofSent: moved } = await seededPendingBookings();
    const from = await testBackend.store.read((db) =>
      db.reschedules.find((row) => row.reservationId === moved.reservationId),
    );
    const { user } = await renderApp({ url: '/history', user: 'customer' });
    const row = await rowOf(moved.reservationId);
    expect(row).toHaveTextContent(`Dijadwalkan ulang dari ${moment(from?.fromDate ?? '', from?.fromTime ?? '')}`);
    await user.click(within(row).getByRole('button', { name: 'Ubah jadwal' }));
    expectRefusal(
      await screen.findByRole('dialog', { name: 'Jadwal tidak dapat diubah' }),
      RESCHEDULE_USED_MESSAGE,
      moved,
    );
  });

  it('says when it is too late, and when the session has started', async () => {
    testServer.use(serveOwnReservations([bookingTooLateToMove(61), bookingStarted(62)]));
    const { user, dialog } = await openReschedule(61, 'Jadwal tidak dapat diubah');
    expectRefusal(dialog, rescheduleTooLateMessage(DEFAULT_SETTINGS.booking.reschedule), undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(await rowOf(62)).getByRole('button', { name: 'Ubah jadwal' }));
    expectRefusal(await screen.findByRole('dialog'), SESSION_STARTED_MESSAGE, undefined);
  });
});
