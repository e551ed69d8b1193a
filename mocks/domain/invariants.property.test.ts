/**
 * Random sequences of customer, admin and clock operations, driven straight through the rules on a copy of
 * the seed, with the store's upkeep (`expireOverdue`) before each one. Refusals are fine; after every
 * operation the invariants below must hold. A failure shrinks to a short list of operations, and its message
 * tells which invariant broke and what each operation answered.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { changesOf, draftOf, finishDraft, updateRow, type Draft } from '../db/draft';
import { demoAccounts } from '../db/seed';
import type {
  Db,
  ReservationDetailRow,
  ReservationRow,
  TimeSlotRow,
  TransactionDetailRow,
  TransactionRow,
} from '../db/schema';
import { createTestSeed } from '../test-kit/seed';
import { adminSignedInAt } from '../test-kit/rules';
import { issueProofUrl, type SignedIn, signIn, signUpCustomers } from '../test-kit/sign-ins';
import type { Caller } from './accounts/access';
import { addonRules } from './catalogue/addons';
import { cancelOwnReservation } from './reservations/customer-cancellation';
import { DomainError } from './errors';
import { expireOverdue } from './reservations/expiry';
import { packageRules } from './catalogue/packages';
import {
  cancelReservation,
  completeReservation,
  createReservation,
  MAX_PENDING_RESERVATIONS,
} from './reservations/reservations';
import { SLOT_TAKEN } from './reservations/bookable-slot';
import { addDays, DAY_MS, HOUR_MS, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import { createTimeSlot, deleteTimeSlot } from './catalogue/time-slots';
import { isAwaitingDecision } from '@/lib/rules/proofs';
import { customerRefund } from '@/lib/rules/refunds';
import { refundableBookingOf } from './refunds/refunds';
import { sessionStartOf } from './reservations/reservation-records';
import { createTransaction, decideProof, markTransactionPaid, payTransaction } from './transactions/transactions';

/** 10:00 in Jakarta. Sessions last 7 days, so the clock stays within 6 days of it. */
const T0 = new Date('2026-11-22T03:00:00.000Z');
const LATEST = T0.getTime() + 6 * DAY_MS;
const MINUTE_MS = 60_000;
/** Rules act on one of the newest few rows, so operations meet what earlier ones made. */
const RECENT = 8;
const NUM_RUNS = 200;
const MAX_OPS = 50;

type TransactionType = 'fullpayment' | 'downpayment';

type AddonChoice = { from: 'category' | 'other category' | 'nowhere'; pick: number; quantity: number };

/** Which rows an operation aims at: those it can apply to (most of the time), or any recent one. */
type Among = 'open' | 'any';

/** A day and slot, or the day and time of one of the newest bookings still to come. */
type BookingTime = { dayOffset: number; slot: number } | { sameTimeAs: number };

type Op =
  | { kind: 'advance'; minutes: number }
  | { kind: 'advance past a deadline'; transaction: number; overshootMinutes: number }
  | { kind: 'advance to a session'; reservation: number; overshootMinutes: number }
  | {
      kind: 'book';
      customer: number;
      when: BookingTime;
      category: number;
      packageFrom: 'category' | 'other category';
      packagePick: number;
      addons: AddonChoice[];
    }
  | {
      kind: 'create transaction';
      among: Among;
      reservation: number;
      byOwner: boolean;
      customer: number;
      type: TransactionType;
    }
  | {
      kind: 'pay';
      among: Among;
      transaction: number;
      byOwner: boolean;
      customer: number;
      image: 'own upload' | "someone else's upload" | 'never uploaded';
    }
  | { kind: 'decide proof'; among: Among; proof: number; valid: boolean }
  | { kind: 'mark paid'; among: Among; transaction: number }
  | { kind: 'cancel'; among: Among; reservation: number }
  | { kind: 'cancel own'; among: Among; reservation: number; byOwner: boolean; customer: number }
  | { kind: 'complete'; among: Among; reservation: number }
  | { kind: 'delete time slot'; among: Among; pick: number }
  | { kind: 'add time slot'; among: Among; pick: number }
  | { kind: 'edit package'; pick: number; price: number; rename: boolean }
  | { kind: 'edit add-on'; pick: number; price: number; rename: boolean };

const pick = fc.nat({ max: 40 });
const mostly = <T>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: usual }, { weight: 1, arbitrary: rare });
const among: fc.Arbitrary<Among> = mostly(fc.constant('open' as const), fc.constant('any' as const));
const byOwner = mostly(fc.constant(true), fc.constant(false));
const price = mostly(fc.integer({ min: 1000, max: 3_000_000 }), fc.constantFrom(0, 999, 3_000_001));
const transactionType = fc.constantFrom<TransactionType>('fullpayment', 'downpayment');

/** Add-ons of the category (each at most once, 1 to 10 of it), or now and then a list that may break a rule. */
const addonChoices: fc.Arbitrary<AddonChoice[]> = mostly(
  fc.uniqueArray(fc.nat({ max: 3 }), { maxLength: 3 }).chain((picks) =>
    fc.tuple(
      ...picks.map((addonPick) =>
        fc.record({
          from: fc.constant('category' as const),
          pick: fc.constant(addonPick),
          quantity: fc.integer({ min: 1, max: 10 }),
        }),
      ),
    ),
  ),
  fc.array(
    fc.record({
      from: fc.constantFrom<AddonChoice['from']>('category', 'other category', 'nowhere'),
      pick: fc.nat({ max: 3 }),
      quantity: fc.integer({ min: 0, max: 11 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
);

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.oneof(fc.integer({ min: 1, max: 180 }), fc.integer({ min: 180, max: 36 * 60 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance past a deadline' as const),
      transaction: pick,
      overshootMinutes: fc.integer({ min: 0, max: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance to a session' as const),
      reservation: pick,
      overshootMinutes: fc.integer({ min: -1, max: 5 }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      customer: pick,
      // A few days and slots, so that customers often want the same one.
      when: mostly<BookingTime>(
        fc.record({
          dayOffset: mostly(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -1, max: 8 })),
          slot: mostly(fc.nat({ max: 3 }), pick),
        }),
        fc.record({ sameTimeAs: pick }),
      ),
      category: pick,
      packageFrom: mostly(fc.constant('category' as const), fc.constant('other category' as const)),
      packagePick: pick,
      addons: addonChoices,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('create transaction' as const),
      among,
      reservation: pick,
      byOwner,
      customer: pick,
      type: transactionType,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      among,
      transaction: pick,
      byOwner,
      customer: pick,
      image: mostly(
        fc.constant('own upload' as const),
        fc.constantFrom<"someone else's upload" | 'never uploaded'>("someone else's upload", 'never uploaded'),
      ),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('decide proof' as const),
      among,
      proof: pick,
      valid: mostly(fc.constant(true), fc.constant(false)),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('mark paid' as const), among, transaction: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), among, reservation: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel own' as const),
      among,
      reservation: pick,
      byOwner,
      customer: pick,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('complete' as const), among, reservation: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete time slot' as const), among, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add time slot' as const), among, pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('edit package' as const), pick, price, rename: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit add-on' as const), pick, price, rename: fc.boolean() }) },
);

/** The seed with the admin and some customers signed in: each run starts from a copy of it. */
let base: { db: Db; admin: SignedIn; customers: SignedIn[] };

beforeAll(async () => {
  const db = draftOf(await createTestSeed(T0));
  // Every other package costs an odd amount, so down payments often split into halves a rupiah apart.
  db.packages.forEach((row, index) => {
    if (index % 2 === 0) updateRow(db, 'packages', row, { price: row.price + 1 });
  });
  const seededCustomers = db.users.filter((user) => user.role === 'user');
  const newcomers = await signUpCustomers(db, 3, T0, 'sifat');
  const regulars = await Promise.all(
    seededCustomers.map((user) => signIn(db, user.email ?? '', demoAccounts.customer.password, T0)),
  );
  const admin = await signIn(db, demoAccounts.admin.email, demoAccounts.admin.password, T0);
  base = { db: finishDraft(db), admin, customers: [...newcomers, ...regulars] };
});

class InvariantBroken extends Error {
  override name = 'InvariantBroken';
}

const at = <T>(rows: readonly T[], index: number): T | undefined =>
  rows.length === 0 ? undefined : rows[index % rows.length];
const newest = <Row extends { id: number }>(rows: readonly Row[]): Row[] =>
  [...rows].sort((a, b) => b.id - a.id).slice(0, RECENT);

/** What a reservation must keep forever from the moment it is made. */
function frozenForm(reservation: ReservationRow, details: readonly ReservationDetailRow[]): string {
  const kept = details.map(({ categoryAddonId, quantity, addonName, addonUnit, addonPrice }) => ({
    categoryAddonId,
    quantity,
    addonName,
    addonUnit,
    addonPrice,
  }));
  const { total, snapshot, date, timeSlotId, categoryId, categoryPackageId, userId, createdAt } = reservation;
  return JSON.stringify({
    total,
    snapshot,
    date,
    timeSlotId,
    categoryId,
    categoryPackageId,
    userId,
    createdAt,
    details: kept,
  });
}

function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/** The studio's opening times: every 20 minutes from 10:20 to 19:40. */
const GRID_TIMES = Array.from({ length: 28 }, (_, index) => {
  const minutes = 10 * 60 + 20 + index * 20;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The only ways a reservation, a transaction or a proof may change state. */
const FORWARD = new Set([
  'pending → cancelled',
  'pending → success',
  'unpaid → paid',
  'unpaid → expired',
  'null → true',
  'null → false',
]);

const required = (type: TransactionType) => (type === 'fullpayment' ? 1 : 2);
const dueNow = (total: number, type: TransactionType) => (type === 'fullpayment' ? total : Math.ceil(total / 2));

/** One run: the database, the clock, and what the invariants remember between operations. */
class Run {
  /** One draft for the whole run, as a store's transactions would follow one another. */
  readonly db: Draft = draftOf(base.db);
  now = new Date(T0);
  readonly log: string[] = [];
  private readonly frozen = new Map<number, string>();
  /** A reservation's rows last found as they were made: rows are frozen, so the same objects are still so. */
  private readonly foundAsMade = new WeakMap<ReservationRow, readonly ReservationDetailRow[]>();
  /** The seed may give a customer more pending reservations than a booking may; none may be added then. */
  private readonly initiallyPending = new Map<number, number>();

  constructor() {
    const details = groupBy(this.db.reservationDetails, (detail) => detail.reservationId);
    for (const reservation of this.db.reservations) {
      this.frozen.set(reservation.id, frozenForm(reservation, details.get(reservation.id) ?? []));
      if (reservation.status === 'pending')
        this.initiallyPending.set(reservation.userId, (this.initiallyPending.get(reservation.userId) ?? 0) + 1);
    }
  }

  fail(message: string): never {
    throw new InvariantBroken(`${message}\n  at ${this.now.toISOString()}, after:\n  ${this.log.join('\n  ')}`);
  }

  check(condition: boolean, message: () => string): void {
    if (!condition) this.fail(message());
  }

  caller(person: SignedIn): Caller {
    return { token: person.token, now: this.now };
  }

  get admin(): Caller {
    return this.caller(base.admin);
  }

  customer(index: number): SignedIn {
    return base.customers[index % base.customers.length]!;
  }

  ownerOr(userId: number, byOwner: boolean, fallback: number): SignedIn {
    const owner = base.customers.find((person) => person.id === userId);
    return byOwner && owner ? owner : this.customer(fallback);
  }

  reservationOf(transaction: TransactionRow): ReservationRow {
    const reservation = this.db.reservations.find((row) => row.id === transaction.reservationId);
    if (!reservation) this.fail(`transaction ${transaction.id} has no reservation`);
    return reservation;
  }

  /** One of the newest rows an operation can apply to, or of all the newest rows. */
  target<Row extends { id: number }>(
    among: Among,
    rows: readonly Row[],
    isOpen: (row: Row) => boolean,
    index: number,
  ): Row | undefined {
    return at(newest(among === 'open' ? rows.filter(isOpen) : rows), index);
  }

  proofsOf(transaction: TransactionRow) {
    return this.db.transactionDetails.filter((proof) => proof.transactionId === transaction.id);
  }

  transactionOf(reservation: ReservationRow): TransactionRow | undefined {
    return this.db.transactions.find((row) => row.reservationId === reservation.id);
  }

  /** Runs a rule: a refusal is an answer like any other, anything else thrown fails the property. */
  attempt<T>(label: string, rule: () => T): T | DomainError {
    const changesBefore = changesOf(this.db).length;
    try {
      const result = rule();
      this.log.push(`${label}: ok`);
      const word = label.split(' ')[0] ?? label;
      succeeded.set(word, (succeeded.get(word) ?? 0) + 1);
      return result;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.log.push(`${label}: ${error.status} ${error.message}`);
      // A store drops the draft of a refused request; a rule must refuse before it changes anything all the same.
      if (changesOf(this.db).length !== changesBefore) throw new InvariantBroken(`${label} changed data, then refused`);
      return error;
    }
  }

  /** What the store's upkeep does before every request, and what must hold right after it. */
  maintain(): void {
    const before = this.statuses();
    const unpaidBefore = new Set(this.db.transactions.filter((row) => row.status === 'unpaid').map((row) => row.id));
    const expired = expireOverdue(this.db, this.now);
    if (expired > 0) {
      this.log.push(`expireOverdue: ${expired} expired`);
      succeeded.set('expireOverdue', (succeeded.get('expireOverdue') ?? 0) + 1);
    }
    // Nothing accepted yet: due by expiredAt. Half of a down payment accepted: the balance is due when the session starts.
    const deadlineOf = (transaction: TransactionRow): number | undefined => {
      const proofs = this.db.transactionDetails.filter((proof) => proof.transactionId === transaction.id);
      const valid = proofs.filter((proof) => proof.isValid === 'true').length;
      if (proofs.some((proof) => proof.isValid === null) || valid >= required(transaction.type)) return undefined;
      const reservation = this.db.reservations.find((row) => row.id === transaction.reservationId);
      if (valid === 0) return new Date(transaction.expiredAt).getTime();
      return reservation && slotStart(reservation.date, reservation.snapshot.time).getTime();
    };
    const isOverdue = (transaction: TransactionRow) => (deadlineOf(transaction) ?? Infinity) <= this.now.getTime();
    for (const transaction of this.db.transactions) {
      if (transaction.status === 'unpaid') {
        this.check(
          !isOverdue(transaction),
          () =>
            `transaction ${transaction.id} is unpaid past its deadline with no proof waiting and an installment missing`,
        );
      } else if (transaction.status === 'expired' && unpaidBefore.has(transaction.id)) {
        this.check(
          isOverdue(transaction),
          () => `transaction ${transaction.id} expired before its deadline, with a proof waiting or fully accepted`,
        );
      }
    }
    for (const reservation of this.db.reservations) {
      if (reservation.status === before.get(reservation.id)) continue;
      const cause = this.transactionOf(reservation);
      const expiredWithItsTransaction = cause?.status === 'expired' && unpaidBefore.has(cause.id);
      const windowPassedWithoutTransaction =
        cause === undefined &&
        Math.min(
          new Date(reservation.createdAt).getTime() + reservation.policy.holdHours * HOUR_MS,
          slotStart(reservation.date, reservation.snapshot.time).getTime(),
        ) <= this.now.getTime();
      this.check(
        reservation.status === 'cancelled' && (expiredWithItsTransaction || windowPassedWithoutTransaction),
        () => `upkeep turned reservation ${reservation.id} ${before.get(reservation.id)} → ${reservation.status}`,
      );
    }
    this.checkNothingPendingPastItsSession();
  }

  advanceTo(instant: number): void {
    const target = Math.min(Math.max(instant, this.now.getTime()), LATEST);
    this.now = new Date(target);
    this.log.push(`clock → ${this.now.toISOString()}`);
  }

  apply(op: Op): void {
    switch (op.kind) {
      case 'advance':
        return this.advanceTo(this.now.getTime() + op.minutes * MINUTE_MS);
      case 'advance past a deadline': {
        const transaction = at(newest(this.db.transactions.filter((row) => row.status === 'unpaid')), op.transaction);
        if (transaction) this.advanceTo(new Date(transaction.expiredAt).getTime() + op.overshootMinutes * MINUTE_MS);
        return;
      }
      case 'advance to a session': {
        const upcoming = this.db.reservations.filter(
          (row) => row.status === 'pending' && slotStart(row.date, row.snapshot.time) > this.now,
        );
        const reservation = at(newest(upcoming), op.reservation);
        if (reservation)
          this.advanceTo(
            slotStart(reservation.date, reservation.snapshot.time).getTime() + op.overshootMinutes * MINUTE_MS,
          );
        return;
      }
      case 'book':
        return this.book(op);
      case 'create transaction': {
        const reservation = this.target(
          op.among,
          this.db.reservations,
          (row) => row.status === 'pending' && !this.transactionOf(row),
          op.reservation,
        );
        if (!reservation) return;
        const person = this.ownerOr(reservation.userId, op.byOwner, op.customer);
        const hadTransaction = this.db.transactions.some((row) => row.reservationId === reservation.id);
        const wasPending = reservation.status === 'pending';
        const outcome = this.attempt(`create ${op.type} for reservation ${reservation.id} by user ${person.id}`, () =>
          createTransaction(this.db, this.caller(person), { reservationId: reservation.id, type: op.type }),
        );
        if (outcome instanceof DomainError) {
          if (outcome.message === 'Transaksi sudah dibuat')
            this.check(hadTransaction, () => 'refused as a duplicate without a transaction');
          return;
        }
        this.check(
          !hadTransaction && wasPending && person.id === reservation.userId,
          () => `transaction ${outcome.data.id} should have been refused`,
        );
        const created = this.db.transactions.find((row) => row.id === outcome.data.id);
        const deadline = Math.min(
          this.now.getTime() + 24 * HOUR_MS,
          slotStart(reservation.date, reservation.snapshot.time).getTime(),
        );
        this.check(
          created?.expiredAt === new Date(deadline).toISOString(),
          () => `transaction ${outcome.data.id} has deadline ${created?.expiredAt}`,
        );
        return;
      }
      case 'pay':
        return this.pay(op);
      case 'decide proof': {
        const proof = this.target(op.among, this.db.transactionDetails, (row) => row.isValid === null, op.proof);
        if (!proof) return;
        const wasUndecided = proof.isValid === null;
        const hasEnded = this.db.transactions.find((row) => row.id === proof.transactionId)?.status === 'expired';
        const outcome = this.attempt(
          `${op.valid ? 'validate' : 'invalidate'} proof ${proof.id} of transaction ${proof.transactionId}`,
          () => decideProof(this.db, this.admin, proof.transactionId, proof.id, op.valid),
        );
        const mayDecide = wasUndecided && !hasEnded;
        this.check(
          outcome instanceof DomainError !== mayDecide,
          () => `deciding proof ${proof.id} (undecided: ${wasUndecided}, expired: ${hasEnded}) answered wrongly`,
        );
        return;
      }
      case 'mark paid': {
        const someValid = (row: TransactionRow) => this.proofsOf(row).some((proof) => proof.isValid === 'true');
        const transaction = this.target(
          op.among,
          this.db.transactions,
          (row) => row.status === 'unpaid' && someValid(row),
          op.transaction,
        );
        if (transaction)
          this.attempt(`mark transaction ${transaction.id} paid`, () =>
            markTransactionPaid(this.db, this.admin, transaction.id),
          );
        return;
      }
      case 'cancel': {
        const reservation = this.target(
          op.among,
          this.db.reservations,
          (row) => row.status === 'pending',
          op.reservation,
        );
        if (reservation)
          this.attempt(`cancel reservation ${reservation.id}`, () =>
            cancelReservation(this.db, this.admin, reservation.id),
          );
        return;
      }
      case 'cancel own': {
        const proofSent = (row: ReservationRow) =>
          this.db.transactionDetails.some((proof) => proof.transactionId === this.transactionOf(row)?.id);
        const reservation = this.target(
          op.among,
          this.db.reservations,
          (row) => row.status === 'pending' && !proofSent(row),
          op.reservation,
        );
        if (!reservation) return;
        const person = this.ownerOr(reservation.userId, op.byOwner, op.customer);
        // Sent without a bank account, a customer's cancellation goes ahead only where it gives nothing back: before
        // the session, with no proof waiting, and nothing paid (or a policy that keeps what was paid by now).
        const waiting = this.db.transactionDetails.some(
          (proof) => proof.transactionId === this.transactionOf(reservation)?.id && isAwaitingDecision(proof),
        );
        const allowed =
          person.id === reservation.userId &&
          reservation.status === 'pending' &&
          this.now.getTime() < sessionStartOf(reservation) &&
          !waiting &&
          customerRefund(refundableBookingOf(this.db, reservation), this.now).amount === 0;
        const outcome = this.attempt(`withdraw reservation ${reservation.id} by user ${person.id}`, () =>
          cancelOwnReservation(this.db, this.caller(person), reservation.id),
        );
        this.check(
          outcome instanceof DomainError !== allowed,
          () => `withdrawing reservation ${reservation.id} by user ${person.id} answered wrongly`,
        );
        return;
      }
      case 'complete': {
        const completable = (row: ReservationRow) =>
          row.status === 'pending' &&
          this.transactionOf(row)?.status === 'paid' &&
          slotStart(row.date, row.snapshot.time) <= this.now;
        const reservation = this.target(op.among, this.db.reservations, completable, op.reservation);
        if (!reservation) return;
        const allowed = completable(reservation);
        const outcome = this.attempt(`complete reservation ${reservation.id}`, () =>
          completeReservation(this.db, this.admin, reservation.id),
        );
        this.check(
          outcome instanceof DomainError !== allowed,
          () => `completing reservation ${reservation.id} answered wrongly`,
        );
        return;
      }
      case 'delete time slot': {
        const inUse = new Set(
          this.db.reservations.filter((row) => row.status === 'pending').map((row) => row.timeSlotId),
        );
        const slot = this.target(op.among, this.db.timeSlots, (row) => !inUse.has(row.id), op.pick);
        if (slot)
          this.attempt(`delete time slot ${slot.id} (${slot.time})`, () =>
            deleteTimeSlot(this.db, this.admin, slot.id),
          );
        return;
      }
      case 'add time slot': {
        const missing = GRID_TIMES.filter((time) => !this.db.timeSlots.some((slot) => slot.time === time));
        const time = at(op.among === 'open' ? missing : GRID_TIMES, op.pick);
        if (time) this.attempt(`add time slot ${time}`, () => createTimeSlot(this.db, this.admin, { time }));
        return;
      }
      case 'edit package': {
        const row = at(this.db.packages, op.pick);
        if (!row) return;
        const input = {
          name: op.rename ? `Paket Ubahan ${op.price}` : row.name,
          description: row.description,
          price: op.price,
          editedQuota: row.editedQuota,
          categoryId: row.categoryId,
        };
        this.attempt(`edit package ${row.id} to ${input.name} @ ${op.price}`, () =>
          packageRules.update(this.db, this.admin, row.id, input),
        );
        return;
      }
      case 'edit add-on': {
        const row = at(this.db.addons, op.pick);
        if (!row) return;
        const input = {
          name: op.rename ? `Tambahan Ubahan ${op.price}` : row.name,
          unit: row.unit,
          price: op.price,
          categoryId: row.categoryId,
        };
        this.attempt(`edit add-on ${row.id} to ${input.name} @ ${op.price}`, () =>
          addonRules.update(this.db, this.admin, row.id, input),
        );
        return;
      }
    }
  }

  private book(op: Extract<Op, { kind: 'book' }>): void {
    const { db } = this;
    const person = this.customer(op.customer);
    const category = at(db.categories, op.category);
    const { date, slot } = this.bookingTime(op.when);
    if (!category || !slot) return;
    const packages =
      op.packageFrom === 'category'
        ? db.packages.filter((row) => row.categoryId === category.id)
        : db.packages.filter((row) => row.categoryId !== category.id);
    const chosenPackage = at(packages, op.packagePick);
    if (!chosenPackage) return;
    const addons = op.addons.map((choice) => {
      const candidates =
        choice.from === 'category'
          ? db.addons.filter((row) => row.categoryId === category.id)
          : db.addons.filter((row) => row.categoryId !== category.id);
      const addon = choice.from === 'nowhere' ? undefined : at(candidates, choice.pick);
      return { id: addon?.id ?? 9_999 + choice.pick, quantity: choice.quantity };
    });
    const input = { date, timeId: slot.id, categoryId: category.id, categoryPackageId: chosenPackage.id, addons };
    const expectedTotal = addons.reduce(
      (sum, { id, quantity }) => sum + (db.addons.find((row) => row.id === id)?.price ?? Number.NaN) * quantity,
      chosenPackage.price,
    );
    // A slot is a time of the day: a booking at the same time holds it even if the slot was deleted and added again since.
    const holders = db.reservations.filter(
      (row) => row.date === date && row.snapshot.time === slot.time && row.status !== 'cancelled',
    );
    const pending = db.reservations.filter((row) => row.userId === person.id && row.status === 'pending').length;

    const outcome = this.attempt(
      `book ${date.slice(0, 10)} ${slot.time} (slot ${slot.id}) package ${chosenPackage.id} ${JSON.stringify(addons)} by user ${person.id}`,
      () => createReservation(db, this.caller(person), input),
    );
    if (outcome instanceof DomainError) {
      if (outcome.message === SLOT_TAKEN) this.check(holders.length > 0, () => 'refused a free slot as taken');
      if (outcome.status === 409 && outcome.message !== SLOT_TAKEN)
        this.check(pending >= MAX_PENDING_RESERVATIONS, () => `refused with ${pending} pending`);
      return;
    }
    const ids = addons.map((addon) => addon.id);
    const allowed =
      holders.length === 0 &&
      pending < MAX_PENDING_RESERVATIONS &&
      slotStart(date, slot.time) > this.now &&
      chosenPackage.categoryId === category.id &&
      new Set(ids).size === ids.length &&
      addons.every(
        ({ id, quantity }) =>
          db.addons.find((row) => row.id === id)?.categoryId === category.id && quantity >= 1 && quantity <= 10,
      );
    this.check(allowed, () => `booking ${outcome.data.id} should have been refused`);
    this.check(
      outcome.data.total === expectedTotal,
      () => `booking ${outcome.data.id} costs ${outcome.data.total}, the catalogue says ${expectedTotal}`,
    );
    this.remember(outcome.data.id);
  }

  private bookingTime(when: BookingTime): { date: string; slot: TimeSlotRow | undefined } {
    if ('dayOffset' in when)
      return { date: addDays(studioDayOf(this.now), when.dayOffset), slot: at(this.db.timeSlots, when.slot) };
    const upcoming = this.db.reservations.filter(
      (row) => row.status !== 'cancelled' && slotStart(row.date, row.snapshot.time) > this.now,
    );
    const other = at(newest(upcoming), when.sameTimeAs);
    return { date: other?.date ?? '', slot: this.db.timeSlots.find((slot) => slot.time === other?.snapshot.time) };
  }

  private pay(op: Extract<Op, { kind: 'pay' }>): void {
    const payable = (row: TransactionRow) => {
      const proofs = this.proofsOf(row);
      const accepted = proofs.filter((proof) => proof.isValid === 'true').length;
      return (
        row.status === 'unpaid' && !proofs.some((proof) => proof.isValid === null) && accepted < required(row.type)
      );
    };
    const transaction = this.target(op.among, this.db.transactions, payable, op.transaction);
    if (!transaction) return;
    const reservation = this.reservationOf(transaction);
    const person = this.ownerOr(reservation.userId, op.byOwner, op.customer);
    const someoneElse = base.customers.find((candidate) => candidate.id !== person.id)!;
    const image =
      op.image === 'own upload'
        ? issueProofUrl(this.db, this.caller(person))
        : op.image === "someone else's upload"
          ? issueProofUrl(this.db, this.caller(someoneElse))
          : '/api/v1/files/tidak-pernah-diunggah.png';
    const outcome = this.attempt(`pay transaction ${transaction.id} by user ${person.id} with ${op.image}`, () =>
      payTransaction(this.db, this.caller(person), transaction.id, { image }),
    );
    if (!(outcome instanceof DomainError)) {
      this.check(
        op.image === 'own upload' && person.id === reservation.userId,
        () => `payment by user ${person.id} with ${op.image} was accepted`,
      );
    }
  }

  /** Whether a reservation and its add-ons are what they were when it was made; rows seen so before are not read again. */
  private isAsMade(reservation: ReservationRow, details: readonly ReservationDetailRow[]): boolean {
    const seen = this.foundAsMade.get(reservation);
    if (seen?.length === details.length && seen.every((row, index) => row === details[index])) return true;
    const asMade = this.frozen.get(reservation.id) === frozenForm(reservation, details);
    if (asMade) this.foundAsMade.set(reservation, details);
    return asMade;
  }

  private remember(reservationId: number): void {
    const reservation = this.db.reservations.find((row) => row.id === reservationId);
    if (!reservation) this.fail(`reservation ${reservationId} was answered but not stored`);
    this.frozen.set(
      reservationId,
      frozenForm(
        reservation,
        this.db.reservationDetails.filter((detail) => detail.reservationId === reservationId),
      ),
    );
  }

  /** A slot a cancellation freed can be booked again at once (when it has not started yet). */
  rebookFreedSlots(before: Map<number, string>): void {
    const freed = this.db.reservations.filter(
      (row) => row.status === 'cancelled' && before.get(row.id) !== 'cancelled',
    );
    for (const reservation of freed) {
      if (slotStart(reservation.date, reservation.snapshot.time) <= this.now) continue;
      const person = base.customers.find(
        (candidate) =>
          this.db.reservations.filter((row) => row.userId === candidate.id && row.status === 'pending').length <
          MAX_PENDING_RESERVATIONS,
      );
      const chosenPackage = this.db.packages[0];
      if (!person || !chosenPackage) continue;
      const input = {
        date: reservation.date,
        timeId: reservation.timeSlotId,
        categoryId: chosenPackage.categoryId,
        categoryPackageId: chosenPackage.id,
        addons: [],
      };
      const outcome = this.attempt(
        `rebook freed ${reservation.date.slice(0, 10)} ${reservation.snapshot.time} by user ${person.id}`,
        () => createReservation(this.db, this.caller(person), input),
      );
      if (outcome instanceof DomainError)
        this.fail(`the slot of cancelled reservation ${reservation.id} could not be booked again`);
      this.remember(outcome.data.id);
    }
  }

  statuses(): Map<number, string> {
    return new Map(this.db.reservations.map((row) => [row.id, row.status]));
  }

  /** Every status and proof decision, to check that each only ever moves forward. */
  states(): Map<string, string> {
    return new Map([
      ...this.db.reservations.map((row) => [`reservation ${row.id}`, row.status] as const),
      ...this.db.transactions.map((row) => [`transaction ${row.id}`, row.status] as const),
      ...this.db.transactionDetails.map((row) => [`proof ${row.id}`, String(row.isValid)] as const),
    ]);
  }

  checkTransitions(before: Map<string, string>): void {
    const after = this.states();
    for (const [row, earlier] of before) {
      const later = after.get(row);
      this.check(later !== undefined, () => `${row} disappeared`);
      if (later !== earlier)
        this.check(FORWARD.has(`${earlier} → ${later}`), () => `${row} went ${earlier} → ${later}`);
    }
  }

  checkInvariants(): void {
    const { db } = this;
    const holders = new Map<string, number>();
    for (const reservation of db.reservations) {
      if (reservation.status === 'cancelled') continue;
      const key = `${reservation.date.slice(0, 10)} ${reservation.snapshot.time}`;
      const other = holders.get(key);
      this.check(other === undefined, () => `reservations ${other} and ${reservation.id} both hold ${key}`);
      holders.set(key, reservation.id);
    }

    const detailsByReservation = groupBy(db.reservationDetails, (detail) => detail.reservationId);
    for (const reservation of db.reservations) {
      const addonsCost = (detailsByReservation.get(reservation.id) ?? []).reduce(
        (sum, detail) => sum + detail.addonPrice * detail.quantity,
        0,
      );
      const discount = reservation.voucher?.discount ?? 0;
      this.check(
        reservation.total === reservation.snapshot.packagePrice + addonsCost - discount,
        () => `reservation ${reservation.id} total ${reservation.total} ≠ its snapshot less its voucher's ${discount}`,
      );
      this.check(
        this.isAsMade(reservation, detailsByReservation.get(reservation.id) ?? []),
        () => `reservation ${reservation.id} changed after it was made`,
      );
    }

    const transactionsByReservation = groupBy(db.transactions, (transaction) => transaction.reservationId);
    const proofsByTransaction = groupBy(db.transactionDetails, (proof) => proof.transactionId);
    for (const reservation of db.reservations) {
      const transactions = transactionsByReservation.get(reservation.id) ?? [];
      this.check(
        transactions.length <= 1,
        () => `reservation ${reservation.id} has ${transactions.length} transactions`,
      );
      const transaction = transactions[0];
      if (reservation.status === 'success')
        this.check(transaction?.status === 'paid', () => `reservation ${reservation.id} completed without payment`);
      if (reservation.status === 'cancelled')
        this.check(
          transaction?.status !== 'unpaid',
          () => `cancelled reservation ${reservation.id} still awaits payment`,
        );
    }
    for (const transaction of db.transactions) {
      const reservation = this.reservationOf(transaction);
      this.check(
        transaction.total === dueNow(reservation.total, transaction.type),
        () => `transaction ${transaction.id} asks ${transaction.total} of ${reservation.total}`,
      );
      const proofs = proofsByTransaction.get(transaction.id) ?? [];
      const valid = proofs.filter((proof) => proof.isValid === 'true').length;
      const waiting = proofs.filter((proof) => proof.isValid === null).length;
      this.check(waiting <= 1, () => `transaction ${transaction.id} has ${waiting} proofs waiting`);
      this.check(valid <= required(transaction.type), () => `transaction ${transaction.id} has ${valid} valid proofs`);
      if (transaction.status === 'paid')
        this.check(
          valid === required(transaction.type),
          () => `paid transaction ${transaction.id} has ${valid} valid proofs`,
        );
      if (transaction.status === 'expired')
        this.check(
          reservation.status !== 'pending',
          () => `reservation ${reservation.id} is pending with expired transaction ${transaction.id}`,
        );
      this.checkInstallments(transaction, reservation, proofs);
    }

    for (const person of base.customers) {
      const pending = db.reservations.filter((row) => row.userId === person.id && row.status === 'pending').length;
      const allowed = Math.max(MAX_PENDING_RESERVATIONS, this.initiallyPending.get(person.id) ?? 0);
      this.check(pending <= allowed, () => `user ${person.id} holds ${pending} pending reservations`);
    }
  }

  /**
   * Installments always add up to the total: each proof pays the installment after the ones accepted before
   * it (the first is the transaction's `total`, a down payment's second the rest), so the accepted proofs of
   * a paid transaction sum to exactly the reservation's total.
   */
  private checkInstallments(
    transaction: TransactionRow,
    reservation: ReservationRow,
    proofs: readonly TransactionDetailRow[],
  ): void {
    const installments =
      transaction.type === 'fullpayment'
        ? [reservation.total]
        : [transaction.total, reservation.total - transaction.total];
    let accepted = 0;
    for (const proof of [...proofs].sort((a, b) => a.id - b.id)) {
      this.check(
        proof.total === installments[accepted],
        () => `proof ${proof.id} is for ${proof.total}, installment ${accepted + 1} is ${installments[accepted]}`,
      );
      if (proof.isValid === 'true') accepted += 1;
    }
    this.check(
      installments.reduce((sum, amount) => sum + amount, 0) === reservation.total,
      () => `the installments of transaction ${transaction.id} do not add up`,
    );
    if (transaction.status === 'paid') {
      const paid = proofs.filter((proof) => proof.isValid === 'true').reduce((sum, proof) => sum + proof.total, 0);
      this.check(
        paid === reservation.total,
        () => `paid transaction ${transaction.id} took ${paid} for a total of ${reservation.total}`,
      );
    }
  }

  /**
   * No booking stays pending past its session's start once unpaid: by then it is paid, or every installment
   * is accepted (the admin's "paid" is all that is left), or a proof waits for the admin; anything else has
   * expired and the booking is cancelled.
   */
  private checkNothingPendingPastItsSession(): void {
    for (const reservation of this.db.reservations) {
      if (reservation.status !== 'pending' || slotStart(reservation.date, reservation.snapshot.time) > this.now)
        continue;
      const transaction = this.transactionOf(reservation);
      const proofs = transaction ? this.proofsOf(transaction) : [];
      const settled =
        transaction?.status === 'paid' ||
        (transaction?.status === 'unpaid' &&
          (proofs.some((proof) => proof.isValid === null) ||
            proofs.filter((proof) => proof.isValid === 'true').length >= required(transaction.type)));
      this.check(settled, () => `reservation ${reservation.id} is still pending after its session started, unpaid`);
    }
  }
}

let operations = 0;
/** Successful rule calls by their first word ("book", "pay", …): the generators must keep reaching every rule. */
const succeeded = new Map<string, number>();

function runOps(ops: Op[]): void {
  const run = new Run();
  run.checkInvariants();
  for (const op of ops) {
    operations += 1;
    const states = run.states();
    const beforeUpkeep = run.statuses();
    run.maintain();
    run.rebookFreedSlots(beforeUpkeep);
    const beforeOp = run.statuses();
    run.apply(op);
    run.rebookFreedSlots(beforeOp);
    run.checkInvariants();
    run.checkTransitions(states);
  }
}

describe('a slot is a time of the day', () => {
  it('stays taken by a completed booking, the demo clock moved back before its session, even after its time slot was deleted and added again', () => {
    const db = draftOf(base.db);
    const paid = new Set(db.transactions.filter((row) => row.status === 'paid').map((row) => row.reservationId));
    const pendingSlotIds = (except: number) =>
      db.reservations.filter((row) => row.status === 'pending' && row.id !== except).map((row) => row.timeSlotId);
    const booked = db.reservations.find(
      (row) =>
        row.status === 'pending' &&
        paid.has(row.id) &&
        slotStart(row.date, row.snapshot.time) > T0 &&
        !pendingSlotIds(row.id).includes(row.timeSlotId),
    );
    if (!booked) throw new Error('The seed has no upcoming paid booking on a slot no other pending booking uses');

    const admin = adminSignedInAt(db, slotStart(booked.date, booked.snapshot.time));
    completeReservation(db, admin, booked.id);
    deleteTimeSlot(db, admin, booked.timeSlotId);
    const sameTime = createTimeSlot(db, admin, { time: booked.snapshot.time }).data;
    const chosenPackage = db.packages[0]!;
    const secondBooking = {
      date: booked.date,
      timeId: sameTime.id,
      categoryId: chosenPackage.categoryId,
      categoryPackageId: chosenPackage.id,
      addons: [],
    };

    expect(() => createReservation(db, { token: base.customers[0]!.token, now: T0 }, secondBooking)).toThrow(
      SLOT_TAKEN,
    );
  });
});

describe('booking and payment rules under random operation sequences', () => {
  it('keep every invariant', { timeout: 60_000 }, () => {
    fc.assert(fc.property(fc.array(opArbitrary, { maxLength: MAX_OPS, size: 'max' }), runOps), { numRuns: NUM_RUNS });
    expect(operations).toBeGreaterThan(3000);
    for (const rule of [
      'book',
      'rebook',
      'create',
      'pay',
      'validate',
      'invalidate',
      'mark',
      'complete',
      'cancel',
      'withdraw',
      'delete',
      'add',
      'edit',
      'expireOverdue',
    ]) {
      expect(succeeded.get(rule) ?? 0, rule).toBeGreaterThan(5);
    }
  });
});
