/**
 * Where the studio is and what a customer needs for their visit: the site's pages and the backend's session
 * reminders say the same, so the emulated backend may import this file (and no other of content/ but the
 * demo accounts).
 */
import { SESSION_MINUTES } from '../lib/rules/slots';
import { STUDIO_ADDRESS, STUDIO_NAME } from './studio-address';

export const studioPlace = {
  name: STUDIO_NAME,
  address: STUDIO_ADDRESS,
  /** The studio on Google Maps, searched by name and address. */
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${STUDIO_NAME}, ${STUDIO_ADDRESS}`)}`,
  /** What to do and bring for a session, one line each. */
  whatToBring: [
    `Datang 10 menit sebelum sesi dimulai; sesi berlangsung ${SESSION_MINUTES} menit.`,
    'Tunjukkan nomor reservasi ini di meja resepsionis.',
    'Bawa pakaian atau properti pribadi yang ingin dipakai; ruang ganti tersedia.',
  ],
} as const;
