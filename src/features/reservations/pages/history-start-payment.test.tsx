import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createReservation } from '@mocks/domain/reservations/reservations';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { readToken } from '@/lib/sign-in/token-storage';
import { renderApp, signInAs } from '@/test/render-app';
import { rowIn } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { fail } from '@story-harness/story-handlers';

/** The demo customer books a session in 9 days whose payment never started, as when the transaction step failed. */
async function bookWithoutPayment(): Promise<number> {
  await signInAs('customer');
  return testBackend.store.transact((db) => {
    const caller = { token: readToken() ?? undefined, now: testBackend.clock.now() };
    const date = addDays(studioDayOf(caller.now), 9);
    const taken = new Set(db.reservations.filter((row) => row.date === date).map((row) => row.snapshot.time));
    const slot = db.timeSlots.find((row) => !taken.has(row.time));
    const chosenPackage = db.packages[0];
    if (!slot || !chosenPackage) throw new Error('Seed tanpa waktu atau paket');
    const input = {
      date,
      timeId: slot.id,
      categoryId: chosenPackage.categoryId,
      categoryPackageId: chosenPackage.id,
      addons: [],
    };
    return createReservation(db, caller, input).data.id;
  });
}

const transactionOf = (reservationId: number) =>
  testBackend.store.read((db) => db.transactions.find((row) => row.reservationId === reservationId));

async function openDialog() {
  const reservationId = await bookWithoutPayment();
  const view = await renderApp({ url: '/history' });
  const table = await screen.findByRole('table', { name: 'Akan datang' });
  const row = rowIn(table, `#${reservationId}`);
  const user = userEvent.setup({ delay: null });
  await user.click(within(row).getByRole('button', { name: 'Lanjutkan pembayaran' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pilih metode pembayaran' });
  return { ...view, reservationId, dialog, user };
}

describe('history: a customer starts the payment of a booking that has none', () => {
  it('says the method is not chosen yet, and by when', async () => {
    const reservationId = await bookWithoutPayment();
    await renderApp({ url: '/history' });
    const table = await screen.findByRole('table', { name: 'Akan datang' });
    expect(rowIn(table, `#${reservationId}`)).toHaveTextContent(
      /Belum memilih metode pembayaran · selesaikan sebelum .* WIB/,
    );
  });

  it('creates the transaction with the chosen method and opens its payment page', async () => {
    const { reservationId, dialog, user, router } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'DP 50%' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut ke pembayaran' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment\/\d+$/));
    const transaction = await transactionOf(reservationId);
    expect(transaction?.type).toBe('downpayment');
    expect(router.state.location.pathname).toBe(`/payment/${transaction?.id}`);
  });

  it('asks for a method first', async () => {
    const { reservationId, dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut ke pembayaran' }));
    expect(await within(dialog).findByText('Metode transaksi tidak boleh kosong')).toBeInTheDocument();
    expect(await transactionOf(reservationId)).toBeUndefined();
  });

  it("shows the server's refusal in the dialog and stays", async () => {
    testServer.use(fail('transaction', 409, 'Waktu reservasi sudah lewat', 'post'));
    const { dialog, user, router } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Pembayaran Lunas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lanjut ke pembayaran' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Waktu reservasi sudah lewat'));
    expect(router.state.location.pathname).toBe('/history');
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
