/**
 * A payment gateway's charge: how long it can be paid, and where it stands at a moment. The backend makes and
 * keeps charges; the payment page counts a charge down and offers a new one when it lapsed.
 */
import type { Charge } from '../api/api-types';
import { MINUTE_MS } from './studio-time';

/** Until when a charge made at `now` can be paid: the settings' minutes, but never past the installment's deadline. */
export function chargeExpiry(now: Date, chargeMinutes: number, installmentDeadline: Date): Date {
  return new Date(Math.min(now.getTime() + chargeMinutes * MINUTE_MS, installmentDeadline.getTime()));
}

/** A charge's status at `now`: paid, expired (the gateway said so, or its time ran out), or still payable. */
export function chargeStatusAt(charge: { status: Charge['status']; expiresAt: string }, now: Date): Charge['status'] {
  if (charge.status !== 'pending') return charge.status;
  return now.getTime() >= new Date(charge.expiresAt).getTime() ? 'expired' : 'pending';
}

/** The order id of a charge, which is also its QRIS's reference: `SENJA-66-3` (transaction 66, charge 3). */
export const chargeOrderId = (transactionId: number, chargeId: number): string => `SENJA-${transactionId}-${chargeId}`;

export const GATEWAY_OFF_MESSAGE = 'Pembayaran otomatis tidak aktif';
export const GATEWAY_ON_MESSAGE = 'Pembayaran QRIS dikonfirmasi otomatis, tidak perlu mengunggah bukti';
