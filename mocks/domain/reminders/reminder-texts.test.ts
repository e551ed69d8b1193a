import { describe, expect, it } from 'vitest';
import { studioPlace } from '@/content/studio-place';
import { reminderText, type ReminderSubject } from './reminder-texts';

/** Booking #41, Saturday 12 December 2026 at 10:20 WIB, its down payment's deadline on the Thursday before. */
const booking: ReminderSubject = {
  customerName: 'Sari Wulandari',
  reservationId: 41,
  packageLabel: 'Foto Keluarga – Keluarga Kecil',
  sessionStart: new Date('2026-12-12T03:20:00.000Z'),
  place: { address: 'Jl. Malioboro No. 52, Yogyakarta 55271', mapUrl: 'https://maps.app.goo.gl/studiosenja' },
  payment: { transactionId: 57, amount: 175_000, deadline: new Date('2026-12-10T09:05:00.000Z') },
};
const SESSION = 'Sabtu, 12 Desember 2026 pukul 10.20 WIB';

describe('reminderText', () => {
  it('payment-deadline: the amount of the installment, its deadline, the session and the payment page', () => {
    expect(reminderText('payment-deadline', booking)).toEqual({
      subject: 'Segera selesaikan pembayaran reservasi #41',
      link: '/payment/57',
      body: [
        'Halo Sari Wulandari,',
        '',
        'pembayaran reservasi #41 sebesar Rp\u00a0175.000 belum kami terima. Mohon selesaikan sebelum Kamis, 10 ' +
          'Desember 2026 pukul 16.05 WIB agar reservasi Anda tidak dibatalkan otomatis.',
        '',
        `Sesi foto: Foto Keluarga – Keluarga Kecil, ${SESSION}`,
        'Bayar di: /payment/57',
        '',
        'Salam hangat,',
        'Studio Senja',
      ].join('\n'),
    });
  });

  it('balance-due: the balance, due before the session starts, and the payment page', () => {
    const text = reminderText('balance-due', booking);
    expect(text).toMatchObject({ subject: 'Pelunasan reservasi #41 sebelum sesi dimulai', link: '/payment/57' });
    expect(text.body).toContain(
      `DP reservasi #41 sudah kami terima. Mohon lunasi sisa pembayaran sebesar Rp\u00a0175.000 sebelum sesi dimulai pada ${SESSION}`,
    );
    expect(text.body).toContain('Bayar di: /payment/57');
  });

  it('session-tomorrow: the session in WIB, the address and map link the settings give, and what to bring', () => {
    const text = reminderText('session-tomorrow', booking);
    expect(text).toMatchObject({ subject: 'Pengingat sesi foto reservasi #41', link: null });
    expect(text.body).toContain(
      `sesi foto reservasi #41 Anda (Foto Keluarga – Keluarga Kecil) dijadwalkan pada ${SESSION}.`,
    );
    expect(text.body).toContain('Lokasi: Studio Senja, Jl. Malioboro No. 52, Yogyakarta 55271');
    expect(text.body).toContain('Google Maps: https://maps.app.goo.gl/studiosenja');
    for (const line of studioPlace.whatToBring) expect(text.body).toContain(`- ${line}`);
  });

  it('review-request: the session and the review page', () => {
    const text = reminderText('review-request', booking);
    expect(text).toMatchObject({ subject: 'Bagaimana sesi foto Anda? Beri ulasan reservasi #41', link: '/review/41' });
    expect(text.body).toContain(`terima kasih sudah berfoto di Studio Senja pada ${SESSION} (reservasi #41`);
    expect(text.body).toContain('Beri ulasan di: /review/41');
  });

  it('refuses a payment reminder of a booking without a payment', () => {
    expect(() => reminderText('balance-due', { ...booking, payment: undefined })).toThrow(/no payment/);
  });
});
