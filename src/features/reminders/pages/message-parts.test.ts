import { describe, expect, it } from 'vitest';
import { messageParts } from './message-parts';

const MAPS = 'https://www.google.com/maps/search/?api=1&query=Studio%20Senja';

describe('messageParts', () => {
  it("cuts the body at the reminder's link, made the absolute address of the app's page", () => {
    expect(messageParts({ body: 'Halo,\nBayar di: /payment/57\nSalam', link: '/payment/57' })).toEqual([
      { kind: 'text', text: 'Halo,\nBayar di: ' },
      { kind: 'app-page', text: `${location.origin}/payment/57`, to: '/payment/57' },
      { kind: 'text', text: '\nSalam' },
    ]);
  });

  it('makes any other address a page elsewhere, even at the end of the body', () => {
    expect(messageParts({ body: `Lokasi: Studio Senja\nGoogle Maps: ${MAPS}`, link: null })).toEqual([
      { kind: 'text', text: 'Lokasi: Studio Senja\nGoogle Maps: ' },
      { kind: 'web-page', text: MAPS, href: MAPS },
    ]);
  });

  it('keeps a body without an address as one text', () => {
    expect(messageParts({ body: 'Sampai jumpa di studio,\nStudio Senja', link: null })).toEqual([
      { kind: 'text', text: 'Sampai jumpa di studio,\nStudio Senja' },
    ]);
  });
});
