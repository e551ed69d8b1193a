/** The emulated backend's tables. Rows are plain JSON so the whole store can be snapshotted. */

import type {
  ReminderChannel,
  ProofValidity,
  PaymentMethod,
  OptionalReminderKind,
  ReminderKind,
  ReservationStatus,
  BookingChannel,
  TransactionStatus,
  TransactionType,
  UploadEntity,
} from '@/lib/api/api-types';
import type {
  BankAccount,
  BookingPolicy,
  DigestFigures,
  GatewayPaymentReason,
  GatewayPaymentStatus,
  RefundMethod,
  RefundStatus,
  SettingsRequest,
  VoucherKind,
} from '@/lib/api/api-types';
import type { Cancellation } from '@/lib/rules/customer-record';
import type { Role } from '@/lib/rules/roles';

/**
 * Bumped whenever the row shapes or the seed's content change: an older stored snapshot is migrated
 * (migrations.ts) or, with no migration, replaced by a fresh seed; a newer one is never touched. Each row
 * type has its schema in row-schemas.ts. 2: the seed's packages hold one 20-minute session, its add-ons
 * count things, its reviews fit their category. 3: failed sign-ins are kept (`loginFailures`), so login can
 * be throttled. 4: bookings can move (`reschedules`) and the studio can close (`closures`). 5: the studio
 * reminds its customers (`notifications`), who may opt out of kinds of reminder (`users.reminderOptOuts`). 6: the
 * store keeps a journal of its commits beside its snapshot (journal.ts), which a build of version 5 would not
 * read: the rows are unchanged. 7: tables are named by the contract's words, `sessions` as `tokens` and
 * `notifications` as `reminders`. 8: a package says how many of the session's photos are edited (`editedQuota`).
 * 9: a finished session has an album of photos (`albums`, `albumPhotos`), and a reservation keeps the number of
 * photos its package edited when booked. 10: an album keeps when its choice was last reopened (`reopenedAt`), so
 * the customer is told. 11: proofs say how they were paid (`method`), counter payments among them. 12: the admin
 * books for customers (`reservations.channel`), some of whom have no email or password yet. 13: the admin checks
 * customers in (`reservations.checkedInAt`) and marks no-shows (status `no-show`). 14: the admin keeps notes on a
 * customer (`users.notes`), and a cancelled booking says when and by whom (`reservations.cancellation`). 15: the
 * admin changes the studio's settings (`settings`, every version kept), and a booking keeps the policy it was made
 * under (`reservations.policy`). 16: a cancelled booking that was paid for gives money back (`refunds`). 17: the
 * studio has vouchers (`vouchers`), and a booking keeps the one it applied and what it took off (`reservations.voucher`).
 * 18: customers may pay through a payment gateway (`settings.payments`): its charges (`charges`), the payments it
 * reported (`gatewayPayments`), and the server key its notifications are signed with (`gatewayKeys`). 19: the admin
 * gets a morning summary each studio day (`digests`).
 */
export const DB_SCHEMA_VERSION = 19;

export interface PasswordHash {
  readonly algorithm: 'PBKDF2-SHA256';
  readonly iterations: number;
  /** base64 */
  readonly salt: string;
  /** base64 */
  readonly hash: string;
}

export interface UserRow {
  readonly id: number;
  readonly name: string;
  /** Null for a customer the admin added without one. */
  readonly email: string | null;
  readonly phone: string;
  readonly role: Role;
  /** Null for a customer the admin added: nobody signs in as them until they register with their email or phone. */
  readonly password: PasswordHash | null;
  /** The kinds of reminder the user does not want, each once. */
  readonly reminderOptOuts: readonly OptionalReminderKind[];
  /** The admin's private notes on a customer; empty for an admin, and until the admin writes some. */
  readonly notes: string;
  readonly createdAt: string;
}

export interface TokenRow {
  readonly token: string;
  readonly userId: number;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** One failed sign-in for an email (normalised: trimmed, lower case), known to the store or not. */
interface LoginFailureRow {
  readonly email: string;
  readonly failedAt: string;
}

export interface CategoryRow {
  readonly id: number;
  readonly name: string;
  /** 1 to 3 URLs the backend issued. */
  readonly images: readonly string[];
  readonly createdAt: string;
}

export interface PackageRow {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly description: string;
  readonly price: number;
  /** How many of the session's photos the studio edits, 0 to 200. */
  readonly editedQuota: number;
  readonly createdAt: string;
}

export interface AddonRow {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly unit: string;
  readonly price: number;
  readonly createdAt: string;
}

export interface TimeSlotRow {
  readonly id: number;
  /** HH:mm */
  readonly time: string;
}

/** What a reservation keeps of the catalogue as it was when booked. */
export interface ReservationSnapshot {
  readonly categoryName: string;
  readonly categoryImage: string;
  readonly packageName: string;
  readonly packagePrice: number;
  /** How many photos the package edited when booked: what the customer may choose in the album. */
  readonly editedQuota: number;
  readonly time: string;
}

export interface ReservationRow {
  readonly id: number;
  readonly userId: number;
  /** The calendar day at 00:00 UTC, as an ISO string. */
  readonly date: string;
  readonly timeSlotId: number;
  readonly categoryId: number;
  readonly categoryPackageId: number;
  readonly status: ReservationStatus;
  readonly total: number;
  /** How it came in: `web` for the customer's own booking, or how the admin took it for them. */
  readonly channel: BookingChannel;
  /** When the admin checked the customer in at the studio; null until then. */
  readonly checkedInAt: string | null;
  /** When and by whom a cancelled booking was called off; null for any other. */
  readonly cancellation: Cancellation | null;
  readonly snapshot: ReservationSnapshot;
  /** The studio's policy when it was booked: its hold, how it may move and what a cancellation refunds. */
  readonly policy: BookingPolicy;
  /** The voucher it was booked with, its code then and what it took off `total`'s subtotal; null for none. */
  readonly voucher: ReservationVoucher | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ReservationDetailRow {
  readonly id: number;
  readonly reservationId: number;
  readonly categoryAddonId: number;
  readonly quantity: number;
  readonly addonName: string;
  readonly addonUnit: string;
  readonly addonPrice: number;
}

export interface TransactionRow {
  readonly id: number;
  readonly reservationId: number;
  readonly type: TransactionType;
  readonly status: TransactionStatus;
  /** What is due per installment: the whole total, or half of it for a down payment. */
  readonly total: number;
  readonly expiredAt: string;
  readonly createdAt: string;
}

export interface TransactionDetailRow {
  readonly id: number;
  readonly transactionId: number;
  readonly total: number;
  readonly isValid: ProofValidity;
  /** `qris` for the customer's proof of a payment in the app; the others were taken by the admin at the counter. */
  readonly method: PaymentMethod;
  /** The customer's proof, or the counter receipt's photo; null for a counter payment without one. */
  readonly image: string | null;
  readonly createdAt: string;
}

export interface ReviewRow {
  readonly id: number;
  readonly reservationId: number;
  readonly userId: number;
  readonly rating: number;
  readonly review: string;
  readonly createdAt: string;
}

/** One move of a booking to another day or time: who moved it, when, from where to where, and why. */
export interface RescheduleRow {
  readonly id: number;
  readonly reservationId: number;
  readonly movedBy: number;
  /** The role of who moved it: a customer's moves count against their limit, an admin's do not. */
  readonly movedByRole: Role;
  readonly fromDate: string;
  /** HH:mm */
  readonly fromTime: string;
  readonly toDate: string;
  /** HH:mm */
  readonly toTime: string;
  /** Required of an admin; a customer may give none. */
  readonly reason: string | null;
  readonly createdAt: string;
}

/** Days the studio is shut, both ends included, as calendar days at 00:00 UTC. */
export interface ClosureRow {
  readonly id: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly label: string;
  /** What customers are told, e.g. when the studio opens again. */
  readonly note: string;
  readonly createdAt: string;
}

/**
 * One reminder on one channel, made by the upkeep once it falls due: an email (sent when made) or a
 * WhatsApp item the admin sends by hand. A reminder is made once per booking, kind and due instant, as one
 * row per channel.
 */
export interface ReminderRow {
  readonly id: number;
  readonly reservationId: number;
  /** The customer it is for. */
  readonly userId: number;
  readonly kind: ReminderKind;
  readonly channel: ReminderChannel;
  /** The email address, or the phone number for WhatsApp, as the customer's account had it. */
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  /** The app path the body points to (the payment or review page), written in the body as it is. */
  readonly link: string | null;
  /** When it fell due, after the quiet hours' shift: with the booking and kind, what makes it once only. */
  readonly dueAt: string;
  readonly createdAt: string;
  /** An email's is its `createdAt`; a WhatsApp item's is null until the admin marks it sent. */
  readonly sentAt: string | null;
  /**
   * When a WhatsApp item still unsent stopped applying (its booking moved, was cancelled or paid, its moment
   * passed, the customer opted out): it leaves the queue for good. Null otherwise, and always for an email.
   */
  readonly withdrawnAt: string | null;
}

/**
 * The album of a finished session, made when its first originals go in (a finished session without one is
 * waiting for photos). Its days are studio days at 00:00 UTC, both included.
 */
export interface AlbumRow {
  readonly id: number;
  readonly reservationId: number;
  /** The last day to choose: set when the first originals went in, moved when the choice is reopened. */
  readonly selectionDeadline: string | null;
  readonly submittedAt: string | null;
  /** When the admin last reopened a sent choice: the customer is told of it as they were of the first opening. */
  readonly reopenedAt: string | null;
  readonly deliveredAt: string | null;
  /** The last day it can be downloaded: set on delivery, moved when the admin extends it. */
  readonly availableUntil: string | null;
  readonly createdAt: string;
}

/** One original of an album, with the customer's choice of it and, once edited, its edited file. */
export interface AlbumPhotoRow {
  readonly id: number;
  readonly albumId: number;
  /** As the camera named it ("DSC_0412.jpg"): how edited files are matched to the chosen originals. */
  readonly fileName: string;
  readonly url: string;
  /** A small copy for the grid, made once when the original went in. */
  readonly thumbnailUrl: string;
  /** A screen-sized copy for the lightbox, made once when the original went in. */
  readonly previewUrl: string;
  readonly width: number;
  readonly height: number;
  /** Bytes of the original. */
  readonly size: number;
  readonly isChosen: boolean;
  /** The customer's wish for its editing ("rapikan rambut"); '' when none or not chosen. */
  readonly note: string;
  readonly editedUrl: string | null;
  readonly uploadedAt: string;
}

/**
 * One version of the studio's settings: the last is in force. Every saved change adds a version, so what changed,
 * by whom and when is never lost; the first version is the studio's start (`changedBy` null).
 */
export interface SettingsRow extends SettingsRequest {
  readonly id: number;
  /** The admin who saved this version; null for the first. */
  readonly changedBy: number | null;
  readonly createdAt: string;
}

/**
 * A payment gateway's charge for one installment of a transaction: a QRIS of exactly `amount` whose reference is
 * `orderId`, payable until `expiresAt`. Paid once the gateway reports it; past `expiresAt` unpaid, it has expired.
 */
export interface ChargeRow {
  readonly id: number;
  readonly transactionId: number;
  readonly orderId: string;
  /** Which installment it pays: 1, or 2 for a down payment's balance. */
  readonly installment: number;
  readonly amount: number;
  readonly qris: string;
  readonly expiresAt: string;
  /** `expired` only once the gateway said so; a `pending` charge past `expiresAt` has expired too. */
  readonly status: 'pending' | 'paid' | 'expired';
  readonly createdAt: string;
}

/**
 * A payment the gateway reported (a `settlement` notification), kept once per gateway transaction whatever became of
 * it: applied to its installment, or waiting for the admin's review (`reason`), who accepts or refunds it.
 */
export interface GatewayPaymentRow {
  readonly id: number;
  readonly chargeId: number;
  /** The gateway's own id of the payment: the same payment reported again is this one. */
  readonly gatewayTransactionId: string;
  readonly amount: number;
  /** When the payer paid, as the gateway says. */
  readonly paidAt: string;
  readonly receivedAt: string;
  readonly status: GatewayPaymentStatus;
  readonly reason: GatewayPaymentReason | null;
  /** The accepted proof it became, once applied or accepted. */
  readonly proofId: number | null;
  /** The admin who accepted or refunded it, when, how it went back, and their note. */
  readonly reviewedBy: number | null;
  readonly reviewedAt: string | null;
  readonly refundMethod: RefundMethod | null;
  readonly note: string;
}

/**
 * The server key the gateway signs its notifications with: made at random when the store is first made, kept with
 * its data, never in an answer. The last one is in use.
 */
export interface GatewayKeyRow {
  readonly id: number;
  readonly key: string;
  readonly createdAt: string;
}

/**
 * The morning summary an admin was sent on a studio day (an emulated email): made by the upkeep once it is 07:00 WIB
 * or later that day, once per admin and day, with the figures it counted then.
 */
export interface DigestRow {
  readonly id: number;
  /** The studio day it summarises, as `ReservationRow.date` keeps a day. */
  readonly day: string;
  /** The admin it was made for: their outbox lists it, whatever their email becomes. */
  readonly userId: number;
  /** The admin's email when it was made. */
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly figures: DigestFigures;
  readonly createdAt: string;
}

/**
 * What the studio owes back for a cancelled booking that was paid for: recorded by the cancellation, waiting until
 * the admin records how and when it was paid back.
 */
export interface RefundRow {
  readonly id: number;
  readonly reservationId: number;
  /** Whole rupiah to give back. */
  readonly amount: number;
  /** What had reached the studio for the booking when it was cancelled. */
  readonly paid: number;
  /** The policy's tier for a customer's cancellation; null when the studio set the amount. */
  readonly percent: number | null;
  readonly by: RefundCanceller;
  /** The admin's reason; '' for a customer's cancellation. */
  readonly reason: string;
  /** The customer's account to transfer to; null when the studio cancelled. */
  readonly bankAccount: BankAccount | null;
  readonly status: RefundStatus;
  readonly method: RefundMethod | null;
  /** The studio day it was paid back, as its 00:00 UTC instant; null while waiting. */
  readonly paidAt: string | null;
  /** The receipt's upload URL, if the admin kept one. */
  readonly image: string | null;
  /** The admin who recorded it paid; null while waiting. */
  readonly paidBy: number | null;
  readonly createdAt: string;
}

/** A booking's voucher: `total` is the package and add-ons less `discount`. */
export interface ReservationVoucher {
  readonly id: number;
  readonly code: string;
  readonly discount: number;
}

/**
 * A promo code. Its uses are the reservations that applied it (`reservations.voucher.id`); a cancelled one's use is
 * given back, so the quota counts the others. Days are calendar days, both included, in the studio's zone.
 */
export interface VoucherRow {
  readonly id: number;
  /** In capitals, unique. */
  readonly code: string;
  readonly kind: VoucherKind;
  /** A percentage (1-100) or whole rupiah. */
  readonly value: number;
  readonly maxDiscount: number | null;
  readonly minSubtotal: number;
  readonly validFrom: string;
  readonly validTo: string;
  readonly quota: number | null;
  readonly perCustomer: number | null;
  readonly categoryIds: readonly number[];
  readonly packageIds: readonly number[];
  readonly active: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Who called off a booking that gives money back: its customer, the admin, or a closing of the studio. */
export type RefundCanceller = 'customer' | 'admin' | 'closure';

export interface UploadRow {
  readonly id: number;
  /** The URL the backend serves the file back from. */
  readonly url: string;
  readonly entity: UploadEntity;
  readonly mimeType: string;
  readonly size: number;
  readonly uploadedBy: number;
  readonly createdAt: string;
}

export interface Tables {
  readonly users: readonly UserRow[];
  readonly tokens: readonly TokenRow[];
  readonly loginFailures: readonly LoginFailureRow[];
  readonly categories: readonly CategoryRow[];
  readonly packages: readonly PackageRow[];
  readonly addons: readonly AddonRow[];
  readonly timeSlots: readonly TimeSlotRow[];
  readonly reservations: readonly ReservationRow[];
  readonly reservationDetails: readonly ReservationDetailRow[];
  readonly transactions: readonly TransactionRow[];
  readonly transactionDetails: readonly TransactionDetailRow[];
  readonly reviews: readonly ReviewRow[];
  readonly reschedules: readonly RescheduleRow[];
  readonly closures: readonly ClosureRow[];
  readonly reminders: readonly ReminderRow[];
  readonly settings: readonly SettingsRow[];
  readonly refunds: readonly RefundRow[];
  readonly vouchers: readonly VoucherRow[];
  readonly charges: readonly ChargeRow[];
  readonly gatewayPayments: readonly GatewayPaymentRow[];
  readonly gatewayKeys: readonly GatewayKeyRow[];
  readonly digests: readonly DigestRow[];
  readonly uploads: readonly UploadRow[];
  readonly albums: readonly AlbumRow[];
  readonly albumPhotos: readonly AlbumPhotoRow[];
}

export type TableName = keyof Tables;

export type TableWithIds = Exclude<TableName, 'tokens' | 'loginFailures'>;

/** The last id handed out per table. */
export type Sequences = Record<TableWithIds, number>;

/**
 * The database as the store hands it out: never changed in place (its rows are frozen), only replaced through a
 * draft (draft.ts), so whoever reads it reads one consistent state.
 */
export interface Db extends Tables {
  readonly sequences: Readonly<Sequences>;
}

export const tableNames = [
  'users',
  'tokens',
  'loginFailures',
  'categories',
  'packages',
  'addons',
  'timeSlots',
  'reservations',
  'reservationDetails',
  'transactions',
  'transactionDetails',
  'reviews',
  'reschedules',
  'closures',
  'reminders',
  'settings',
  'refunds',
  'vouchers',
  'charges',
  'gatewayPayments',
  'gatewayKeys',
  'digests',
  'uploads',
  'albums',
  'albumPhotos',
] as const satisfies readonly (keyof Tables)[];

export function createEmptyDb(): Db {
  return {
    users: [],
    tokens: [],
    loginFailures: [],
    categories: [],
    packages: [],
    addons: [],
    timeSlots: [],
    reservations: [],
    reservationDetails: [],
    transactions: [],
    transactionDetails: [],
    reviews: [],
    reschedules: [],
    closures: [],
    reminders: [],
    settings: [],
    refunds: [],
    vouchers: [],
    charges: [],
    gatewayPayments: [],
    gatewayKeys: [],
    digests: [],
    uploads: [],
    albums: [],
    albumPhotos: [],
    sequences: {
      users: 0,
      categories: 0,
      packages: 0,
      addons: 0,
      timeSlots: 0,
      reservations: 0,
      reservationDetails: 0,
      transactions: 0,
      transactionDetails: 0,
      reviews: 0,
      reschedules: 0,
      closures: 0,
      reminders: 0,
      settings: 0,
      refunds: 0,
      vouchers: 0,
      charges: 0,
      gatewayPayments: 0,
      gatewayKeys: 0,
      digests: 0,
      uploads: 0,
      albums: 0,
      albumPhotos: 0,
    },
  };
}
