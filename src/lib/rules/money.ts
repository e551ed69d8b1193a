/* Money is whole rupiah, always computed by the backend, never taken from a client; the app shows the same sums. */
import type { ProofValidity, TransactionType } from '../api/api-types';
import { isAcceptedProof } from './proofs';

export interface PricedAddon {
  price: number;
  quantity: number;
}

/** What one line of a booking costs: an add-on's price times how many of it were booked. */
export function linePrice(price: number, quantity: number): number {
  return price * quantity;
}

/** A reservation's total: the package's price plus each add-on's line price. */
export function reservationTotal(packagePrice: number, addons: readonly PricedAddon[]): number {
  return addons.reduce((sum, addon) => sum + linePrice(addon.price, addon.quantity), packagePrice);
}

/** What one installment asks for: everything at once, or half (rounded up to the rupiah) twice. */
export function installmentAmount(total: number, type: TransactionType): number {
  return type === 'fullpayment' ? total : Math.ceil(total / 2);
}

/**
 * What a down payment leaves to pay once its first installment (a transaction's `total`) is in: the rest of
 * the reservation's total, so that the two always add up to it.
 */
export function balanceAfterDownPayment(total: number, firstInstallment: number): number {
  return total - firstInstallment;
}

/**
 * What the next proof must cover: the first installment, or for a down payment's second one the rest of
 * the total, so that the two always add up to it (1001 is paid as 501 + 500).
 */
export function nextInstallmentAmount(total: number, type: TransactionType, validProofs: number): number {
  const first = installmentAmount(total, type);
  return validProofs === 0 ? first : balanceAfterDownPayment(total, first);
}

export interface PaymentPlan {
  /** Paid right after booking: the whole total, or for a down payment half of it, rounded up to the rupiah. */
  dueNow: number;
  /** What a down payment leaves to pay before the session starts; 0 for a full payment. */
  dueBeforeSession: number;
}

/** How a booking's total is paid with a method, as the backend asks for it. */
export function paymentPlan(total: number, type: TransactionType): PaymentPlan {
  const dueNow = installmentAmount(total, type);
  return { dueNow, dueBeforeSession: balanceAfterDownPayment(total, dueNow) };
}

/** A booking's money as every screen shows it: "Total", "Dibayar" and "Sisa". */
export interface BookingMoney {
  total: number;
  /** What reached the studio: the installments of its accepted proofs, online or at the counter. */
  paid: number;
  /** What is still to pay: the total less what was paid, never below nothing. */
  remaining: number;
}

/** What a booking of this total has paid and still owes, by the proofs of its transaction (none before one). */
export function bookingMoney(
  total: number,
  proofs: readonly { isValid: ProofValidity; total: number }[],
): BookingMoney {
  const paid = proofs.filter(isAcceptedProof).reduce((sum, proof) => sum + proof.total, 0);
  return { total, paid, remaining: Math.max(total - paid, 0) };
}

/**
 * Whether a booking needs no payment: a voucher left its total at Rp 0, so it was made with its transaction
 * already paid, without a proof.
 */
export function needsNoPayment(booking: { total: number }): boolean {
  return booking.total === 0;
}
