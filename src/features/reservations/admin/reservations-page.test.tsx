import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatRupiah, formatStudioTime } from '@/lib/format';
import { SESSION_NOT_STARTED_MESSAGE } from '@/lib/rules/bookings';
import { slotStart } from '@/lib/rules/studio-time';
import { appRoutes } from '@/lib/app-routes';
import { fill } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';
import { answerConfirmation } from '@/test/confirmation';

const { reservations, reservationDetail } = appRoutes.dashboard;

const renderAt = (url: string) =>
  renderApp({ url, user: 'admin', preload: [reservations.path, reservationDetail.to(1)] });

type Kind = 'pending-paid' | 'pending-unpaid' | 'success' | 'cancelled';

/** A seeded reservation of each kind, with the facts the detail page shows. */
function seeded(kind: Kind) {
  return testBackend.store.read((db) => {
    const paid = (id: number) => db.transactions.some((row) => row.reservationId === id && row.status === 'paid');
    // The newest of its kind: a two-digit id, which a search finds without look-alikes.
    const row = db.reservations.findLast((candidate) => {
      if (kind === 'pending-paid') return candidate.status === 'pending' && paid(candidate.id);
      if (kind === 'pending-unpaid') return candidate.status === 'pending' && !paid(candidate.id);
      return candidate.status === kind;
    });
    if (!row) throw new Error(`The seed has no ${kind} reservation`);
    const user = db.users.find((candidate) => candidate.id === row.userId);
    return { ...row, user, details: db.reservationDetails.filter((detail) => detail.reservationId === row.id) };
  });
}

/** Text as the page renders it (rupiah amounts hold a no-break space) and as Testing Library reads it. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

const table = () => screen.getByRole('table', { name: 'Daftar reservasi' });

/** Narrows the list to one reservation by searching its id, then returns its row. */
async function searchRow(id: number) {
  const user = userEvent.setup();
  await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
  const box = screen.getByRole('searchbox');
  await user.clear(box);
  await fill(user, box, String(id));
  return waitFor(() => {
    const row = within(table())
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[1]?.textContent === String(id));
    if (!row) throw new Error(`No row for reservation ${id}`);
    return row;
  });
}

describe('ReservationsPage', () => {
  it('lists reservations with the spec columns, newest first', async () => {
    await renderAt(reservations.path);
    for (const header of ['No', 'ID', 'Customer', 'Tanggal', 'Waktu', 'Kategori', 'Paket', 'Status', 'Aksi']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const newest = await testBackend.store.read(
      (db) => [...db.reservations].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0],
    );
    await waitFor(() => expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(`1${newest?.id}`));
  });

  it('shows the actions each status allows, and a Detail link on every row', async () => {
    const cases: [Kind, boolean, boolean][] = [
      ['pending-paid', true, true],
      ['pending-unpaid', true, false],
      ['success', false, false],
      ['cancelled', false, false],
    ];
    await renderAt(reservations.path);
    for (const [kind, showsCancel, showsComplete] of cases) {
      const reservation = await seeded(kind);
      const row = within(await searchRow(reservation.id));
      expect(row.queryByRole('button', { name: 'Batal' }) !== null).toBe(showsCancel);
      expect(row.queryByRole('button', { name: 'Selesai' }) !== null).toBe(showsComplete);
      expect(row.getByRole('link', { name: 'Detail' })).toHaveAttribute('href', reservationDetail.to(reservation.id));
    }
  });

  it("disables 'Selesai' on a paid booking whose session is still ahead, and says why", async () => {
    const reservation = await seeded('pending-paid');
    expect(slotStart(reservation.date, reservation.snapshot.time).getTime()).toBeGreaterThan(Date.now());
    await renderAt(reservations.path);
    const row = within(await searchRow(reservation.id));
    const complete = row.getByRole('button', { name: 'Selesai' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(SESSION_NOT_STARTED_MESSAGE);
    expect(row.getByText(SESSION_NOT_STARTED_MESSAGE)).toBeVisible();
  });

  it('cancels a pending reservation through the dialog and shows its new status', async () => {
    const user = userEvent.setup();
    const reservation = await seeded('pending-unpaid');
    await renderAt(reservations.path);
    await answerConfirmation(
      user,
      within(await searchRow(reservation.id)).getByRole('button', { name: 'Batal' }),
      'Ya',
    );
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await searchRow(reservation.id)).getByText('Dibatalkan')).toBeInTheDocument(),
    );
  });

  it('cancels a paid booking with a reason and a smaller refund, which its detail then shows', async () => {
    const user = userEvent.setup();
    const reservation = await seeded('pending-paid');
    await renderAt(reservations.path);
    await user.click(within(await searchRow(reservation.id)).getByRole('button', { name: 'Batal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apakah anda yakin?' }));
    const amount = dialog.getByRole('textbox', { name: 'Jumlah dikembalikan' });
    const paid = Number((amount as HTMLInputElement).value);
    expect(paid).toBeGreaterThan(0);
    expect(dialog.getByText(plain(`Sudah dibayar: ${formatRupiah(paid)}`))).toBeInTheDocument();
    const refund = Math.floor(paid / 2);
    await fill(user, dialog.getByRole('textbox', { name: 'Alasan pembatalan' }), 'Fotografer berhalangan');
    await user.clear(amount);
    await fill(user, amount, String(refund));
    await user.click(dialog.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    const recorded = await testBackend.store.read((db) =>
      db.refunds.find((row) => row.reservationId === reservation.id),
    );
    expect(recorded).toMatchObject({ amount: refund, paid, by: 'admin', reason: 'Fotografer berhalangan' });

    await user.click(within(await searchRow(reservation.id)).getByRole('link', { name: 'Detail' }));
    expect(await screen.findByText(plain(`Pengembalian dana ${formatRupiah(refund)} · Menunggu`))).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: 'Alasan pembatalan' })).toHaveTextContent('Fotografer berhalangan');
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    await renderAt(reservations.path);
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Dibatalkan' }));
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getByText('Dibatalkan')).toBeInTheDocument();
  });

  it('opens the detail of a reservation', async () => {
    const user = userEvent.setup();
    const reservation = await seeded('success');
    const { router } = await renderAt(reservations.path);
    await user.click(within(await searchRow(reservation.id)).getByRole('link', { name: 'Detail' }));
    expect(router.state.location.pathname).toBe(reservationDetail.to(reservation.id));
    expect(await screen.findByRole('heading', { name: 'Detail Reservasi' })).toBeInTheDocument();
  });
});

describe('ReservationDetailPage', () => {
  it('shows the reservation, its add-ons, its money (total, paid, left) and customer', async () => {
    const reservation = await seeded('success');
    await renderAt(reservationDetail.to(reservation.id));
    expect(await screen.findByText(formatCalendarDate(reservation.date))).toBeInTheDocument();
    expect(screen.getByText('Selesai')).toBeInTheDocument();
    expect(screen.getByText(formatStudioTime(reservation.snapshot.time))).toBeInTheDocument();
    expect(screen.getByText(reservation.snapshot.categoryName)).toBeInTheDocument();
    expect(
      screen.getByText(
        plain(`${reservation.snapshot.packageName} (${formatRupiah(reservation.snapshot.packagePrice)})`),
      ),
    ).toBeInTheDocument();
    for (const detail of reservation.details)
      expect(screen.getByText(new RegExp(`${detail.addonName} × ${detail.quantity}`))).toBeInTheDocument();
    // A finished session was paid in full: all of its total reached the studio.
    const factValue = (label: string) => screen.getByRole('definition', { name: label });
    expect(factValue('Total')).toHaveTextContent(plain(formatRupiah(reservation.total)));
    expect(factValue('Dibayar')).toHaveTextContent(plain(formatRupiah(reservation.total)));
    expect(factValue('Sisa')).toHaveTextContent(plain(formatRupiah(0)));
    expect(screen.getByText(reservation.user?.name ?? '')).toBeInTheDocument();
    expect(screen.getByText(reservation.user?.email ?? '')).toBeInTheDocument();
    expect(screen.getByText(reservation.user?.phone ?? '')).toBeInTheDocument();
  });

  it("reads 'Error: message' when the reservation cannot be loaded", async () => {
    await renderAt(reservationDetail.to(999_999));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
  });
});
