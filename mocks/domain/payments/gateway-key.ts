/**
 * The payment gateway's server key and the signature it puts on a notification, as Midtrans signs one:
 * SHA-512 (hexadecimal) of the order id, the status code, the gross amount and the server key, one after another.
 * The key is the store's (made with it, see db/gateway-key.ts); nothing that answers a request returns it.
 */
import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import { newServerKey } from '@mocks/db/gateway-key';
import type { Db } from '@mocks/db/schema';

/** The key in use: the last one made, or none in a store made empty (as some tests make it). */
export function serverKeyOf(db: Db): string | undefined {
  return db.gatewayKeys.at(-1)?.key;
}

/** The key in use, made now if the store has none yet: a charge is never made without one to check it by. */
export function ensureServerKey(db: Draft, now: Date): string {
  return (
    serverKeyOf(db) ??
    insertRow(db, 'gatewayKeys', { id: nextId(db, 'gatewayKeys'), key: newServerKey(), createdAt: now.toISOString() })
      .key
  );
}

/** What a notification's fields are signed with, in order. */
export interface SignedFields {
  order_id: string;
  status_code: string;
  gross_amount: string;
}

/** The signature a notification with these fields carries when the gateway that holds `serverKey` sent it. */
export async function notificationSignature(fields: SignedFields, serverKey: string): Promise<string> {
  const text = `${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`;
  const digest = await crypto.subtle.digest('SHA-512', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether two signatures are the same, compared in full whatever differs first (no timing tells how much matched). */
export function sameSignature(given: string, expected: string): boolean {
  const a = given.toLowerCase();
  if (a.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}

/** A rupiah amount as a notification writes it: `250000.00`. */
export const grossAmountText = (amount: number): string => `${amount}.00`;
