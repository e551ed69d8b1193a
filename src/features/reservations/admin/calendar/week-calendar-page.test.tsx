import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/lib/app-routes';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { pickDay } from '@/test/date-picker';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { fail } from '@story-harness/story-handlers';

const today = () => studioDayOf(new Date());

async function renderCalendar(week?: string) {
  return renderApp({ url: appRoutes.dashboard.calendar.to(week), user: 'admin' });
}

/** A seeded booking of this week that holds its slot, with its customer's name and its package. */
async function bookingThisWeek() {
  const found = await testBackend.store.read((db) => {
    const row = db.reservations.find(
      (reservation) =>
        reservation.status === 'pending' && reservation.date >= today() && reservation.date <= addDays(today(), 6),
    );
    const customer = db.users.find((user) => user.id === row?.userId);
    return row && customer && { id: row.id, customer: customer.name, packageName: row.snapshot.packageName };
  });
  if (!found) throw new Error('The seed has no pending booking this week');
  return found;
}

/** The week's table once its days have arrived, and the column header of the day named `dayName`. */
const dayColumn = (dayName: string) =>
  waitFor(() => within(screen.getByRole('table')).getByRole('columnheader', { name: dayName }));

describe('WeekCalendarPage', () => {
  it("shows this week's bookings with their customer and package, each opening its detail", async () => {
    const booking = await bookingThisWeek();
    await renderCalendar();
    const link = await screen.findByRole('link', {
      name: (name) => name.startsWith(`${booking.customer} ${booking.packageName}`),
    });
    expect(link).toHaveAttribute('href', appRoutes.dashboard.reservationDetail.to(booking.id));
    expect(await dayColumn('Senin, 23 November 2026')).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('heading', { name: 'Kalender' })).toBeInTheDocument();
  });

  it('moves to the next and the previous week, and back to this one', async () => {
    const { user, router } = await renderCalendar();
    await dayColumn('Senin, 23 November 2026');
    await user.click(screen.getByRole('button', { name: 'Minggu berikutnya' }));
    expect(await dayColumn('Minggu, 6 Desember 2026')).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toBe('?week=2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Minggu sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Minggu sebelumnya' }));
    await dayColumn('Senin, 16 November 2026');
    expect(screen.getByText('16–22 November 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Minggu ini' }));
    await dayColumn('Senin, 23 November 2026');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Minggu ini' })).toBeDisabled();
  });

  it("jumps to a picked day's week", async () => {
    const { user, router } = await renderCalendar();
    await dayColumn('Senin, 23 November 2026');
    await pickDay(user, document.body, dayjs('2026-12-16'));
    expect(await dayColumn('Rabu, 16 Desember 2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Senin, 14 Desember 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2026-12-16');
  });

  it('shades a closed day with its label', async () => {
    await renderCalendar(addDays(today(), 40));
    const closed = await dayColumn('Sabtu, 2 Januari 2027');
    expect(closed).toHaveAccessibleDescription('Tutup: Perawatan Studio');
    expect(screen.getByRole('columnheader', { name: 'Minggu, 3 Januari 2027' })).toHaveTextContent(
      'Tutup: Perawatan Studio',
    );
    expect(screen.getByRole('columnheader', { name: 'Jumat, 1 Januari 2027' })).not.toHaveTextContent('Tutup');
  });

  it('keeps the grid of a week without bookings, with a note', async () => {
    await renderCalendar('2027-03-03');
    await dayColumn('Senin, 1 Maret 2027');
    expect(screen.getByText('Tidak ada reservasi pada minggu ini.')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows why the week could not be read', async () => {
    testServer.use(fail('reservations/range', 500, 'Terjadi kesalahan pada server. Coba lagi nanti.'));
    await renderCalendar();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server. Coba lagi nanti.'),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
