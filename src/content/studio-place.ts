/**
 * What a customer needs for their visit: the site's pages and the backend's session reminders say the same, so
 * the emulated backend may import this file (and no other of content/ but the demo accounts). Where the studio
 * is (its address, its map link) is one of its settings.
 */
import { SESSION_MINUTES } from '../lib/rules/slots';
import { STUDIO_NAME } from './studio-name';

export const studioPlace = {
  name: STUDIO_NAME,
  /** What to do and bring for a session, one line each. */
  whatToBring: [
    `Datang 10 menit sebelum sesi dimulai; sesi berlangsung ${SESSION_MINUTES} menit.`,
    'Tunjukkan nomor reservasi ini di meja resepsionis.',
    'Bawa pakaian atau properti pribadi yang ingin dipakai; ruang ganti tersedia.',
  ],
} as const;
