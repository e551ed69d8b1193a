import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reservation, Settings, Transaction } from '@/lib/api/api-types';
import { settingsValuesOf } from '@/lib/rules/settings';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { appRoutes } from '@/lib/app-routes';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';
import { apiBaseUrl } from '@/lib/config';
import { signInDemoAccount } from '@mocks/test-kit/sign-in';
import { DEMO_STATIC_QRIS } from '@/content/demo-qris';
import { dynamicQris, readQris } from '@/lib/qris/qris';

/** A well-formed gateway QRIS of an order no charge has. */
const unknownQris = dynamicQris(readQris(DEMO_STATIC_QRIS), { amount: 125_000, reference: 'SENJA-999-1' });

/** A call to the test backend as a client makes it: its status and `{ data }`. */
async function callApi<T>(method: 'GET' | 'POST' | 'PUT', path: string, token?: string, body?: unknown) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(new URL(`${apiBaseUrl}/${path}`, window.location.href), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

const tokenOf = (who: 'admin' | 'customer') =>
  testBackend.store.transact((db) => signInDemoAccount(db, who, testBackend.clock.now()));

/**
 * A real charge, as a customer's payment page makes it: the studio switched to the gateway, a booking a month ahead
 * (past the seed's), its transaction and the gateway's QRIS for it.
 */
async function chargedTransaction(): Promise<{ customer: string; transaction: Transaction; qris: string }> {
  const admin = await tokenOf('admin');
  const settings = (await callApi<Settings>('GET', 'settings')).data;
  const payments = { qris: 'gateway', chargeMinutes: 15 };
  expect((await callApi('PUT', 'settings', admin, { ...settingsValuesOf(settings), payments })).status).toBe(200);
  const customer = await tokenOf('customer');
  const date = addDays(studioDayOf(testBackend.clock.now()), 30);
  const booked = await callApi<Reservation>('POST', 'reservation', customer, {
    date,
    timeId: 1,
    categoryId: 1,
    categoryPackageId: 1,
  });
  expect(booked.status).toBe(201);
  const started = await callApi<Transaction>('POST', 'transaction', customer, {
    reservationId: booked.data.id,
    type: 'fullpayment',
  });
  expect(started.status).toBe(201);
  const charged = await callApi<Transaction>('POST', `transaction/${started.data.id}/charge`, customer);
  expect(charged.status).toBe(201);
  const qris = charged.data.charge?.qris;
  if (!qris) throw new Error('no charge was made');
  return { customer, transaction: started.data, qris };
}

/** The simulator, a code pasted into it and read. */
async function readPasted(qris: string) {
  const view = await renderApp({ url: appRoutes.simulatorQris.to() });
  await view.user.click(await screen.findByRole('textbox', { name: 'Kode QRIS' }));
  await view.user.paste(qris);
  await view.user.click(screen.getByRole('button', { name: 'Baca kode QRIS' }));
  return view;
}

describe('QRIS simulator', () => {
  it("pays a charge's pasted QRIS, which pays the transaction, and a resent notification changes nothing", async () => {
    const { customer, transaction, qris } = await chargedTransaction();
    const { user } = await readPasted(qris);

    const bill = await screen.findByRole('region', { name: 'Tagihan QRIS' });
    expect(within(bill).getByRole('definition', { name: 'Merchant' })).toHaveTextContent('STUDIO SENJA (DEMO)');
    expect(within(bill).getByRole('definition', { name: 'Referensi pesanan' })).toHaveTextContent(
      new RegExp(`^SENJA-${transaction.id}-\\d+$`),
    );
    await user.click(screen.getByRole('button', { name: /^Bayar Rp\s[\d.]+$/ }));
    expect(await screen.findByText('Pembayaran berhasil. Studio menerima pembayaran Anda.')).toBeInTheDocument();
    const paid = await callApi<Transaction>('GET', `transaction/${transaction.id}`, customer);
    expect(paid.data.status).toBe('paid');

    await user.click(screen.getByRole('button', { name: 'Kirim ulang notifikasi' }));
    expect(
      await screen.findByText('Pembayaran ini sudah tercatat sebelumnya. Tidak ada yang berubah.'),
    ).toBeInTheDocument();
  });

  it('refuses a text that is no QRIS before paying anything', async () => {
    await readPasted('bukan kode qris');
    expect(await screen.findByText(/^Kode QRIS tidak valid\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tagihan QRIS' })).not.toBeInTheDocument();
  });

  it("shows the gateway's refusal of a QRIS no charge has", async () => {
    const { user } = await readPasted(unknownQris);
    await user.click(await screen.findByRole('button', { name: /^Bayar Rp\s125\.000$/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Kode QRIS tidak dikenal'));
  });

  it('asks for the amount before paying another one', async () => {
    const { user } = await readPasted(unknownQris);
    await user.click(await screen.findByRole('button', { name: 'Bayar nominal lain' }));
    await user.click(await screen.findByRole('button', { name: 'Bayar nominal ini' }));
    expect(await screen.findByText('Nominal tidak boleh kosong')).toBeInTheDocument();
  });
});
