import { describe, expect, it } from 'vitest';
import { reminderBody, reminderWhatsAppLink } from './reminder-message';

const payment = {
  body: 'Halo Sari,\nBayar di sini: /payment/12\nTerima kasih.',
  link: '/payment/12',
  recipient: '0812-3456-7890',
};

describe('reminderBody', () => {
  it('writes the link as the absolute address of the page on this site', () => {
    expect(reminderBody(payment)).toBe(`Halo Sari,\nBayar di sini: ${location.origin}/payment/12\nTerima kasih.`);
  });

  it('leaves a longer path or a word that contains the link as it is', () => {
    const body = 'Lihat /payment/123 dan x/payment/12, lalu /payment/12.';
    expect(reminderBody({ body, link: '/payment/12' })).toBe(
      `Lihat /payment/123 dan x/payment/12, lalu ${location.origin}/payment/12.`,
    );
  });

  it('keeps a body without a link as it is', () => {
    expect(reminderBody({ body: 'Sampai jumpa besok.', link: null })).toBe('Sampai jumpa besok.');
  });
});

describe('reminderWhatsAppLink', () => {
  it("opens the customer's chat with the body, its link absolute, written in", () => {
    const url = new URL(reminderWhatsAppLink(payment) ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toBe(reminderBody(payment));
  });

  it('has none when the phone is not a WhatsApp number', () => {
    expect(reminderWhatsAppLink({ ...payment, recipient: 'tidak ada' })).toBeUndefined();
  });
});
