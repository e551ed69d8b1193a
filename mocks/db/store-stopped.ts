import { NEWER_VERSION_MESSAGE } from '@/backend-host/service-worker-protocol';
import { DomainError } from '../domain/errors';

/** Why a tab's store stopped, as the app shows it: each asks for a reload. */
export const STOP_MESSAGES = {
  newerVersion: NEWER_VERSION_MESSAGE,
  blocked: 'Tab lain masih membuka versi lama aplikasi ini. Tutup tab itu, lalu muat ulang halaman ini.',
  closed: 'Penyimpanan data demo ditutup oleh browser. Muat ulang halaman ini.',
} as const;

/**
 * This tab's store has stopped for good: it neither reads nor writes until the page is reloaded, so it can
 * never overwrite what a newer build stored. Every request is then answered 503 with the message.
 */
export class StoreStoppedError extends DomainError {
  constructor(message: string) {
    super(503, message);
    this.name = 'StoreStoppedError';
  }
}
