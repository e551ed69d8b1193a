import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toApiDate } from '@/lib/api/api-date';
import { slotStart as slotStartsAt } from '@/lib/rules/studio-time';
import { formatClockTime } from '@/lib/format';
import { sessionEndTime } from '@/lib/time/session-time';
import { getDayCell, studioToday, pickDay } from '@/test/date-picker';
import { serveTakenSlots, slotTime } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { fail } from '@story-harness/story-handlers';

/** Keluarga Kecil (Rp 350.000) of Foto Keluarga, whose add-ons include Tambahan Orang (Rp 50.000). */
const PACKAGE_URL = '/reservation/1';
const SLOT_COUNT = 29;

async function openReservation() {
  const view = await renderApp({ url: PACKAGE_URL, user: 'customer' });
  await screen.findByRole('form', { name: 'Formulir reservasi' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const AGREEMENT = 'Saya setuju dengan kebijakan pembatalan';
const agreement = () => screen.getByRole('checkbox', { name: AGREEMENT });

const summary = () => screen.getByLabelText('Ringkasan reservasi');
/** The summary's value for this term. */
const summaryValue = (term: string) => within(summary()).getByRole('definition', { name: term });

/** How the seeded slot with this id is announced: free with its end, or why it cannot be chosen. */
const clockOf = (id: number) => formatClockTime(slotTime(id));
const freeSlot = (id: number) => `${clockOf(id)} sampai ${formatClockTime(sessionEndTime(slotTime(id)))}`;
const takenSlot = (id: number) => `${clockOf(id)}, sudah dipesan`;
const passedSlot = (id: number) => `${clockOf(id)}, sudah lewat`;

describe('booking page', () => {
  it('shows the package in the summary with its price as the total', async () => {
    await openReservation();
    expect(screen.getByRole('heading', { name: 'Reservasi' })).toBeInTheDocument();
    expect(within(summary()).getByText('Foto Keluarga')).toBeInTheDocument();
    expect(within(summary()).getByText('Keluarga Kecil')).toBeInTheDocument();
    expect(within(summary()).getByText('10 foto edit')).toBeInTheDocument();
    expect(within(summary()).getAllByText(/350\.000/)).toHaveLength(2);
  });

  it('asks for a date before it shows any slot', async () => {
    await openReservation();
    const slots = screen.getByRole('group', { name: 'Pilih Waktu' });
    expect(
      within(slots).getByText('Pilih tanggal terlebih dahulu untuk melihat jam yang tersedia.'),
    ).toBeInTheDocument();
    expect(within(slots).queryAllByRole('radio')).toHaveLength(0);
    expect(within(summary()).getAllByText('Belum dipilih')).toHaveLength(2);
  });

  it('offers days up to 180 days after the studio’s today and none beyond', async () => {
    const { user } = await openReservation();
    await user.click(screen.getByRole('button', { name: /^Pilih tanggal/ }));
    const calendar = await screen.findByRole('dialog');
    const lastDay = studioToday().add(180, 'day');
    const nextMonth = () => within(calendar).getByRole('button', { name: 'Bulan berikutnya' });
    for (let month = 0; month < 7 && !nextMonth().hasAttribute('disabled'); month += 1) await user.click(nextMonth());
    expect(nextMonth()).toBeDisabled();
    await waitFor(() => expect(getDayCell(calendar, lastDay)).toBeEnabled());
    const dayAfter = lastDay.add(1, 'day');
    if (dayAfter.month() === lastDay.month())
      await waitFor(() => expect(getDayCell(calendar, dayAfter)).toBeDisabled());
  });

  it('disables the days the studio is closed, and names the closures ahead under the date', async () => {
    const { user } = await openReservation();
    // The seed closes the studio 40 to 42 days ahead, for "Perawatan Studio".
    const first = studioToday().add(40, 'day');
    expect(await screen.findByText(/^Studio tutup: .* \(Perawatan Studio\)$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pilih tanggal/ }));
    const calendar = await screen.findByRole('dialog');
    const nextMonth = () => within(calendar).getByRole('button', { name: 'Bulan berikutnya' });
    const monthsAhead = first.startOf('month').diff(studioToday().startOf('month'), 'month');
    for (let month = 0; month < monthsAhead; month += 1) await user.click(nextMonth());
    await waitFor(() => expect(getDayCell(calendar, first)).toBeDisabled());
    const lastClosed = first.add(2, 'day');
    if (lastClosed.month() === first.month()) expect(getDayCell(calendar, lastClosed)).toBeDisabled();
    const before = first.subtract(1, 'day');
    if (before.month() === first.month()) expect(getDayCell(calendar, before)).toBeEnabled();
  });

  it('disables the slots already taken on the chosen date and says why, and names the end of the free ones', async () => {
    testServer.use(serveTakenSlots([3, 5]));
    const { user } = await openReservation();
    await pickDay(user, document.body, studioToday().add(2, 'day'));
    await waitFor(() => expect(screen.getByRole('radio', { name: takenSlot(3) })).toBeDisabled());
    expect(screen.getByRole('radio', { name: takenSlot(5) })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '11.20 sampai 11.40' })).toBeEnabled();
  });

  it('disables today the slots whose time has passed', async () => {
    testServer.use(serveTakenSlots([]));
    const { user } = await openReservation();
    const today = studioToday();
    await pickDay(user, document.body, today);
    const slots = await within(screen.getByRole('group', { name: 'Pilih Waktu' })).findAllByRole('radio');
    expect(slots).toHaveLength(SLOT_COUNT);
    // The test clock stands still, so a slot starting this very minute has passed too.
    const now = Date.now();
    slots.forEach((slot, index) => {
      const time = slotTime(index + 1);
      if (slotStartsAt(toApiDate(today), time).getTime() <= now) {
        expect(slot).toHaveAccessibleName(passedSlot(index + 1));
        expect(slot).toBeDisabled();
      } else {
        expect(slot).toHaveAccessibleName(freeSlot(index + 1));
        expect(slot).toBeEnabled();
      }
    });
  });

  it('clears the chosen slot when another date is chosen', async () => {
    testServer.use(serveTakenSlots([]));
    const { user } = await openReservation();
    await pickDay(user, document.body, studioToday().add(1, 'day'));
    await user.click(await screen.findByRole('radio', { name: freeSlot(1) }));
    expect(screen.getByRole('radio', { name: freeSlot(1) })).toBeChecked();
    await pickDay(user, document.body, studioToday().add(2, 'day'));
    await waitFor(() => expect(screen.getByRole('radio', { name: freeSlot(1) })).not.toBeChecked());
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it("does not show the previous date's taken slots while another date loads", async () => {
    const first = studioToday().add(2, 'day');
    testServer.use(
      http.get('*/api/v1/reservation/date', async ({ request }) => {
        if (!new URL(request.url).searchParams.get('date')?.startsWith(first.format('YYYY-MM-DD')))
          await delay('infinite');
      }),
      serveTakenSlots([3]),
    );
    const { user } = await openReservation();
    await pickDay(user, document.body, first);
    await waitFor(() => expect(screen.getByRole('radio', { name: takenSlot(3) })).toBeDisabled());
    await pickDay(user, document.body, first.add(1, 'day'));
    expect(await screen.findByLabelText('Memuat waktu')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: takenSlot(3) })).not.toBeInTheDocument();
  });

  it('sets an add-on to 1 when ticked, takes digits only, and adds add-on times quantity to the total', async () => {
    const { user } = await openReservation();
    const quantity = screen.getByRole('textbox', { name: 'Jumlah Tambahan Orang' });
    expect(quantity).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Tambahan Orang/ }));
    expect(quantity).toHaveValue('1');
    expect(within(summary()).getByText('Tambahan Orang × 1')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, 'a3-');
    expect(quantity).toHaveValue('3');
    expect(within(summary()).getByText('Tambahan Orang × 3')).toBeInTheDocument();
    expect(within(summary()).getByText(/500\.000/)).toBeInTheDocument();
  });

  it('shows every validation message of the form', async () => {
    const { user } = await openReservation();
    await user.click(screen.getByRole('button', { name: 'Reservasi' }));
    expect(await screen.findByText('Tanggal tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Harus memilih salah satu waktu')).toBeInTheDocument();
    expect(screen.getByText('Metode transaksi tidak boleh kosong')).toBeInTheDocument();
    expect(agreement()).toHaveAccessibleDescription('Setujui kebijakan pembatalan terlebih dahulu');
    await user.click(screen.getByRole('checkbox', { name: /Tambahan Orang/ }));
    const quantity = screen.getByRole('textbox', { name: 'Jumlah Tambahan Orang' });
    await user.clear(quantity);
    expect(await screen.findByText('Jumlah tambahan minimal 1')).toBeInTheDocument();
    await user.type(quantity, '11');
    expect(await screen.findByText('Jumlah tambahan maksimal 10')).toBeInTheDocument();
  });

  it('books with an add-on and a down payment, then opens the payment page', async () => {
    const { user, router } = await openReservation();
    await pickDay(user, document.body, studioToday().add(2, 'day'));
    const free = (await within(screen.getByRole('group', { name: 'Pilih Waktu' })).findAllByRole('radio')).find(
      (radio) => !radio.hasAttribute('disabled'),
    );
    if (!free) throw new Error('Tidak ada waktu yang tersedia');
    await user.click(free);
    await user.click(screen.getByRole('checkbox', { name: /Tambahan Orang/ }));
    await user.click(screen.getByRole('radio', { name: 'DP 50%' }));
    await user.click(agreement());
    await user.click(screen.getByRole('button', { name: 'Reservasi' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment\/\d+$/));
    const transactionId = Number(router.state.location.pathname.split('/').pop());
    const booked = await testBackend.store.read((db) => {
      const transaction = db.transactions.find((row) => row.id === transactionId);
      const details = db.reservationDetails.filter((row) => row.reservationId === transaction?.reservationId);
      return { type: transaction?.type, addons: details.map((row) => [row.addonName, row.quantity]) };
    });
    expect(booked).toEqual({ type: 'downpayment', addons: [['Tambahan Orang', 1]] });
  });

  it("shows the server's message and clears the slot when it was taken meanwhile", async () => {
    testServer.use(
      serveTakenSlots([]),
      fail('reservation', 409, 'Waktu sudah dipesan, silakan pilih waktu lain', 'post'),
    );
    const { user } = await openReservation();
    await pickDay(user, document.body, studioToday().add(2, 'day'));
    await user.click(await screen.findByRole('radio', { name: freeSlot(1) }));
    await user.click(screen.getByRole('radio', { name: 'Pembayaran Lunas' }));
    await user.click(agreement());
    await user.click(screen.getByRole('button', { name: 'Reservasi' }));
    expect(await screen.findByText('Waktu sudah dipesan, silakan pilih waktu lain')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: freeSlot(1) })).not.toBeChecked());
  });

  it('sums up the chosen day and session, the total, and with a down payment what is paid now and what remains', async () => {
    testServer.use(serveTakenSlots([]));
    const { user } = await openReservation();
    await pickDay(user, document.body, studioToday().add(1, 'day'));
    await user.click(await screen.findByRole('radio', { name: freeSlot(1) }));
    await user.click(screen.getByRole('checkbox', { name: /Tambahan Orang/ }));
    expect(within(summary()).getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    expect(within(summary()).getByText('10.20–10.40 WIB')).toBeInTheDocument();
    expect(within(summary()).queryByText(/Dibayar sekarang/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Pembayaran Lunas' }));
    expect(summaryValue('Dibayar sekarang')).toHaveTextContent('Rp 400.000');

    const downPayment = screen.getByRole('radio', { name: 'DP 50%' });
    expect(downPayment).toHaveAccessibleDescription(
      /sisanya paling lambat sebelum sesi foto dimulai.*reservasi dibatalkan dan DP tidak dikembalikan/,
    );
    await user.click(downPayment);
    expect(summaryValue('Total')).toHaveTextContent('Rp 400.000');
    expect(summaryValue('Dibayar sekarang (DP 50%)')).toHaveTextContent('Rp 200.000');
    expect(summaryValue('Sisa, dilunasi sebelum sesi dimulai')).toHaveTextContent('Rp 200.000');
  });

  it('keeps the booking when only its payment step fails, and trying again creates only the transaction', async () => {
    let reservationPosts = 0;
    const countReservationPosts = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/v1/reservation'))
        reservationPosts += 1;
    };
    testServer.events.on('request:start', countReservationPosts);
    testServer.use(
      http.post(
        '*/api/v1/transaction',
        () => HttpResponse.json({ message: 'Terjadi kesalahan pada server. Coba lagi nanti.' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    try {
      const { user, router } = await openReservation();
      await pickDay(user, document.body, studioToday().add(2, 'day'));
      const free = (await within(screen.getByRole('group', { name: 'Pilih Waktu' })).findAllByRole('radio')).find(
        (radio) => !radio.hasAttribute('disabled'),
      );
      if (!free) throw new Error('Tidak ada waktu yang tersedia');
      const slotName = free.getAttribute('aria-label') ?? '';
      await user.click(free);
      await user.click(screen.getByRole('radio', { name: 'DP 50%' }));
      await user.click(agreement());
      await user.click(screen.getByRole('button', { name: 'Reservasi' }));

      await screen.findByText('Reservasi tersimpan, pembayaran belum dibuat');
      const notice = screen
        .getAllByRole('alert')
        .find((alert) => within(alert).queryByText('Reservasi tersimpan, pembayaran belum dibuat'));
      if (!notice) throw new Error('Pemberitahuan reservasi tertahan tidak tampil');
      expect(notice).toHaveTextContent(
        /sudah tersimpan dan jamnya ditahan untuk Anda\. Hanya langkah pembayaran yang gagal: Terjadi kesalahan pada server/,
      );
      const reservationId = Number(/Reservasi #(\d+)/.exec(notice.textContent ?? '')?.[1]);
      // The day's list now holds this booking, yet its slot stays chosen, not "taken".
      await waitFor(() => expect(screen.getByRole('radio', { name: slotName })).toBeChecked());
      expect(screen.getByRole('button', { name: 'Reservasi' })).toBeDisabled();
      expect(within(notice).getByRole('button', { name: 'Coba Lagi' })).toHaveFocus();

      await user.click(within(notice).getByRole('button', { name: 'Coba Lagi' }));
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment\/\d+$/));
      const transactionId = Number(router.state.location.pathname.split('/').pop());
      const transaction = await testBackend.store.read((db) => db.transactions.find((row) => row.id === transactionId));
      expect(transaction).toMatchObject({ reservationId, type: 'downpayment' });
      expect(reservationPosts).toBe(1);
    } finally {
      testServer.events.removeListener('request:start', countReservationPosts);
    }
  });
});
