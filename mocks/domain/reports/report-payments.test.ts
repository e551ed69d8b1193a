import { beforeEach, describe, expect, it } from 'vitest';
import type { Draft } from '@mocks/db/draft';
import { reportCallers, reportStudio } from '@mocks/test-kit/report-studio';
import { expectRefusal } from '@mocks/test-kit/rules';
import type { Caller } from '../accounts/access';
import { reportPayments } from './report-payments';
import { reportSummary } from './report-summary';

// The studio of report-studio.ts: the rows below are read from the payments it lists.
const { admin, customer, visitor } = reportCallers;

let db: Draft;

beforeEach(() => {
  db = reportStudio();
});

const payments = (from: string, to: string, caller: Caller = admin) =>
  reportPayments(db, caller, new URLSearchParams({ from, to }));

const paid = (from = '2026-11-02', to = '2026-11-08') => payments(from, to).data;

describe('reportPayments', () => {
  it('is for admins only', () => {
    expectRefusal(db, () => payments('2026-11-02', '2026-11-08', customer), 403, 'Anda tidak memiliki akses');
    expectRefusal(db, () => payments('2026-11-02', '2026-11-08', visitor), 401, 'Silakan masuk terlebih dahulu');
  });

  it('takes and refuses the days as the summary does', () => {
    expectRefusal(
      db,
      () => reportPayments(db, admin, new URLSearchParams({ to: '2026-11-08' })),
      400,
      'Tanggal laporan tidak valid',
    );
    expectRefusal(db, () => payments('2026-11-02', '2027-02-31'), 400, 'Tanggal laporan tidak valid');
    expectRefusal(db, () => payments('2026-11-08', '2026-11-07'), 400, 'Tanggal awal harus sebelum tanggal akhir');
    expectRefusal(db, () => payments('2026-01-01', '2027-01-02'), 400, 'Periode laporan paling lama 366 hari');
    expect(payments('2026-11-02T00:00:00.000Z', '2026-11-08T00:00:00Z').data).toEqual(paid());
  });

  it('lists each installment received on the period’s Jakarta days, oldest first, with the booking it paid', () => {
    expect(payments('2026-11-02', '2026-11-08').message).toBe('Berhasil mengambil data pembayaran');
    const booking = { customerName: 'Dewi Lestari' };
    expect(paid()).toEqual([
      {
        ...booking,
        id: 6,
        transactionId: 106,
        reservationId: 6,
        categoryName: 'Foto Keluarga',
        packageName: 'Keluarga Besar',
        date: '2026-11-03T00:00:00.000Z',
        createdAt: '2026-11-02T02:00:00.000Z',
        type: 'downpayment',
        installment: 1,
        method: 'cash',
        amount: 275_000,
      },
      // Made before the gateway's proof 9, at 23:59 WIB on the 3rd, for a booking cancelled since.
      {
        ...booking,
        id: 10,
        transactionId: 109,
        reservationId: 9,
        categoryName: 'Wisuda',
        packageName: 'Wisuda Personal',
        date: '2026-11-06T00:00:00.000Z',
        createdAt: '2026-11-03T16:59:59.999Z',
        type: 'fullpayment',
        installment: 1,
        method: 'qris',
        amount: 360_000,
      },
      expect.objectContaining({ id: 9, reservationId: 8, createdAt: '2026-11-04T17:30:00.000Z', method: 'gateway' }),
      // A session after the period: the money counts on the day it came.
      expect.objectContaining({ id: 12, reservationId: 12, date: '2026-11-20T00:00:00.000Z', installment: 1 }),
      // The category's name as this booking kept it.
      expect.objectContaining({ id: 11, reservationId: 11, categoryName: 'Wisuda & Kelulusan', method: 'transfer' }),
    ]);
  });

  it('tells a down payment’s balance as its second installment, on the Jakarta day it came', () => {
    expect(paid('2026-11-09', '2026-11-09')).toEqual([
      expect.objectContaining({
        id: 13,
        reservationId: 12,
        createdAt: '2026-11-08T17:00:00.000Z',
        type: 'downpayment',
        installment: 2,
        method: 'cash',
        amount: 150_000,
      }),
    ]);
  });

  it('leaves out the proofs rejected or still waiting', () => {
    // 4's rejected proof (30 October), and 7's rejected and waiting ones (2 and 3 November).
    const ids = paid('2026-10-01', '2026-11-30').map(({ id }) => id);
    expect(ids).toEqual([1, 2, 3, 5, 6, 10, 9, 12, 11, 13]);
  });

  it.each([
    ['the week', '2026-11-02', '2026-11-08'],
    ['the week before', '2026-10-26', '2026-11-01'],
    ['one day', '2026-11-09', '2026-11-09'],
    ['107 days', '2026-10-01', '2027-01-15'],
    ['a day with nothing', '2027-03-01', '2027-03-01'],
  ])('adds up to the summary’s money received over %s', (_, from, to) => {
    const received = reportSummary(db, admin, new URLSearchParams({ from, to })).data.figures.moneyReceived;
    expect(paid(from, to).reduce((sum, { amount }) => sum + amount, 0)).toBe(received);
  });
});
