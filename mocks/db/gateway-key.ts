import type { GatewayKeyRow } from './schema';

/** Bytes of randomness in a server key: 256 bits, as a gateway's own keys carry. */
const KEY_BYTES = 32;
const PREFIX = 'SB-Mid-server-';

/** What a server key looks like, anywhere in a text: for the checks that none is in a build or an answer. */
export const SERVER_KEY_PATTERN = new RegExp(`${PREFIX}[0-9a-f]{${KEY_BYTES * 2}}`);

/**
 * A new server key for the emulated payment gateway: random (the platform's `crypto.getRandomValues`, never a
 * constant in the code), so each store signs and checks its notifications with a key no build or answer holds.
 * Prefixed as Midtrans prefixes a sandbox server key.
 */
export function newServerKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return `${PREFIX}${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The store's first key: made with the store (the seed) or when an older store is migrated. */
export function newGatewayKeyRow(createdAt: string, id = 1): GatewayKeyRow {
  return { id, key: newServerKey(), createdAt };
}
