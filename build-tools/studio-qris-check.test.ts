import { describe, expect, it } from 'vitest';
import { DEMO_STATIC_QRIS } from '../src/content/demo-qris';
import { studioQrisProblem } from './studio-qris-check';

describe('studioQrisProblem', () => {
  it('accepts no setting (the demo merchant) and a valid static QRIS', () => {
    expect(studioQrisProblem(undefined)).toBeUndefined();
    expect(studioQrisProblem(DEMO_STATIC_QRIS)).toBeUndefined();
  });

  it('names what is wrong with a QRIS whose CRC does not match', () => {
    expect(studioQrisProblem(`${DEMO_STATIC_QRIS.slice(0, -4)}FFFF`)).toMatch(
      /^VITE_STUDIO_QRIS is not a valid QRIS: CRC QRIS tidak cocok: tertulis FFFF, seharusnya [0-9A-F]{4}\.$/,
    );
  });

  it('names what is wrong with a text that is not a QRIS at all', () => {
    expect(studioQrisProblem('STUDIO SENJA|TRX-66|IDR 225000')).toMatch(/^VITE_STUDIO_QRIS is not a valid QRIS: /);
  });
});
