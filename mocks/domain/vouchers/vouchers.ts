/**
 * Vouchers: the admin's promo codes, and applying one to a booking. A use is a reservation that applied it
 * (`reservations.voucher`), made in the booking's own store change, so the quota can never be taken twice; a
 * cancelled booking's use is given back. The booking's price is always computed here, never taken from a client.
 */
import type { ReservationQuote, Voucher } from '@/lib/api/api-types';
import { quoteSchema, voucherSchema, type VoucherInput } from '@/lib/forms/voucher-schemas';
import { studioDayOf } from '@/lib/rules/studio-time';
import {
  isQuotaRefusal,
  quotaBelowUsesMessage,
  VOUCHER_CODE_TAKEN_MESSAGE,
  VOUCHER_IN_USE_MESSAGE,
  VOUCHER_INVALID_MESSAGE,
  voucherCodeKey,
  voucherDiscount,
  voucherRefusal,
} from '@/lib/rules/vouchers';
import { insertRow, nextId, removeRows, updateRow, type Draft } from '@mocks/db/draft';
import type { Db, ReservationRow, ReservationVoucher, VoucherRow } from '@mocks/db/schema';
import { findOr404, requireAdmin, signedIn, type Caller } from '../accounts/access';
import { badRequest, conflict } from '../errors';
import { listed, parseListQuery, searched } from '../list-query';
import { created, ok, type Outcome } from '../outcome';
import { validate } from '../validation';
import { byVoucher, rowsById, rowsGroupedBy } from '../table-index';
import { priceOf, requireCatalogueChoice, type CatalogueChoice } from '../reservations/catalogue-choice';

/**
 * The bookings that applied a voucher, newest first: from the bookings grouped by voucher and kept with their table,
 * so listing the vouchers or pricing a booking does not scan every booking once per voucher.
 */
function usesOf(db: Db, voucherId: number): ReservationRow[] {
  return (rowsGroupedBy(db.reservations, byVoucher).get(voucherId) ?? []).toSorted((a, b) => b.id - a.id);
}

/** A use counts against the quota unless its booking was cancelled (which gave it back). */
const countsAsUse = (row: ReservationRow) => row.status !== 'cancelled';

function voucherView(db: Db, row: VoucherRow): Voucher {
  const users = rowsById(db.users);
  const uses = usesOf(db, row.id);
  return {
    ...row,
    categoryIds: [...row.categoryIds],
    packageIds: [...row.packageIds],
    used: uses.filter(countsAsUse).length,
    uses: uses.map((reservation) => ({
      reservationId: reservation.id,
      customer: { id: reservation.userId, name: users.get(reservation.userId)?.name ?? '' },
      discount: reservation.voucher?.discount ?? 0,
      status: reservation.status,
      date: reservation.date,
      createdAt: reservation.createdAt,
    })),
  };
}

/** `GET /vouchers`: every voucher, newest first; `q` in the code. */
export function listVouchers(db: Db, caller: Caller, query: URLSearchParams): Outcome<Voucher[]> {
  requireAdmin(db, caller);
  const { paging, search } = parseListQuery(query);
  const newest = db.vouchers.toSorted((a, b) => b.id - a.id);
  const found = searched(newest, search, (row) => ({ id: row.id, texts: [row.code] }));
  return listed(found, paging, (row) => voucherView(db, row), 'Berhasil mengambil data voucher');
}

/** A voucher's fields as kept: a fixed amount has no cap; the categories and packages named exist. */
function voucherFields(db: Db, values: VoucherInput) {
  const categories = new Set(db.categories.map((row) => row.id));
  const packages = new Set(db.packages.map((row) => row.id));
  if (!values.categoryIds.every((id) => categories.has(id))) throw badRequest('Kategori tidak ditemukan');
  if (!values.packageIds.every((id) => packages.has(id))) throw badRequest('Paket tidak ditemukan');
  return {
    code: values.code,
    kind: values.kind,
    value: values.value,
    maxDiscount: values.kind === 'percent' ? values.maxDiscount : null,
    minSubtotal: values.minSubtotal ?? 0,
    validFrom: values.validFrom,
    validTo: values.validTo,
    quota: values.quota,
    perCustomer: values.perCustomer,
    categoryIds: [...new Set(values.categoryIds)],
    packageIds: [...new Set(values.packageIds)],
    active: values.active,
  };
}

function requireUniqueCode(db: Db, code: string, exceptId?: number): void {
  if (db.vouchers.some((row) => row.id !== exceptId && row.code === code)) throw conflict(VOUCHER_CODE_TAKEN_MESSAGE);
}

/** `POST /voucher`. */
export function createVoucher(db: Draft, caller: Caller, input: unknown): Outcome<Voucher> {
  requireAdmin(db, caller);
  const fields = voucherFields(db, validate(voucherSchema, input));
  requireUniqueCode(db, fields.code);
  const at = caller.now.toISOString();
  const row = insertRow(db, 'vouchers', { id: nextId(db, 'vouchers'), ...fields, createdAt: at, updatedAt: at });
  return created(voucherView(db, row), 'Voucher berhasil ditambahkan');
}

/** `PUT /voucher/{id}`: from now on; bookings keep the discount they were given. */
export function updateVoucher(db: Draft, caller: Caller, id: unknown, input: unknown): Outcome<Voucher> {
  requireAdmin(db, caller);
  const voucher = findOr404(db.vouchers, id);
  const fields = voucherFields(db, validate(voucherSchema, input));
  const used = usesOf(db, voucher.id).filter(countsAsUse).length;
  if (fields.quota !== null && fields.quota < used) throw badRequest(quotaBelowUsesMessage(used));
  requireUniqueCode(db, fields.code, voucher.id);
  const row = updateRow(db, 'vouchers', voucher, { ...fields, updatedAt: caller.now.toISOString() });
  return ok(voucherView(db, row), 'Voucher berhasil diperbarui');
}

/** `DELETE /voucher/{id}`: only one no booking applied; a used one is switched off instead, keeping its uses. */
export function deleteVoucher(db: Draft, caller: Caller, id: unknown): Outcome<Voucher> {
  requireAdmin(db, caller);
  const voucher = findOr404(db.vouchers, id);
  if (usesOf(db, voucher.id).length > 0) throw conflict(VOUCHER_IN_USE_MESSAGE);
  const view = voucherView(db, voucher);
  removeRows(db, 'vouchers', (row) => row.id === voucher.id);
  return ok(view, 'Voucher berhasil dihapus');
}

/** A booking's price: the package and add-ons, what its voucher takes off, and the voucher as the booking keeps it. */
export interface BookingPrice {
  subtotal: number;
  discount: number;
  total: number;
  voucher: ReservationVoucher | null;
}

/**
 * Prices a booking for a customer at `now`, with the voucher `code` names (none when empty). A voucher that does
 * not apply is refused with its reason: 409 when its uses are taken, 400 otherwise.
 */
export function priceBooking(
  db: Db,
  customerId: number,
  choice: CatalogueChoice,
  code: string | null | undefined,
  now: Date,
): BookingPrice {
  const subtotal = priceOf(choice);
  const key = voucherCodeKey(code ?? '');
  if (key === '') return { subtotal, discount: 0, total: subtotal, voucher: null };
  const voucher = db.vouchers.find((row) => row.code === key);
  if (!voucher) throw badRequest(VOUCHER_INVALID_MESSAGE);
  const uses = usesOf(db, voucher.id).filter(countsAsUse);
  const refusal = voucherRefusal(voucher, {
    today: studioDayOf(now),
    categoryId: choice.category.id,
    packageId: choice.chosenPackage.id,
    subtotal,
    used: uses.length,
    usedByCustomer: uses.filter((row) => row.userId === customerId).length,
  });
  if (refusal) throw isQuotaRefusal(refusal) ? conflict(refusal) : badRequest(refusal);
  const discount = voucherDiscount(voucher, subtotal);
  return { subtotal, discount, total: subtotal - discount, voucher: { id: voucher.id, code: voucher.code, discount } };
}

/** `POST /reservation/quote`: what the booking page's summary shows, nothing booked. */
export function quoteReservation(db: Db, caller: Caller, input: unknown): Outcome<ReservationQuote> {
  const user = signedIn(db, caller);
  const values = validate(quoteSchema, input);
  const choice = requireCatalogueChoice(db, values);
  const { subtotal, discount, total, voucher } = priceBooking(db, user.id, choice, values.voucherCode, caller.now);
  return ok({ subtotal, discount, total, voucherCode: voucher?.code ?? null }, 'Harga reservasi dihitung');
}
