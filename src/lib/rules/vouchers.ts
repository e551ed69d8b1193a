/**
 * Vouchers: what a promo code takes off a booking, and why one does not apply. The backend applies them
 * (mocks/domain/vouchers) and the booking page shows the same figures; the refusals are the customer's words.
 */
import type { VoucherKind } from '../api/api-types';
import { rupiahText } from './indonesian-text';

export const VOUCHER_INVALID_MESSAGE = 'Kode tidak berlaku';
export const VOUCHER_QUOTA_EXHAUSTED_MESSAGE = 'Kuota voucher habis';
export const VOUCHER_NOT_FOR_PACKAGE_MESSAGE = 'Tidak berlaku untuk paket ini';
export const VOUCHER_CODE_TAKEN_MESSAGE = 'Kode voucher sudah dipakai';
export const VOUCHER_IN_USE_MESSAGE = 'Voucher sudah dipakai; nonaktifkan saja';

/** "Minimal belanja Rp 500.000": the subtotal is below the voucher's minimum. */
export function minimumSpendMessage(minSubtotal: number): string {
  return `Minimal belanja ${rupiahText(minSubtotal)}`;
}

/** "Kuota tidak boleh kurang dari pemakaian (3)": an edit that would leave fewer uses than were taken. */
export function quotaBelowUsesMessage(used: number): string {
  return `Kuota tidak boleh kurang dari pemakaian (${used})`;
}

/** A code as it is kept and compared: without spaces around it, in capitals ("senjahemat" is "SENJAHEMAT"). */
export function voucherCodeKey(code: string): string {
  return code.trim().toUpperCase();
}

/** How a voucher takes money off: a percentage, perhaps capped, or a fixed amount. */
export interface VoucherTerms {
  kind: VoucherKind;
  value: number;
  maxDiscount: number | null;
}

/**
 * What a voucher takes off a subtotal, in whole rupiah: a percentage rounded down and held to its cap, or the
 * fixed amount; never more than the subtotal, so a total never goes below Rp 0.
 */
export function voucherDiscount(terms: VoucherTerms, subtotal: number): number {
  const off =
    terms.kind === 'percent'
      ? Math.min(Math.floor((subtotal * terms.value) / 100), terms.maxDiscount ?? Number.POSITIVE_INFINITY)
      : terms.value;
  return Math.max(0, Math.min(off, subtotal));
}

/** A voucher as its refusals read it. Days are calendar days (`YYYY-MM-DDT00:00:00.000Z`), both included. */
export interface VoucherRules extends VoucherTerms {
  active: boolean;
  validFrom: string;
  validTo: string;
  minSubtotal: number;
  categoryIds: readonly number[];
  packageIds: readonly number[];
  quota: number | null;
  perCustomer: number | null;
}

/** The booking a voucher is tried on, on the studio's day (`today`), and the uses it already has. */
export interface VoucherTry {
  today: string;
  categoryId: number;
  packageId: number;
  subtotal: number;
  /** Uses that count: bookings with the voucher that were not cancelled. */
  used: number;
  /** Of those, this customer's. */
  usedByCustomer: number;
}

/** Whether a voucher covers a package: it names neither categories nor packages, or names its own. */
export function voucherCoversPackage(
  voucher: Pick<VoucherRules, 'categoryIds' | 'packageIds'>,
  categoryId: number,
  packageId: number,
): boolean {
  if (voucher.categoryIds.length === 0 && voucher.packageIds.length === 0) return true;
  return voucher.categoryIds.includes(categoryId) || voucher.packageIds.includes(packageId);
}

/** Why the voucher does not apply to this booking, in the customer's words; null when it does. */
export function voucherRefusal(voucher: VoucherRules, booking: VoucherTry): string | null {
  if (!voucher.active || booking.today < voucher.validFrom || booking.today > voucher.validTo) {
    return VOUCHER_INVALID_MESSAGE;
  }
  if (!voucherCoversPackage(voucher, booking.categoryId, booking.packageId)) return VOUCHER_NOT_FOR_PACKAGE_MESSAGE;
  if (booking.subtotal < voucher.minSubtotal) return minimumSpendMessage(voucher.minSubtotal);
  if (voucher.quota !== null && booking.used >= voucher.quota) return VOUCHER_QUOTA_EXHAUSTED_MESSAGE;
  if (voucher.perCustomer !== null && booking.usedByCustomer >= voucher.perCustomer) {
    return VOUCHER_QUOTA_EXHAUSTED_MESSAGE;
  }
  return null;
}

/** Whether a refusal is about uses being taken (a conflict with other bookings), not about the booking itself. */
export function isQuotaRefusal(refusal: string): boolean {
  return refusal === VOUCHER_QUOTA_EXHAUSTED_MESSAGE;
}

/** "Minimal belanja Rp 300.000", whatever the minimum. */
const MINIMUM_SPEND_REFUSAL = /^Minimal belanja Rp\s[\d.]+$/;

/**
 * Whether a refusal of a booking (or of its quote) is one of its voucher's, above: the booking page then shows it at
 * the voucher and lets the customer book without one.
 */
export function isVoucherRefusal(message: string): boolean {
  return (
    message === VOUCHER_INVALID_MESSAGE ||
    message === VOUCHER_NOT_FOR_PACKAGE_MESSAGE ||
    message === VOUCHER_QUOTA_EXHAUSTED_MESSAGE ||
    MINIMUM_SPEND_REFUSAL.test(message)
  );
}
