import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import type { Reservation, ReservationStatus } from '@/lib/api/api-types';
import { ReservationsTable } from './reservations-table';

/**
 * As many as the admin's list must handle. How fast it renders is measured in Chromium by
 * `npm run bench:reservations` (budget 200 ms); here, what it renders.
 */
const ROW_COUNT = 10_000;

const statuses: ReservationStatus[] = ['pending', 'success', 'cancelled'];

function makeReservations(count: number): Reservation[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    const day = new Date(start + (id % 365) * 86_400_000).toISOString();
    return {
      id,
      date: day,
      status: statuses[id % statuses.length] ?? 'pending',
      total: 350_000,
      createdAt: new Date(start + id * 60_000).toISOString(),
      updatedAt: new Date(start + id * 60_000).toISOString(),
      timeSlot: { id: 1, time: '10:20' },
      category: { id: 1, name: 'Foto Keluarga', images: [] },
      categoryPackage: { id: 1, name: `Paket ${id % 7}`, price: 300_000 },
      reservation_detail: [],
      user: { id: id % 50, name: `Pelanggan ${id % 50}`, email: `p${id % 50}@contoh.id`, phone: '081234567890' },
      transactions: [
        {
          id,
          type: 'fullpayment',
          status: id % 2 === 0 ? 'paid' : 'unpaid',
          total: 350_000,
          expiredAt: day,
          transaction_detail: [],
        },
      ],
      review: [],
      reschedules: [],
    };
  });
}

function renderTable(reservations: Reservation[]) {
  return render(
    <AppProviders>
      <MemoryRouter>
        <ReservationsTable reservations={reservations} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('ReservationsTable with 10,000 reservations', () => {
  it('shows the first ten in the order given, and counts them all', () => {
    renderTable(makeReservations(ROW_COUNT));
    expect(screen.getByText(`1–10 dari ${ROW_COUNT}`)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Daftar reservasi' })).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent(`Pelanggan ${ROW_COUNT % 50}`);
  });
});
