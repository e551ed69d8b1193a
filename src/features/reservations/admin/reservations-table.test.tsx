import { render, screen, within } from '@testing-library/react';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import type { Reservation, ReservationStatus } from '@/lib/api/api-types';
import { ReservationsTable } from './reservations-table';

/**
 * As many as the admin's list must handle: the server pages them (`GET /reservations?page=…`), the table shows
 * one page. How fast the page renders is measured in Chromium by `npm run bench:reservations` (budget 200 ms).
 */
const TOTAL = 10_000;

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
      subtotal: 350_000,
      discount: 0,
      voucherCode: null,
      channel: 'web',
      arrivalCode: 'K7Q2PX',
      checkedInAt: null,
      policy: bookingPolicyOf(DEFAULT_SETTINGS),
      refund: null,
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

const noop = () => undefined;

/** Page 3 of `TOTAL` reservations, as the server answers it. */
function renderThirdPage() {
  const page = makeReservations(TOTAL).slice(20, 30);
  return render(
    <AppProviders>
      <MemoryRouter>
        <ReservationsTable
          rows={page}
          isLoading={false}
          server={{
            shown: { page: 3, pageSize: 10, itemCount: TOTAL, pageCount: TOTAL / 10 },
            page: 2,
            rowsPerPage: 10,
            query: '',
            status: '',
            isFetching: false,
            onPageChange: noop,
            onRowsPerPageChange: noop,
            onQueryChange: noop,
            onStatusChange: noop,
          }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('ReservationsTable, one page of 10,000 reservations', () => {
  it('shows the page in the order given, numbered across pages, and counts them all', () => {
    renderThirdPage();
    expect(screen.getByText(`21–30 dari ${TOTAL}`)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Daftar reservasi' })).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['21', String(TOTAL - 20), `Pelanggan ${(TOTAL - 20) % 50}`]);
  });

  it('offers the search and the four statuses the server filters by', async () => {
    const user = userEvent.setup();
    renderThirdPage();
    expect(screen.getByRole('searchbox', { name: 'Cari customer, ID, kategori atau paket' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Semua status',
      'Pending',
      'Selesai',
      'Dibatalkan',
      'Tidak hadir',
    ]);
  });
});
