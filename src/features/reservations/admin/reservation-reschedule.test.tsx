import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatStudioTime } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { RESCHEDULE_REASON_REQUIRED_MESSAGE } from '@/lib/rules/reschedule';
import { fill } from '@/test/fill';
import { seededPendingBookings } from '@/test/fixtures/own-bookings';
import { renderApp } from '@/test/render-app';
import { firstFreeSlot } from '@/test/reschedule-dialog';
import { testBackend } from '@/test/test-server';

const { reservationDetail } = appRoutes.dashboard;

/** The detail page of a reservation, as the admin opens it. */
async function openDetail(id: number) {
  const view = await renderApp({ url: reservationDetail.to(id), user: 'admin' });
  await screen.findByRole('heading', { name: 'Reservasi' });
  return view;
}

const movesOf = (id: number) =>
  testBackend.store.read((db) => db.reschedules.filter((move) => move.reservationId === id));

describe('reservation detail: the admin moves a booking', () => {
  it('asks for a reason before going on, then moves it with one and shows the new schedule', async () => {
    const { unpaid } = await seededPendingBookings();
    const id = unpaid.reservationId;
    const { user } = await openDetail(id);
    await user.click(screen.getByRole('button', { name: 'Ubah jadwal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah jadwal' });
    const slot = await firstFreeSlot(dialog);
    const newTime = (slot.getAttribute('aria-label') ?? '').slice(0, 5).replace('.', ':');
    await user.click(slot);
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));

    const reason = within(dialog).getByRole('textbox', { name: 'Alasan' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(RESCHEDULE_REASON_REQUIRED_MESSAGE));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveAccessibleName('Ubah jadwal');

    await fill(user, reason, 'Fotografer berhalangan');
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(dialog).toHaveAccessibleName('Konfirmasi jadwal baru'));
    expect(dialog).toHaveTextContent('AlasanFotografer berhalangan');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, ubah jadwal' }));

    expect(await screen.findByText('Jadwal reservasi berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The facts in their order: Tanggal, then Waktu, then Kategori.
    await waitFor(() =>
      expect(screen.getByRole('main')).toHaveTextContent(
        `Tanggal${formatCalendarDate(unpaid.date)}Waktu${formatStudioTime(newTime)}Kategori`,
      ),
    );
    expect(await movesOf(id)).toEqual([
      expect.objectContaining({ movedByRole: 'admin', toTime: newTime, reason: 'Fotografer berhalangan' }),
    ]);
  });

  it('offers the move past the customer’s limit: a booking they moved once already', async () => {
    const { proofSent: movedByCustomer } = await seededPendingBookings();
    const { user } = await openDetail(movedByCustomer.reservationId);
    await user.click(await screen.findByRole('button', { name: 'Ubah jadwal' }));
    expect(await screen.findByRole('dialog', { name: 'Ubah jadwal' })).toBeInTheDocument();
  });

  it('offers no move on a finished booking', async () => {
    const finished = await testBackend.store.read((db) => db.reservations.findLast((row) => row.status === 'success'));
    await openDetail(finished?.id ?? 0);
    expect(screen.getByText('Selesai')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah jadwal' })).not.toBeInTheDocument();
  });
});
