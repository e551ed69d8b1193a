/**
 * The rows of every table as Valibot schemas, so a stored snapshot is checked row by row before the store
 * uses it. Each schema's output type must be exactly its row interface (see `RowSchemasMatchRows`): a field
 * added to a row and not here fails the typecheck.
 */
import * as v from 'valibot';
import { MAX_EDITED_QUOTA } from '@/lib/forms/schemas';
import { isRealDay } from '@/lib/rules/calendar-day';
import { OPTIONAL_REMINDER_KINDS, REMINDER_CHANNELS, REMINDER_KINDS } from '@/lib/rules/reminders';
import { ROLES } from '@/lib/rules/roles';
import { QRIS_MODES } from '@/lib/rules/settings';
import { BOOKING_CHANNELS } from '@/lib/rules/booking-channels';
import { CANCELLERS } from '@/lib/rules/customer-record';
import { REFUND_METHODS } from '@/lib/rules/payments';
import type { Same, Writable } from './same-type';
import type { Tables } from './schema';

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const amount = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const text = v.string();
const INSTANT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/** Whether a value is an instant in the store's form whose date part names a real day. */
function isRealDayInstant(value: string): boolean {
  return INSTANT.test(value) && isRealDay(value.slice(0, 10));
}

/** An instant as the store writes it (`toISOString`): every field in range, of a real day. */
const instant = v.pipe(v.string(), v.check(isRealDayInstant));
/** A calendar day as reservations keep it: a real day at 00:00 UTC. */
const calendarDay = v.pipe(v.string(), v.endsWith('T00:00:00.000Z'), v.check(isRealDayInstant));
const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const editedQuota = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_EDITED_QUOTA));

const hours = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const reschedulePolicy = v.object({ limit: amount, noticeHours: hours });
const cancellationPolicy = v.object({
  tiers: v.pipe(
    v.array(v.object({ minHoursBefore: hours, refundPercent: v.pipe(amount, v.maxValue(100)) })),
    v.minLength(1),
  ),
  downPaymentRefundable: v.boolean(),
});
const bookingPolicy = v.object({ holdHours: hours, reschedule: reschedulePolicy, cancellation: cancellationPolicy });

export const rowSchemas = {
  users: v.object({
    id,
    name: text,
    email: v.nullable(text),
    phone: text,
    role: v.picklist(ROLES),
    password: v.nullable(v.object({ algorithm: v.literal('PBKDF2-SHA256'), iterations: id, salt: text, hash: text })),
    reminderOptOuts: v.array(v.picklist(OPTIONAL_REMINDER_KINDS)),
    notes: text,
    createdAt: instant,
  }),
  tokens: v.object({ token: text, userId: id, createdAt: instant, expiresAt: instant }),
  loginFailures: v.object({ email: text, failedAt: instant }),
  categories: v.object({ id, name: text, images: v.array(text), createdAt: instant }),
  packages: v.object({
    id,
    categoryId: id,
    name: text,
    description: text,
    price: amount,
    editedQuota,
    createdAt: instant,
  }),
  addons: v.object({ id, categoryId: id, name: text, unit: text, price: amount, createdAt: instant }),
  timeSlots: v.object({ id, time: clockTime }),
  reservations: v.object({
    id,
    userId: id,
    date: calendarDay,
    timeSlotId: id,
    categoryId: id,
    categoryPackageId: id,
    status: v.picklist(['pending', 'success', 'cancelled', 'no-show']),
    total: amount,
    channel: v.picklist(BOOKING_CHANNELS),
    checkedInAt: v.nullable(instant),
    cancellation: v.nullable(v.object({ at: instant, by: v.picklist(CANCELLERS) })),
    snapshot: v.object({
      categoryName: text,
      categoryImage: text,
      packageName: text,
      packagePrice: amount,
      editedQuota,
      time: clockTime,
    }),
    policy: bookingPolicy,
    voucher: v.nullable(v.object({ id, code: text, discount: amount })),
    createdAt: instant,
    updatedAt: instant,
  }),
  reservationDetails: v.object({
    id,
    reservationId: id,
    categoryAddonId: id,
    quantity: id,
    addonName: text,
    addonUnit: text,
    addonPrice: amount,
  }),
  transactions: v.object({
    id,
    reservationId: id,
    type: v.picklist(['fullpayment', 'downpayment']),
    status: v.picklist(['unpaid', 'paid', 'expired']),
    total: amount,
    expiredAt: instant,
    createdAt: instant,
  }),
  transactionDetails: v.object({
    id,
    transactionId: id,
    total: amount,
    isValid: v.nullable(v.picklist(['true', 'false'])),
    method: v.picklist(['qris', 'gateway', 'cash', 'counter-qris', 'transfer']),
    image: v.nullable(text),
    createdAt: instant,
  }),
  reviews: v.object({
    id,
    reservationId: id,
    userId: id,
    rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    review: text,
    createdAt: instant,
  }),
  reschedules: v.object({
    id,
    reservationId: id,
    movedBy: id,
    movedByRole: v.picklist(ROLES),
    fromDate: calendarDay,
    fromTime: clockTime,
    toDate: calendarDay,
    toTime: clockTime,
    reason: v.nullable(text),
    createdAt: instant,
  }),
  closures: v.object({ id, startDate: calendarDay, endDate: calendarDay, label: text, note: text, createdAt: instant }),
  reminders: v.object({
    id,
    reservationId: id,
    userId: id,
    kind: v.picklist(REMINDER_KINDS),
    channel: v.picklist(REMINDER_CHANNELS),
    recipient: text,
    subject: text,
    body: text,
    link: v.nullable(text),
    dueAt: instant,
    createdAt: instant,
    sentAt: v.nullable(instant),
    withdrawnAt: v.nullable(instant),
  }),
  settings: v.object({
    id,
    contact: v.object({
      whatsapp: text,
      phone: text,
      email: text,
      address: text,
      mapUrl: text,
      instagram: text,
      tiktok: text,
      facebook: text,
      openingNote: text,
    }),
    booking: v.object({ horizonDays: id, minNoticeHours: hours, holdHours: hours, reschedule: reschedulePolicy }),
    cancellation: cancellationPolicy,
    reminders: v.object({ paymentNoticeHours: hours, sessionNoticeHours: hours, reviewDelayHours: hours }),
    albums: v.object({ selectionDays: id, keepDays: id }),
    payments: v.object({ qris: v.picklist(QRIS_MODES), chargeMinutes: id }),
    changedBy: v.nullable(id),
    createdAt: instant,
  }),
  refunds: v.object({
    id,
    reservationId: id,
    amount,
    paid: amount,
    percent: v.nullable(v.pipe(amount, v.maxValue(100))),
    by: v.picklist(['customer', 'admin', 'closure']),
    reason: text,
    bankAccount: v.nullable(v.object({ bank: text, number: text, holder: text })),
    status: v.picklist(['waiting', 'paid']),
    method: v.nullable(v.picklist(REFUND_METHODS)),
    paidAt: v.nullable(calendarDay),
    image: v.nullable(text),
    paidBy: v.nullable(id),
    createdAt: instant,
  }),
  vouchers: v.object({
    id,
    code: text,
    kind: v.picklist(['percent', 'fixed']),
    value: id,
    maxDiscount: v.nullable(id),
    minSubtotal: amount,
    validFrom: calendarDay,
    validTo: calendarDay,
    quota: v.nullable(id),
    perCustomer: v.nullable(id),
    categoryIds: v.array(id),
    packageIds: v.array(id),
    active: v.boolean(),
    createdAt: instant,
    updatedAt: instant,
  }),
  charges: v.object({
    id,
    transactionId: id,
    orderId: text,
    installment: id,
    amount: id,
    qris: text,
    expiresAt: instant,
    status: v.picklist(['pending', 'paid', 'expired']),
    createdAt: instant,
  }),
  gatewayPayments: v.object({
    id,
    chargeId: id,
    gatewayTransactionId: text,
    amount: id,
    paidAt: instant,
    receivedAt: instant,
    status: v.picklist(['applied', 'review', 'accepted', 'refunded']),
    reason: v.nullable(v.picklist(['amount', 'late', 'closed'])),
    proofId: v.nullable(id),
    reviewedBy: v.nullable(id),
    reviewedAt: v.nullable(instant),
    refundMethod: v.nullable(v.picklist(REFUND_METHODS)),
    note: text,
  }),
  gatewayKeys: v.object({ id, key: v.pipe(text, v.minLength(32)), createdAt: instant }),
  digests: v.object({
    id,
    day: calendarDay,
    userId: id,
    recipient: text,
    subject: text,
    body: text,
    figures: v.object({
      sessions: v.array(v.object({ reservationId: id, time: clockTime, customerName: text })),
      balancesDueToday: v.object({ count: amount, amount }),
      proofsWaiting: amount,
      refundsWaiting: amount,
      paymentsInReview: amount,
      albumsToEdit: amount,
    }),
    createdAt: instant,
  }),
  uploads: v.object({
    id,
    url: text,
    entity: v.picklist(['category', 'transaction']),
    mimeType: text,
    size: amount,
    uploadedBy: id,
    createdAt: instant,
  }),
  albums: v.object({
    id,
    reservationId: id,
    selectionDeadline: v.nullable(calendarDay),
    submittedAt: v.nullable(instant),
    reopenedAt: v.nullable(instant),
    deliveredAt: v.nullable(instant),
    availableUntil: v.nullable(calendarDay),
    createdAt: instant,
  }),
  albumPhotos: v.object({
    id,
    albumId: id,
    fileName: text,
    url: text,
    thumbnailUrl: text,
    previewUrl: text,
    width: id,
    height: id,
    size: amount,
    isChosen: v.boolean(),
    note: text,
    editedUrl: v.nullable(text),
    uploadedAt: instant,
  }),
} satisfies Record<keyof Tables, v.GenericSchema>;

/** The tables whose schema's output is not exactly their row type: must be none. */
type MismatchedTables = {
  [Table in keyof Tables]: Same<v.InferOutput<(typeof rowSchemas)[Table]>, Writable<Tables[Table][number]>> extends true
    ? never
    : Table;
}[keyof Tables];

type NoneOf<Names extends never> = Names;

/** Fails the typecheck, naming the table, when a row type and its schema differ. */
export type RowSchemasMatchRows = NoneOf<MismatchedTables>;
