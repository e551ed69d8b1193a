import type {
  BookedSlot,
  Category,
  CategoryAddon,
  CategoryPackage,
  Charge,
  Reminder,
  PaymentProof,
  PaymentProofSummary,
  PublicReview,
  Refund,
  Reschedule,
  Reservation,
  Review,
  Transaction,
} from '@/lib/api/api-types';
import type {
  AddonRow,
  CategoryRow,
  Db,
  ReminderRow,
  PackageRow,
  RefundRow,
  RescheduleRow,
  ReservationDetailRow,
  ReservationRow,
  ReviewRow,
  TransactionDetailRow,
  TransactionRow,
} from '../db/schema';
import { isProofDecisionOverdue } from './transactions/proof-overdue';
import {
  byCategory,
  byCharge,
  byReservation,
  byTransaction,
  inReview,
  rowsById,
  rowsGroupedBy,
  rowsWhere,
} from './table-index';
import { reminderStatus } from './reminders/reminder-sweep';
import { arrivalCodeOf } from '@/lib/rules/arrivals';
import { priceAsBooked } from './reservations/reservation-records';
import { chargeStatusAt } from '@/lib/rules/charges';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';

/** A value made on first use, then kept. */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Every user's name by id: what the lists' searches look for a customer in. */
export function userNames(db: Db): { get(id: number): string | undefined } {
  const users = rowsById(db.users);
  return { get: (id) => users.get(id)?.name };
}

/**
 * Lookups for building responses: each made on first use and kept with its table (table-index.ts), so a
 * list of thousands of reservations joins its users, details, transactions and reviews in one pass each, and
 * one reservation's view reuses what earlier requests made of the tables no change has touched since.
 */
export function createViews(db: Db) {
  const usersById = lazy(() => rowsById(db.users));
  const categoriesById = lazy(() => rowsById(db.categories));
  const packagesByCategory = lazy(() => rowsGroupedBy(db.packages, byCategory));
  const detailsByReservation = lazy(() => rowsGroupedBy(db.reservationDetails, byReservation));
  const transactionsByReservation = lazy(() => rowsGroupedBy(db.transactions, byReservation));
  const reviewsByReservation = lazy(() => rowsGroupedBy(db.reviews, byReservation));
  const proofsByTransaction = lazy(() => rowsGroupedBy(db.transactionDetails, byTransaction));
  const reservationsById = lazy(() => rowsById(db.reservations));
  const reschedulesByReservation = lazy(() => rowsGroupedBy(db.reschedules, byReservation));
  const chargesByTransaction = lazy(() => rowsGroupedBy(db.charges, byTransaction));
  const reviewsByCharge = lazy(() => rowsGroupedBy(rowsWhere(db.gatewayPayments, inReview), byCharge));
  // The settings in force say how QRIS is paid (settings.ts's `currentSettings`, read here without importing it).
  const qrisMode = db.settings.at(-1)?.payments.qris ?? DEFAULT_SETTINGS.payments.qris;

  const rescheduleView = (move: RescheduleRow): Reschedule => ({
    id: move.id,
    movedBy: { name: usersById().get(move.movedBy)?.name ?? '', role: move.movedByRole },
    fromDate: move.fromDate,
    fromTime: move.fromTime,
    toDate: move.toDate,
    toTime: move.toTime,
    reason: move.reason,
    createdAt: move.createdAt,
  });

  const reschedulesOf = (reservationId: number) =>
    (reschedulesByReservation().get(reservationId) ?? []).map(rescheduleView);

  const categoryRef = (categoryId: number) => {
    const category = categoriesById().get(categoryId);
    return { id: categoryId, name: category?.name ?? '', images: [...(category?.images ?? [])] };
  };

  const detailView = (row: ReservationDetailRow) => ({
    id: row.id,
    quantity: row.quantity,
    categoryAddon: { id: row.categoryAddonId, name: row.addonName, unit: row.addonUnit, price: row.addonPrice },
  });

  const reservationCore = (row: ReservationRow) => ({
    id: row.id,
    date: row.date,
    status: row.status,
    total: row.total,
    updatedAt: row.updatedAt,
    timeSlot: { id: row.timeSlotId, time: row.snapshot.time },
    category: { id: row.categoryId, name: row.snapshot.categoryName, images: [row.snapshot.categoryImage] },
    categoryPackage: { id: row.categoryPackageId, name: row.snapshot.packageName, price: row.snapshot.packagePrice },
    reservation_detail: (detailsByReservation().get(row.id) ?? []).map(detailView),
  });

  const userOf = (userId: number) => {
    const user = usersById().get(userId);
    return { id: userId, name: user?.name ?? '', email: user?.email ?? null, phone: user?.phone ?? '' };
  };

  const proofView = (row: TransactionDetailRow): PaymentProof => ({
    id: row.id,
    total: row.total,
    isValid: row.isValid,
    createdAt: row.createdAt,
    method: row.method,
    images: row.image === null ? [] : [{ imageUrl: row.image }],
  });

  /** A proof as a reservation lists it: its decision, without the image. */
  const proofSummary = ({ id, total, isValid, createdAt }: TransactionDetailRow): PaymentProofSummary => ({
    id,
    total,
    isValid,
    createdAt,
  });

  const refundsByReservation = lazy(() => rowsGroupedBy(db.refunds, byReservation));

  const refundView = (row: RefundRow): Refund => {
    const reservation = reservationsById().get(row.reservationId);
    if (!reservation) throw new Error(`Refund ${row.id} has no reservation`);
    return {
      id: row.id,
      status: row.status,
      amount: row.amount,
      paid: row.paid,
      percent: row.percent,
      by: row.by,
      reason: row.reason,
      bankAccount: row.bankAccount === null ? null : { ...row.bankAccount },
      method: row.method,
      paidAt: row.paidAt,
      image: row.image,
      createdAt: row.createdAt,
      customer: { id: reservation.userId, name: userOf(reservation.userId).name },
      reservation: {
        id: reservation.id,
        date: reservation.date,
        time: reservation.snapshot.time,
        categoryName: reservation.snapshot.categoryName,
        packageName: reservation.snapshot.packageName,
      },
    };
  };

  /** A booking gives money back at most once: when it was cancelled. */
  /** A transaction's latest gateway charge as it stands at `now`, or null when it has none. */
  const latestChargeView = (transactionId: number, now: Date): Charge | null => {
    const charge = chargesByTransaction().get(transactionId)?.at(-1);
    if (!charge) return null;
    const { orderId, amount, qris, expiresAt, createdAt } = charge;
    return { orderId, amount, qris, expiresAt, status: chargeStatusAt(charge, now), createdAt };
  };

  const refundOf = (reservationId: number) => {
    const row = refundsByReservation().get(reservationId)?.[0];
    return row === undefined ? null : refundView(row);
  };

  return {
    refund: refundView,
    category: (row: CategoryRow): Category => ({
      id: row.id,
      name: row.name,
      images: [...row.images],
      createdAt: row.createdAt,
      category_packages: (packagesByCategory().get(row.id) ?? []).map(
        ({ id, name, price, description, editedQuota }) => ({ id, name, price, description, editedQuota }),
      ),
    }),

    package: (row: PackageRow): CategoryPackage => ({
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.price,
      editedQuota: row.editedQuota,
      categoryId: row.categoryId,
      category: categoryRef(row.categoryId),
      createdAt: row.createdAt,
    }),

    addon: (row: AddonRow): CategoryAddon => {
      const { id, name } = categoryRef(row.categoryId);
      return { ...row, category: { id, name } };
    },

    reservation: (row: ReservationRow): Reservation => ({
      ...reservationCore(row),
      ...priceAsBooked(row),
      channel: row.channel,
      arrivalCode: arrivalCodeOf(row.id),
      checkedInAt: row.checkedInAt,
      policy: row.policy,
      refund: refundOf(row.id),
      createdAt: row.createdAt,
      user: userOf(row.userId),
      transactions: (transactionsByReservation().get(row.id) ?? []).map(({ id, type, status, total, expiredAt }) => ({
        id,
        type,
        status,
        total,
        expiredAt,
        transaction_detail: (proofsByTransaction().get(id) ?? []).map(proofSummary),
      })),
      review: (reviewsByReservation().get(row.id) ?? []).map(({ id, rating, review, createdAt }) => ({
        id,
        rating,
        review,
        createdAt,
      })),
      reschedules: reschedulesOf(row.id),
    }),

    bookedSlot: (row: ReservationRow): BookedSlot => ({
      id: row.id,
      status: row.status,
      timeSlot: { id: row.timeSlotId, time: row.snapshot.time },
    }),

    /** A transaction as the admin and its customer see it at `now` (which tells whether a decision is overdue). */
    transaction: (row: TransactionRow, now: Date): Transaction => {
      const reservation = reservationsById().get(row.reservationId);
      if (!reservation) throw new Error(`Transaction ${row.id} has no reservation`);
      const { id, name } = userOf(reservation.userId);
      const proofs = proofsByTransaction().get(row.id) ?? [];
      return {
        ...row,
        reservation: {
          ...reservationCore(reservation),
          ...priceAsBooked(reservation),
          channel: reservation.channel,
          arrivalCode: arrivalCodeOf(reservation.id),
          user: { id, name },
          reschedules: reschedulesOf(reservation.id),
          policy: reservation.policy,
          refund: refundOf(reservation.id),
        },
        transaction_detail: proofs.map(proofView),
        decisionOverdue: isProofDecisionOverdue(row, reservation, proofs, now),
        qris: qrisMode,
        charge: latestChargeView(row.id, now),
        paymentsInReview: (chargesByTransaction().get(row.id) ?? []).flatMap((charge) =>
          (reviewsByCharge().get(charge.id) ?? []).map(({ amount, reason, paidAt }) => ({
            amount,
            expectedAmount: charge.amount,
            reason: reason ?? 'closed',
            paidAt,
          })),
        ),
      };
    },

    review: (row: ReviewRow): Review => {
      const reservation = reservationsById().get(row.reservationId);
      if (!reservation) throw new Error(`Review ${row.id} has no reservation`);
      const { id, name } = userOf(row.userId);
      return {
        id: row.id,
        rating: row.rating,
        review: row.review,
        createdAt: row.createdAt,
        reservationId: row.reservationId,
        reservation: reservationCore(reservation),
        user: { id, name },
      };
    },

    /** A reminder on one channel, with its customer's name and its booking's day and slot as they are now. */
    reminder: (row: ReminderRow): Reminder => {
      const reservation = reservationsById().get(row.reservationId);
      if (!reservation) throw new Error(`Reminder ${row.id} has no reservation`);
      return {
        id: row.id,
        kind: row.kind,
        channel: row.channel,
        status: reminderStatus(row),
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        link: row.link,
        dueAt: row.dueAt,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
        customer: { id: row.userId, name: userOf(row.userId).name },
        reservation: { id: reservation.id, date: reservation.date, time: reservation.snapshot.time },
      };
    },

    publicReview: (row: ReviewRow): PublicReview => ({
      id: row.id,
      rating: row.rating,
      review: row.review,
      createdAt: row.createdAt,
      user: { name: userOf(row.userId).name },
    }),
  };
}
