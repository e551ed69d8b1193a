import { describe, expect, it } from 'vitest';
import { slotStart as slotStartsAt } from '@/lib/rules/studio-time';
import type { Reservation } from '@/lib/api/api-types';
import { formatRupiah, formatStudioMoment } from '@/lib/format';
import { reservationFixture, type FixturePayment } from '@/test/fixtures/reservations';
import { historyStatus, historyStatusText } from './history-status';

const lineOf = (reservation: Reservation) =>
  historyStatusText(historyStatus(reservation), reservation.review.length > 0).text;
const pending = (payment: FixturePayment) =>
  reservationFixture({ id: 1, status: 'pending', transactionId: 11, days: 3, payment });
const deadlineOf = (reservation: Reservation) => formatStudioMoment(reservation.transactions[0]?.expiredAt ?? '');
const sessionOf = (reservation: Reservation) =>
  formatStudioMoment(slotStartsAt(reservation.date, reservation.timeSlot.time));

describe('the status line of a history entry', () => {
  it('asks for the payment, its amount and its deadline', () => {
    const booking = pending('awaiting');
    expect(lineOf(booking)).toBe(`Menunggu pembayaran · bayar ${formatRupiah(350_000)} sebelum ${deadlineOf(booking)}`);
  });

  it('says the proof is with the admin, or that it was refused and by when to send another', () => {
    expect(lineOf(pending('in-review'))).toBe('Bukti sedang diperiksa admin');
    const rejected = pending('rejected');
    expect(lineOf(rejected)).toBe(`Bukti ditolak · unggah ulang sebelum ${deadlineOf(rejected)}`);
  });

  it('asks for the balance of an accepted down payment before the session starts', () => {
    const booking = pending('balance-due');
    expect(lineOf(booking)).toBe(
      `DP diterima · pelunasan ${formatRupiah(175_000)} paling lambat ${sessionOf(booking)}`,
    );
  });

  it('says when nothing more is asked: paid in full, or paid and waiting for the admin', () => {
    expect(lineOf(pending('paid'))).toBe('Lunas · sampai jumpa di studio');
    expect(lineOf(pending('all-accepted'))).toBe('Pembayaran lengkap · menunggu konfirmasi admin');
  });

  it('tells an expired payment from a cancellation', () => {
    expect(
      lineOf(reservationFixture({ id: 1, status: 'cancelled', transactionId: 11, days: -2, payment: 'expired' })),
    ).toBe('Pembayaran kadaluarsa · jadwal dilepas');
    expect(
      lineOf(reservationFixture({ id: 1, status: 'cancelled', transactionId: 11, days: 2, payment: 'cancelled' })),
    ).toBe('Dibatalkan');
    expect(lineOf(reservationFixture({ id: 1, status: 'cancelled', days: 2 }))).toBe('Dibatalkan');
  });

  it('asks a pending booking without a transaction to choose its method within 24 hours of booking', () => {
    const booking = reservationFixture({ id: 1, status: 'pending', days: 3 });
    const windowEnd = new Date(new Date(booking.createdAt).getTime() + 24 * 60 * 60 * 1000);
    expect(lineOf(booking)).toBe(
      `Belum memilih metode pembayaran · selesaikan sebelum ${formatStudioMoment(windowEnd)}`,
    );
  });

  it('thanks a finished session for its review, or asks for one', () => {
    expect(lineOf(reservationFixture({ id: 1, status: 'success', transactionId: 11, days: -3, hasReview: true }))).toBe(
      'Sesi selesai · terima kasih atas ulasan Anda',
    );
    expect(lineOf(reservationFixture({ id: 1, status: 'success', transactionId: 11, days: -3 }))).toBe(
      'Sesi selesai · bagikan pengalaman Anda lewat ulasan',
    );
  });
});
