import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertRow, nextId } from '@mocks/db/draft';
import { pickDay, studioToday } from '@/test/date-picker';
import { serveTakenSlots } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';

/** Keluarga Kecil (Rp 350.000) of Foto Keluarga: not a graduation package. */
const FAMILY_PACKAGE_URL = '/reservation/1';
const AGREEMENT = 'Saya setuju dengan kebijakan pembatalan';

const summary = () => screen.getByLabelText('Ringkasan reservasi');
/** The summary's value for this term. */
const summaryValue = (term: string) => within(summary()).getByRole('definition', { name: term });
const codeField = () => screen.getByRole('textbox', { name: 'Kode voucher' });

/** The bodies of the reservations and the number of transactions the page asks for, from `beforeEach` on. */
let posted: { reservations: Promise<unknown>[]; transactions: number };
const recordPosts = ({ request }: { request: Request }) => {
  if (request.method !== 'POST') return;
  const path = new URL(request.url).pathname;
  if (path.endsWith('/api/v1/reservation')) posted.reservations.push(request.clone().json());
  if (path.endsWith('/api/v1/transaction')) posted.transactions += 1;
};

beforeEach(() => {
  posted = { reservations: [], transactions: 0 };
  testServer.events.on('request:start', recordPosts);
});
afterEach(() => {
  testServer.events.removeListener('request:start', recordPosts);
});

async function openReservation(url = FAMILY_PACKAGE_URL) {
  testServer.use(serveTakenSlots([]));
  const view = await renderApp({ url, user: 'customer' });
  await screen.findByRole('form', { name: 'Formulir reservasi' });
  return view;
}

/** Types a code in the voucher field and applies it with "Pakai". */
async function applyCode(user: Awaited<ReturnType<typeof openReservation>>['user'], code: string) {
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Pakai' }));
}

/** The day after tomorrow at 10.20, the policy agreed: all a booking needs but its payment method. */
async function chooseSession(user: Awaited<ReturnType<typeof openReservation>>['user']) {
  await pickDay(user, document.body, studioToday().add(2, 'day'));
  await user.click(await screen.findByRole('radio', { name: '10.20 sampai 10.40' }));
  await user.click(screen.getByRole('checkbox', { name: AGREEMENT }));
}

const reservationCount = () => testBackend.store.read((db) => db.reservations.length);

describe('booking page: vouchers', () => {
  it('applies SENJAHEMAT (typed in lower case, with Enter): subtotal, discount and total, and half of that total as the down payment', async () => {
    const { user } = await openReservation();
    await user.type(codeField(), 'senjahemat{Enter}');

    expect(await screen.findByText('Voucher SENJAHEMAT dipakai')).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toHaveTextContent('Rp 350.000');
    expect(summaryValue('Potongan voucher (SENJAHEMAT)')).toHaveTextContent('−Rp 35.000');
    expect(summaryValue('Total')).toHaveTextContent('Rp 315.000');
    // Enter applied the code; it did not send the form.
    expect(screen.queryByText('Tanggal tidak boleh kosong')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus voucher SENJAHEMAT' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'DP 50%' }));
    expect(summaryValue('Dibayar sekarang (DP 50%)')).toHaveTextContent('Rp 157.500');
    expect(summaryValue('Sisa, dilunasi sebelum sesi dimulai')).toHaveTextContent('Rp 157.500');

    await user.click(screen.getByRole('button', { name: 'Hapus voucher SENJAHEMAT' }));
    expect(within(summary()).queryByRole('definition', { name: 'Subtotal' })).not.toBeInTheDocument();
    expect(summaryValue('Total')).toHaveTextContent('Rp 350.000');
    expect(summaryValue('Dibayar sekarang (DP 50%)')).toHaveTextContent('Rp 175.000');
    await waitFor(() => expect(codeField()).toHaveFocus());
  });

  it('shows the refusal of an expired code, and asks for a code before applying one', async () => {
    const { user } = await openReservation();
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByText('Kode voucher tidak boleh kosong')).toBeInTheDocument();

    await applyCode(user, 'MERDEKA17');
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('Kode tidak berlaku'));
    expect(codeField()).toBeInvalid();
    expect(within(summary()).queryByRole('definition', { name: 'Subtotal' })).not.toBeInTheDocument();
    expect(summaryValue('Total')).toHaveTextContent('Rp 350.000');
  });

  it('refuses WISUDAHEMAT on a package that is not for graduation', async () => {
    const { user } = await openReservation();
    await applyCode(user, 'WISUDAHEMAT');
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('Tidak berlaku untuk paket ini'));
    expect(screen.queryByText(/dipakai$/)).not.toBeInTheDocument();
  });

  it('prices the voucher again when the add-ons change, and drops it with its reason once it no longer applies', async () => {
    const packageId = await testBackend.store.read(
      (db) => db.packages.find((row) => row.name === 'Wisuda Personal')?.id,
    );
    const { user } = await openReservation(`/reservation/${packageId}`);
    // Rp 250.000 and one more person (Rp 50.000) reach WISUDAHEMAT's minimum of Rp 300.000.
    await user.click(screen.getByRole('checkbox', { name: /Tambahan Orang/ }));
    await applyCode(user, 'WISUDAHEMAT');
    expect(await screen.findByText('Voucher WISUDAHEMAT dipakai')).toBeInTheDocument();
    expect(summaryValue('Potongan voucher (WISUDAHEMAT)')).toHaveTextContent('−Rp 25.000');
    expect(summaryValue('Total')).toHaveTextContent('Rp 275.000');

    const quantity = screen.getByRole('textbox', { name: 'Jumlah Tambahan Orang' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await waitFor(() => expect(summaryValue('Subtotal')).toHaveTextContent('Rp 350.000'));
    expect(summaryValue('Total')).toHaveTextContent('Rp 325.000');

    await user.click(screen.getByRole('checkbox', { name: /Tambahan Orang/ }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(/^Minimal belanja Rp\s300\.000$/));
    expect(codeField()).toHaveValue('WISUDAHEMAT');
    expect(within(summary()).queryByRole('definition', { name: 'Subtotal' })).not.toBeInTheDocument();
    expect(summaryValue('Total')).toHaveTextContent('Rp 250.000');
  });

  it('books with the voucher: it sends only the code, and the reservation has the discount', async () => {
    const { user, router } = await openReservation();
    await applyCode(user, 'SENJAHEMAT');
    await screen.findByText('Voucher SENJAHEMAT dipakai');
    await chooseSession(user);
    await user.click(screen.getByRole('radio', { name: 'DP 50%' }));
    await user.click(screen.getByRole('button', { name: 'Reservasi' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment\/\d+$/));
    const [body] = await Promise.all(posted.reservations);
    expect(body).toMatchObject({ voucherCode: 'SENJAHEMAT' });
    expect(body).not.toHaveProperty('discount');
    const transactionId = Number(router.state.location.pathname.split('/').pop());
    const booked = await testBackend.store.read((db) => {
      const transaction = db.transactions.find((row) => row.id === transactionId);
      const reservation = db.reservations.find((row) => row.id === transaction?.reservationId);
      return { total: reservation?.total, voucher: reservation?.voucher, type: transaction?.type };
    });
    expect(booked).toEqual({
      total: 315_000,
      voucher: expect.objectContaining({ code: 'SENJAHEMAT', discount: 35_000 }) as unknown,
      type: 'downpayment',
    });
  });

  it('shows at the voucher that its last use was taken meanwhile, books nothing, and books without it next', async () => {
    testServer.use(
      http.post('*/api/v1/reservation', () => HttpResponse.json({ message: 'Kuota voucher habis' }, { status: 409 }), {
        once: true,
      }),
    );
    const { user, router } = await openReservation();
    const before = await reservationCount();
    await applyCode(user, 'SENJAHEMAT');
    await screen.findByText('Voucher SENJAHEMAT dipakai');
    await chooseSession(user);
    await user.click(screen.getByRole('radio', { name: 'Pembayaran Lunas' }));
    await user.click(screen.getByRole('button', { name: 'Reservasi' }));

    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('Kuota voucher habis'));
    expect(
      within(summary()).queryByRole('definition', { name: 'Potongan voucher (SENJAHEMAT)' }),
    ).not.toBeInTheDocument();
    expect(summaryValue('Total')).toHaveTextContent('Rp 350.000');
    expect(screen.getByRole('radio', { name: '10.20 sampai 10.40' })).toBeChecked();
    expect(router.state.location.pathname).toBe(FAMILY_PACKAGE_URL);
    expect(await reservationCount()).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Reservasi' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment\/\d+$/));
    const bodies = await Promise.all(posted.reservations);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).not.toHaveProperty('voucherCode');
  });

  it('confirms a booking its voucher leaves at Rp 0 without a payment method or a transaction', async () => {
    await testBackend.store.transact((db) => {
      const model = db.vouchers.find((row) => row.code === 'SENJAHEMAT');
      if (!model) throw new Error('the seed has no SENJAHEMAT');
      insertRow(db, 'vouchers', {
        ...model,
        id: nextId(db, 'vouchers'),
        code: 'GRATIS',
        value: 100,
        maxDiscount: null,
        perCustomer: null,
      });
    });
    const { user, router } = await openReservation();
    await applyCode(user, 'GRATIS');
    await screen.findByText('Voucher GRATIS dipakai');
    expect(summaryValue('Potongan voucher (GRATIS)')).toHaveTextContent('−Rp 350.000');
    expect(summaryValue('Total')).toHaveTextContent('Rp 0');
    expect(screen.getByText('Tidak perlu pembayaran')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'DP 50%' })).not.toBeInTheDocument();

    await chooseSession(user);
    await user.click(screen.getByRole('button', { name: 'Reservasi' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment\/\d+$/));
    expect(await screen.findByText('Reservasi dikonfirmasi')).toBeInTheDocument();
    expect(posted.transactions).toBe(0);
    const transactionId = Number(router.state.location.pathname.split('/').pop());
    const transaction = await testBackend.store.read((db) => db.transactions.find((row) => row.id === transactionId));
    expect(transaction).toMatchObject({ status: 'paid', total: 0 });
  });
});
