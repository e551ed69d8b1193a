import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cancelReservation } from '@mocks/domain/reservations/reservations';
import { signInDemoAccount } from '@mocks/test-kit/sign-in';
import { appRoutes } from '@/lib/app-routes';
import { slotStart } from '@/lib/rules/studio-time';
import { answerConfirmation } from '@/test/confirmation';
import { pickDay, studioToday } from '@/test/date-picker';
import { fill } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend } from '@/test/test-server';

const TABLE = 'Daftar hari tutup';
const BOOKINGS = 'Reservasi pada tanggal tersebut';
const open = () => renderApp({ url: '/dashboard/closures', user: 'admin' });

/** Three weeks ahead: after every seeded booking (two weeks ahead at most), before the seeded closure. */
const quietDay = () => studioToday().add(21, 'day');

/** The first day ahead holding active bookings in the seed, and their ids. */
async function busyDay(): Promise<{ day: Dayjs; ids: number[] }> {
  const now = testBackend.clock.now();
  for (let offset = 1; offset <= 14; offset += 1) {
    const day = studioToday().add(offset, 'day');
    const date = `${day.format('YYYY-MM-DD')}T00:00:00.000Z`;
    const ids = await testBackend.store.read((db) =>
      db.reservations
        .filter((row) => row.date === date && row.status === 'pending' && slotStart(date, row.snapshot.time) > now)
        .map((row) => row.id),
    );
    if (ids.length > 0) return { day, ids };
  }
  throw new Error('The seed has no active booking in the next two weeks');
}

const statusOf = (id: number) => testBackend.store.read((db) => db.reservations.find((row) => row.id === id)?.status);

/** Picks the first and last day closed and names the closure. */
async function fillClosure(user: UserEvent, first: Dayjs, last: Dayjs, label = 'Libur Idul Fitri') {
  await pickDay(user, document.body, first, /^Pilih tanggal mulai/);
  await pickDay(user, document.body, last, /^Pilih tanggal selesai/);
  await fill(user, screen.getByLabelText('Label'), label);
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Simpan Hari Tutup' }));

/** The card of a booking on the days being closed, once the list shows it. */
const bookingCard = (id: number) =>
  waitFor(() =>
    within(screen.getByRole('list', { name: BOOKINGS })).getByRole('listitem', { name: `Reservasi #${id}` }),
  );

describe('ClosuresPage', () => {
  it('lists the seeded closure ahead with its days, label and note', async () => {
    await open();
    const row = await rowWith(TABLE, 'Perawatan Studio');
    expect(row).toHaveTextContent('3 hari');
    expect(row).toHaveTextContent('Akan datang');
    expect(row).toHaveTextContent('Studio tutup untuk perawatan peralatan');
  });

  it('closes days without bookings: the closure appears in the list and the form empties', async () => {
    const { user } = await open();
    await fillClosure(user, quietDay(), quietDay().add(1, 'day'));
    await fill(user, screen.getByLabelText('Catatan untuk pelanggan'), 'Buka kembali hari Senin.');
    expect(await screen.findByText('Tidak ada reservasi aktif pada tanggal tersebut.')).toBeInTheDocument();
    await save(user);
    expect(await screen.findByText('Hari tutup berhasil disimpan')).toBeInTheDocument();
    const row = await rowWith(TABLE, 'Libur Idul Fitri');
    expect(row).toHaveTextContent('2 hari');
    expect(row).toHaveTextContent('Buka kembali hari Senin.');
    await waitFor(() => expect(screen.getByLabelText('Label')).toHaveValue(''));
  });

  it('needs a decision for every booking on the days, and cancels the one the admin cancels', async () => {
    const { day, ids } = await busyDay();
    const [cancelled, ...kept] = ids as [number, ...number[]];
    const { user } = await open();
    await fillClosure(user, day, day);
    const card = await bookingCard(cancelled);
    expect(within(card).getByRole('link', { name: `Reservasi #${cancelled}` })).toHaveAttribute(
      'href',
      appRoutes.dashboard.reservationDetail.to(cancelled),
    );
    for (const radio of within(card).getAllByRole('radio')) expect(radio).not.toBeChecked();

    await save(user);
    await waitFor(() => expect(within(card).getByText('Tindakan tidak boleh kosong')).toBeInTheDocument());
    expect(await statusOf(cancelled)).toBe('pending');

    await user.click(within(card).getByRole('radio', { name: 'Batalkan' }));
    for (const id of kept) await user.click(within(await bookingCard(id)).getByRole('radio', { name: 'Tetap' }));
    await waitFor(() => expect(screen.queryByText('Tindakan tidak boleh kosong')).not.toBeInTheDocument());
    await save(user);
    expect(await screen.findByText('Hari tutup berhasil disimpan')).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf(cancelled)).toBe('cancelled'));
    for (const id of kept) expect(await statusOf(id)).toBe('pending');
    expect(await rowWith(TABLE, 'Libur Idul Fitri')).toHaveTextContent('1 hari');
  });

  it('offers a WhatsApp message asking the customer to move, naming the booking and the closure', async () => {
    const { day, ids } = await busyDay();
    const [asked] = ids as [number, ...number[]];
    const { user } = await open();
    await fillClosure(user, day, day, 'Cuti Bersama');
    const card = await bookingCard(asked);
    await user.click(within(card).getByRole('radio', { name: 'Minta ubah jadwal' }));
    const link = within(card).getByRole('link', { name: /^WhatsApp ke / });
    const message = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(message).toContain(`reservasi #${asked}`);
    expect(message).toContain('(Cuti Bersama)');
    expect(message).toContain('Mohon pilih jadwal lain');
  });

  it('refuses a save when the bookings changed meanwhile, and shows the list again', async () => {
    const { day, ids } = await busyDay();
    const { user } = await open();
    await fillClosure(user, day, day);
    for (const id of ids) await user.click(within(await bookingCard(id)).getByRole('radio', { name: 'Tetap' }));
    const [gone] = ids as [number, ...number[]];
    // Inside act: the radios' ripples end while the backend changes, and that update is the screen's.
    await act(() =>
      testBackend.store.transact(async (db) => {
        const now = testBackend.clock.now();
        cancelReservation(db, { token: await signInDemoAccount(db, 'admin', now), now }, gone);
      }),
    );

    await save(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Daftar reservasi pada tanggal tersebut sudah berubah, periksa kembali',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: `Reservasi #${gone}` })).not.toBeInTheDocument());
    await save(user);
    expect(await screen.findByText('Hari tutup berhasil disimpan')).toBeInTheDocument();
  });

  it('shows the messages of a closure sent blank', async () => {
    const { user } = await open();
    await save(user);
    expect(await screen.findByText('Tanggal mulai tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Tanggal selesai tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Nama libur tidak boleh kosong')).toBeInTheDocument();
  });

  it('deletes a closure after a confirmation that its days open again', async () => {
    const { user } = await open();
    const row = await rowWith(TABLE, 'Perawatan Studio');
    const dialog = await answerConfirmation(
      user,
      within(row).getByRole('button', { name: 'Hapus Perawatan Studio' }),
      'Hapus',
    );
    expect(dialog).toHaveTextContent('dapat dipesan kembali oleh pelanggan');
    expect(await screen.findByText('Hari tutup berhasil dihapus')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada hari tutup')).toBeInTheDocument();
  });
});
