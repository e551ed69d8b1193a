import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../lib/rules/settings';
import {
  customerWhatsAppLink,
  rescheduleRequestWhatsAppLink,
  studioWhatsAppLink,
  type CustomerBooking,
} from './whatsapp-links';

/** The studio's contact facts as its settings give them: WhatsApp 0812-3456-7890, the address in Kotabaru. */
const { contact } = DEFAULT_SETTINGS;

type CustomerTransaction = CustomerBooking['transactions'][number];
type ProofDecision = CustomerTransaction['transaction_detail'][number]['isValid'];

/** A down payment of a 350.000 booking: its first half of 175.000 due by Tuesday 24 November, 14.05 WIB. */
const downPayment: CustomerTransaction = {
  type: 'downpayment',
  status: 'unpaid',
  total: 175_000,
  expiredAt: '2026-11-24T07:05:30.000Z',
  transaction_detail: [],
};

const booking: CustomerBooking = {
  id: 12,
  date: '2026-11-26T00:00:00.000Z',
  timeSlot: { time: '10:20' },
  total: 350_000,
  channel: 'web',
  user: { name: 'Rina Kartika', phone: '0857-1234-5678' },
  transactions: [downPayment],
};

/** The proofs sent for an installment each, with the admin's decision on each. */
const proofs = (...decisions: ProofDecision[]) =>
  decisions.map((isValid, index) => ({
    id: index + 1,
    total: 175_000,
    isValid,
    createdAt: '2026-11-23T05:00:00.000Z',
  }));

function chatOf(link: string | undefined) {
  if (link === undefined) throw new Error('No link');
  const url = new URL(link);
  return { number: url.pathname.slice(1), message: url.searchParams.get('text') };
}

describe('studioWhatsAppLink', () => {
  it('opens the studio’s chat asking about the booking, its day and time in WIB, URL-encoded', () => {
    expect(studioWhatsAppLink(booking, contact)).toBe(
      'https://wa.me/6281234567890?text=Halo%20Studio%20Senja%2C%20saya%20ingin%20bertanya%20tentang%20reservasi%20' +
        '%2312%20pada%20Kamis%2C%2026%20November%202026%20pukul%2010.20%20WIB.',
    );
    expect(chatOf(studioWhatsAppLink(booking, contact)).message).toBe(
      'Halo Studio Senja, saya ingin bertanya tentang reservasi #12 pada Kamis, 26 November 2026 pukul 10.20 WIB.',
    );
  });
});

describe('customerWhatsAppLink', () => {
  it('reminds an unpaid customer of the amount due now and the deadline in WIB', () => {
    expect(chatOf(customerWhatsAppLink(booking, contact))).toEqual({
      number: '6285712345678',
      message:
        'Halo Rina Kartika, ini pengingat dari Studio Senja: pembayaran reservasi #12 sebesar Rp\u00a0175.000 ' +
        'belum kami terima. Mohon selesaikan sebelum Selasa, 24 November 2026 pukul 14.05 WIB ' +
        'agar reservasi Anda tidak dibatalkan.',
    });
  });

  it.each<[string, CustomerTransaction, string]>([
    [
      'gives the deadline on the studio’s day when it falls after midnight in Jakarta',
      { ...downPayment, type: 'fullpayment', total: 350_000, expiredAt: '2026-11-24T17:30:00.000Z' },
      'Halo Rina Kartika, ini pengingat dari Studio Senja: pembayaran reservasi #12 sebesar Rp\u00a0350.000 ' +
        'belum kami terima. Mohon selesaikan sebelum Rabu, 25 November 2026 pukul 00.30 WIB ' +
        'agar reservasi Anda tidak dibatalkan.',
    ],
    [
      'reminds a customer who has paid of the session, its time and the studio’s address',
      { ...downPayment, status: 'paid', transaction_detail: proofs('true', 'true') },
      'Halo Rina Kartika, ini pengingat dari Studio Senja: sesi foto reservasi #12 Anda dijadwalkan pada Kamis, ' +
        '26 November 2026 pukul 10.20 WIB di Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224. ' +
        'Mohon datang 10 menit sebelum sesi dimulai.',
    ],
  ])('%s', (_case, transaction, message) => {
    expect(chatOf(customerWhatsAppLink({ ...booking, transactions: [transaction] }, contact)).message).toBe(message);
  });

  it('asks again for the first half, by its deadline, after its proof was refused', () => {
    const refused = { ...booking, transactions: [{ ...downPayment, transaction_detail: proofs('false') }] };

    expect(chatOf(customerWhatsAppLink(refused, contact)).message).toBe(
      chatOf(customerWhatsAppLink(booking, contact)).message,
    );
  });

  it('asks, once the first half is accepted, for the balance by the session’s start, not the first half again', () => {
    const accepted = {
      ...booking,
      total: 350_001,
      transactions: [{ ...downPayment, total: 175_001, transaction_detail: proofs('true') }],
    };

    expect(chatOf(customerWhatsAppLink(accepted, contact)).message).toBe(
      'Halo Rina Kartika, ini pengingat dari Studio Senja: DP reservasi #12 sudah kami terima, terima kasih. ' +
        'Mohon lunasi sisa pembayaran sebesar Rp\u00a0175.000 sebelum Kamis, 26 November 2026 pukul 10.20 WIB, ' +
        'saat sesi foto Anda dimulai, agar reservasi Anda tidak dibatalkan.',
    );
  });

  it.each<[string, ProofDecision[]]>([
    ['the first half', [null]],
    ['the balance', ['true', null]],
  ])(
    'asks for no money while the proof of %s waits for a decision, and says it is being checked',
    (_case, decisions) => {
      const waiting = { ...booking, transactions: [{ ...downPayment, transaction_detail: proofs(...decisions) }] };

      const { message } = chatOf(customerWhatsAppLink(waiting, contact));

      expect(message).toBe(
        'Halo Rina Kartika, ini pengingat dari Studio Senja: bukti pembayaran reservasi #12 sudah kami terima dan ' +
          'sedang kami periksa; kami kabari setelah selesai. Sesi foto Anda dijadwalkan pada Kamis, 26 November 2026 ' +
          'pukul 10.20 WIB di Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224.',
      );
      expect(message).not.toContain('Rp');
    },
  );

  it('encodes the whole message as one URL component', () => {
    const link =
      customerWhatsAppLink({ ...booking, user: { name: 'Dewi & Sari?', phone: '+62 812 3456 7890' } }, contact) ?? '';

    expect(link.startsWith('https://wa.me/6281234567890?text=Halo%20Dewi%20%26%20Sari%3F%2C%20ini%20')).toBe(true);
    expect(link).toContain('reservasi%20%2312%20sebesar%20Rp%C2%A0175.000');
    expect(link.slice(link.indexOf('?') + 1)).toMatch(/^text=[A-Za-z0-9%._~!*'()-]+$/);
  });

  it('gives no link when the customer’s phone is not a WhatsApp number', () => {
    expect(
      customerWhatsAppLink({ ...booking, user: { name: 'Rina Kartika', phone: 'tidak ada' } }, contact),
    ).toBeUndefined();
  });
});

describe('rescheduleRequestWhatsAppLink', () => {
  it('asks the customer to choose another schedule, naming the booking, its session in WIB and the closure', () => {
    expect(chatOf(rescheduleRequestWhatsAppLink(booking, ' Libur Idul Fitri '))).toEqual({
      number: '6285712345678',
      message:
        'Halo Rina Kartika, ini dari Studio Senja: pada jadwal sesi foto reservasi #12 Anda, Kamis, 26 November ' +
        '2026 pukul 10.20 WIB, studio tutup (Libur Idul Fitri). Mohon pilih jadwal lain untuk sesi Anda; balas ' +
        'pesan ini bila perlu bantuan. Mohon maaf atas ketidaknyamanannya.',
    });
  });

  it('says the studio is closed without a label while the closure has none yet', () => {
    expect(chatOf(rescheduleRequestWhatsAppLink(booking, '')).message).toContain('10.20 WIB, studio tutup. Mohon');
  });

  it('gives no link when the customer’s phone is not a WhatsApp number', () => {
    expect(rescheduleRequestWhatsAppLink({ ...booking, user: { name: 'Rina', phone: 'tidak ada' } }, 'Libur')).toBe(
      undefined,
    );
  });
});

describe('the studio’s contact facts in the links', () => {
  it('follow its settings: another WhatsApp number, another address, none for a number WhatsApp cannot reach', () => {
    const moved = { ...contact, whatsapp: '+62 811-2222-3333', address: 'Jl. Malioboro No. 52, Yogyakarta' };
    expect(chatOf(studioWhatsAppLink(booking, moved)).number).toBe('6281122223333');
    const paid = { ...booking, transactions: [] };
    expect(chatOf(customerWhatsAppLink(paid, moved)).message).toContain('di Jl. Malioboro No. 52, Yogyakarta.');
    expect(studioWhatsAppLink(booking, { whatsapp: '12' })).toBeUndefined();
  });
});
