import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement, useEffect, useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CAMERA_DENIED_MESSAGE } from '@/components/camera-qr-scanner';
import type * as Scanner from '@/components/camera-qr-scanner';
import { arrivalCodeOf } from '@/lib/rules/arrivals';
import { SESSION_NOT_STARTED_MESSAGE } from '@/lib/rules/bookings';
import { slotStart, studioDay } from '@/lib/rules/studio-time';
import { setAppClockOffset } from '@/lib/time/app-clock';
import { formatCalendarDate } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { answer, fail } from '@story-harness/story-handlers';
import { answerConfirmation } from '@/test/confirmation';

/** What the camera shows while a test runs: a code it reads at once, or nothing (the real scanner then). */
const camera = vi.hoisted(() => ({ sees: undefined as string | undefined }));

/**
 * jsdom plays no video: while `camera.sees` holds a code, the scanner is one that reads that code as soon as it
 * is on. The browser's stories play the real one against a camera stream showing a QR code.
 */
vi.mock('@/components/camera-qr-scanner', async (importOriginal) => {
  const scanner = await importOriginal<typeof Scanner>();
  type Props = ComponentProps<typeof scanner.CameraQrScanner>;
  function ReadsOnce({ code, onRead }: { code: string; onRead: Props['onRead'] }) {
    const [readAtStart] = useState(() => onRead);
    useEffect(() => readAtStart(code), [readAtStart, code]);
    return null;
  }
  return {
    ...scanner,
    CameraQrScanner: (props: Props) =>
      camera.sees === undefined
        ? createElement(scanner.CameraQrScanner, props)
        : createElement(ReadsOnce, { code: camera.sees, onRead: props.onRead }),
  };
});

async function renderSchedule() {
  await renderApp({ url: appRoutes.dashboard.todaySchedule.to(), user: 'admin' });
}

const todayApiDate = () => `${studioDay(new Date())}T00:00:00.000Z`;

/** Today's seeded reservations as the schedule lists them, with when they start and whether they are paid. */
function todaysReservations() {
  return testBackend.store.read((db) =>
    db.reservations
      .filter((row) => row.date === todayApiDate() && row.status !== 'cancelled')
      .map((row) => ({
        id: row.id,
        status: row.status,
        start: slotStart(row.date, row.snapshot.time),
        isPaid: db.transactions.some(
          (transaction) => transaction.reservationId === row.id && transaction.status === 'paid',
        ),
      })),
  );
}

type TodaysReservation = Awaited<ReturnType<typeof todaysReservations>>[number];

/** Today's first seeded reservation that `matches`, described as `what` should the seed have none. */
async function todaysReservation(what: string, matches: (row: TodaysReservation) => boolean) {
  const found = (await todaysReservations()).find(matches);
  if (!found) throw new Error(`The seed has no ${what} reservation today`);
  return found;
}

/** The table row of a reservation, found by its id in the second column, once the data is there. */
function rowOf(id: number) {
  return waitFor(() => {
    const rows = within(screen.getByRole('table', { name: 'Jadwal hari ini' })).getAllByRole('row');
    const row = rows.find((candidate) => within(candidate).queryAllByRole('cell')[1]?.textContent === String(id));
    if (!row) throw new Error(`No row for reservation ${id}`);
    return row;
  });
}

/** Presses `action` on the reservation's row, and answers 'Ya' once the confirmation has said `warning`. */
async function confirmOnRow(user: UserEvent, id: number, action: string, warning: string) {
  await user.click(within(await rowOf(id)).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: 'Apakah anda yakin?' });
  expect(dialog).toHaveTextContent(warning);
  await user.click(within(dialog).getByRole('button', { name: 'Ya' }));
}

describe('TodaySchedulePage', () => {
  it("heads the list with today's studio date", async () => {
    await renderSchedule();
    expect(
      screen.getByRole('heading', { name: `Jadwal untuk ${formatCalendarDate(todayApiDate())}` }),
    ).toBeInTheDocument();
    for (const header of ['No', 'ID Reservasi', 'Customer', 'Waktu', 'Kategori', 'Paket', 'Status', 'Aksi']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it("shows 'Batal' on every pending row and 'Selesai' only where the transaction is paid", async () => {
    const reservations = await todaysReservations();
    expect(reservations.some((row) => row.status === 'pending' && row.isPaid)).toBe(true);
    expect(reservations.some((row) => row.status === 'pending' && !row.isPaid)).toBe(true);
    await renderSchedule();
    for (const reservation of reservations) {
      const row = within(await rowOf(reservation.id));
      const isPending = reservation.status === 'pending';
      expect(row.queryByRole('button', { name: 'Batal' }) !== null).toBe(isPending);
      expect(row.queryByRole('button', { name: 'Selesai' }) !== null).toBe(isPending && reservation.isPaid);
    }
  });

  it('completes a paid reservation whose session has started after confirming, then shows the message and the new status', async () => {
    const user = userEvent.setup();
    const paid = await todaysReservation('paid pending', (row) => row.status === 'pending' && row.isPaid);
    // The backend and the screen both read Date: the clock moves on to the session's start if it is still ahead.
    if (paid.start > new Date()) vi.setSystemTime(paid.start);
    await renderSchedule();
    await confirmOnRow(
      user,
      paid.id,
      'Selesai',
      'Reservasi akan ditandai sebagai selesai. Tindakan ini tidak dapat diurungkan.',
    );
    expect(await screen.findByText('Reservasi berhasil diselesaikan')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf(paid.id)).getByText('Selesai')).toBeInTheDocument());
    expect(within(await rowOf(paid.id)).queryByRole('button')).not.toBeInTheDocument();
  });

  it("disables 'Selesai' with the reason until the session starts, then offers it", async () => {
    const paid = await todaysReservation('paid pending', (row) => row.status === 'pending' && row.isPaid);
    vi.setSystemTime(paid.start.getTime() - 60_000);
    await renderSchedule();
    const complete = within(await rowOf(paid.id)).getByRole('button', { name: 'Selesai' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(SESSION_NOT_STARTED_MESSAGE);
    expect(within(await rowOf(paid.id)).getByText(SESSION_NOT_STARTED_MESSAGE)).toBeVisible();
    expect(within(await rowOf(paid.id)).getByRole('button', { name: 'Batal' })).toBeEnabled();

    // The clock's listeners re-render the page: the test moves it, so it does so inside act().
    act(() => setAppClockOffset(60_000));
    await waitFor(async () =>
      expect(within(await rowOf(paid.id)).getByRole('button', { name: 'Selesai' })).toBeEnabled(),
    );
    expect(within(await rowOf(paid.id)).queryByText(SESSION_NOT_STARTED_MESSAGE)).not.toBeInTheDocument();
  });

  it('cancels after confirming; the cancelled reservation leaves the schedule', async () => {
    const user = userEvent.setup();
    const pending = await todaysReservation('unpaid pending', (row) => row.status === 'pending' && !row.isPaid);
    await renderSchedule();
    await confirmOnRow(user, pending.id, 'Batal', 'Reservasi akan dibatalkan. Tindakan ini tidak dapat diurungkan.');
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('cell', { name: String(pending.id) })).toHaveLength(0));
  });

  it("keeps the row when 'Tidak' is chosen", async () => {
    const user = userEvent.setup();
    const pending = await todaysReservation('pending', (row) => row.status === 'pending');
    await renderSchedule();
    await answerConfirmation(user, within(await rowOf(pending.id)).getByRole('button', { name: 'Batal' }), 'Tidak');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await rowOf(pending.id)).getByText('Pending')).toBeInTheDocument();
  });

  it('shows a refusal as an error toast and closes the dialog', async () => {
    const user = userEvent.setup();
    testServer.use(fail('reservation/:id/cancel', 409, 'Reservasi tidak dapat diubah', 'patch'));
    const pending = await todaysReservation('pending', (row) => row.status === 'pending');
    await renderSchedule();
    await answerConfirmation(user, within(await rowOf(pending.id)).getByRole('button', { name: 'Batal' }), 'Ya');
    expect(await screen.findByText('Reservasi tidak dapat diubah')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks in the booking whose arrival QR code the camera reads, then closes the dialog', async () => {
    const user = userEvent.setup();
    const pending = await todaysReservation('pending', (row) => row.status === 'pending');
    camera.sees = arrivalCodeOf(pending.id);
    try {
      await renderSchedule();
      await user.click(await screen.findByRole('button', { name: 'Check-in dengan kode' }));
      const dialog = await screen.findByRole('dialog', { name: 'Check-in dengan kode' });
      await user.click(within(dialog).getByRole('button', { name: 'Pindai QR dengan kamera' }));
      await waitFor(async () => expect(within(await rowOf(pending.id)).getByText(/^Hadir /)).toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      camera.sees = undefined;
    }
  });

  it('says so when the camera is not allowed, and the code can still be typed', async () => {
    const user = userEvent.setup();
    const getUserMedia = () => Promise.reject(new DOMException('Kamera tidak diizinkan', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      await renderSchedule();
      await user.click(await screen.findByRole('button', { name: 'Check-in dengan kode' }));
      const dialog = await screen.findByRole('dialog', { name: 'Check-in dengan kode' });
      await user.click(within(dialog).getByRole('button', { name: 'Pindai QR dengan kamera' }));
      expect(await within(dialog).findByText(CAMERA_DENIED_MESSAGE)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Kode kedatangan' })).toBeEnabled();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it("says 'Tidak ada data' on a day without bookings", async () => {
    testServer.use(answer('reservation/date', [], 'ok'));
    await renderSchedule();
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });

  it('shows the fetch error in place of the table', async () => {
    testServer.use(fail('reservation/date', 403, 'Anda tidak memiliki akses'));
    await renderSchedule();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Anda tidak memiliki akses'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
