import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { slotStartsAt, toApiDate } from '../../lib/api-date';
import { studioToday, pickDay } from '../../test/date-picker';
import { serveTakenSlots, slotTime } from '../../test/fixtures/reservations';
import { renderApp } from '../../test/render-app';
import { testBackend, testServer } from '../../test/test-server';

/** Keluarga Kecil (Rp 350.000) of Foto Keluarga, whose add-ons include Tambahan Orang (Rp 50.000). */
const PACKAGE_URL = '/reservation/1';
const SLOT_COUNT = 29;

async function openReservation() {
  const rendered = await renderApp({ url: PACKAGE_URL, user: 'customer' });
  await screen.findByRole('form', { name: 'Formulir reservasi' });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const summary = () => screen.getByLabelText('Ringkasan reservasi');

describe('reservation page', () => {
  it('shows the package in the summary with its price as the total', async () => {
    await openReservation();
    expect(screen.getByRole('heading', { name: 'Reservasi' })).toBeInTheDocument();
    expect(within(summary()).getByText('Foto Keluarga')).toBeInTheDocument();
    expect(within(summary()).getByText('Keluarga Kecil')).toBeInTheDocument();
    expect(within(summary()).getAllByText(/350\.000/)).toHaveLength(2);
  });

  it('disables the slots already taken on the chosen date', async () => {
    testServer.use(serveTakenSlots([3, 5]));
    const { user } = await openReservation();
    await pickDay(user, document.body, studioToday().add(2, 'day'));
    expect(await screen.findByRole('radio', { name: `${slotTime(3)} (Penuh)` })).toBeDisabled();
    expect(screen.getByRole('radio', { name: `${slotTime(5)} (Penuh)` })).toBeDisabled();
    expect(screen.getByRole('radio', { name: slotTime(4) })).toBeEnabled();
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
        expect(slot).toHaveAccessibleName(`${time} (Lewat)`);
        expect(slot).toBeDisabled();
      } else {
        expect(slot).toHaveAccessibleName(time);
        expect(slot).toBeEnabled();
      }
    });
  });

  it('clears the chosen slot when another date is chosen', async () => {
    testServer.use(serveTakenSlots([]));
    const { user } = await openReservation();
    await pickDay(user, document.body, studioToday().add(1, 'day'));
    await user.click(await screen.findByRole('radio', { name: '10:20' }));
    expect(screen.getByRole('radio', { name: '10:20' })).toBeChecked();
    await pickDay(user, document.body, studioToday().add(2, 'day'));
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:20' })).not.toBeChecked());
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it("does not show the previous date's taken slots while another date loads", async () => {
    const first = studioToday().add(2, 'day');
    testServer.use(
      http.get('*/api/v1/reservation/date', async ({ request }) => {
        if (!new URL(request.url).searchParams.get('date')?.startsWith(first.format('YYYY-MM-DD'))) await delay('infinite');
      }),
      serveTakenSlots([3]),
    );
    const { user } = await openReservation();
    await pickDay(user, document.body, first);
    expect(await screen.findByRole('radio', { name: `${slotTime(3)} (Penuh)` })).toBeDisabled();
    await pickDay(user, document.body, first.add(1, 'day'));
    expect(await screen.findByLabelText('Memuat waktu')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: `${slotTime(3)} (Penuh)` })).not.toBeInTheDocument();
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
    const free = (await screen.findAllByRole('radio')).find((radio) => !radio.hasAttribute('disabled'));
    if (!free) throw new Error('Tidak ada waktu yang tersedia');
    await user.click(free);
    await user.click(screen.getByRole('checkbox', { name: /Tambahan Orang/ }));
    await user.click(screen.getByRole('radio', { name: 'DP 50%' }));
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
      http.post('*/api/v1/reservation', () => HttpResponse.json({ message: 'Waktu sudah dipesan, silakan pilih waktu lain' }, { status: 409 })),
    );
    const { user } = await openReservation();
    await pickDay(user, document.body, studioToday().add(2, 'day'));
    await user.click(await screen.findByRole('radio', { name: '10:20' }));
    await user.click(screen.getByRole('radio', { name: 'Pembayaran Lunas' }));
    await user.click(screen.getByRole('button', { name: 'Reservasi' }));
    expect(await screen.findByText('Waktu sudah dipesan, silakan pilih waktu lain')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:20' })).not.toBeChecked());
  });
});
