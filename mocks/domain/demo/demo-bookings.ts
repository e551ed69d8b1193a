import type { TransactionType } from '@/lib/api/api-types';
import type { Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import type { Actor } from './demo-people';
import { sessionEnd, type OpenSlot } from './demo-slots';
import { conflict } from '../errors';
import { requiredValidProofs } from '@/lib/rules/proofs';
import { completeReservation, createReservation } from '../reservations/reservations';
import { createTransaction, decideProof, markTransactionPaid, payTransaction } from '../transactions/transactions';
import { recordUpload, type UploadPlan } from '../uploads/uploads';

/** A booking a scenario made, through the same rules as a customer's. */
export interface Booking {
  reservationId: number;
  transactionId: number;
  type: TransactionType;
}

/** How far a booking has come: its payment awaited, a proof waiting for the admin, paid in full, or its session done. */
export type BookingStage = 'awaiting-payment' | 'proof-waiting' | 'paid' | 'completed';

/** The seed's picture of a transfer receipt, under the app's base path: every proof a scenario sends shows it. */
export const receiptImageUnder = (assetBase: string) => `${assetBase}images/receipt-1.svg`;

/** The size of public/images/receipt-1.svg. */
const RECEIPT_IMAGE_BYTES = 1418;

/** The packages in turn, so the bookings of a scenario are not all alike. */
function nextPackage(db: Db) {
  if (db.packages.length === 0) throw conflict('Belum ada paket yang dapat dipesan');
  return db.packages[db.sequences.reservations % db.packages.length]!;
}

/** Books a slot and starts its payment, both at `at`: the payment is then awaited. */
export function bookAndStartPayment(
  db: Draft,
  customer: Actor,
  slot: OpenSlot,
  type: TransactionType,
  at: Date,
): Booking {
  const chosen = nextPackage(db);
  const request = {
    date: slot.date,
    timeId: slot.timeId,
    categoryId: chosen.categoryId,
    categoryPackageId: chosen.id,
    addons: [],
  };
  const reservationId = createReservation(db, customer.at(at), request).data.id;
  const transactionId = createTransaction(db, customer.at(at), { reservationId, type }).data.id;
  return { reservationId, transactionId, type };
}

/**
 * The customer sends the receipt picture as the proof of the next installment, at `at`. Each proof is an
 * upload of its own, so each gets its own address of the picture.
 */
export function sendReceipt(db: Draft, customer: Actor, booking: Booking, at: Date, receiptImage: string): number {
  const plan: UploadPlan = {
    entity: 'transaction',
    uploaderId: customer.user.id,
    files: [{ key: String(db.sequences.uploads + 1), mimeType: 'image/svg+xml', size: RECEIPT_IMAGE_BYTES }],
  };
  const [image] = recordUpload(db, customer.at(at), plan, (key) => `${receiptImage}?unggahan=${key}`).data;
  const proof = payTransaction(db, customer.at(at), booking.transactionId, { image }).data.transaction_detail.at(-1);
  if (!proof) throw new Error(`The proof of transaction ${booking.transactionId} is missing`);
  return proof.id;
}

/** Who takes a booking through its stages: the customer, the admin who validates, and the picture the proofs show. */
export interface Cast {
  customer: Actor;
  admin: Actor;
  receiptImage: string;
}

/** The time between two steps of a booking's story. */
const STEP_MS = 30 * 60_000;

/**
 * Every installment paid after booking: each proof sent by the customer half an hour after the step
 * before and found valid by the admin half an hour later, who then marks the transaction paid.
 */
function payInFull(db: Draft, { customer, admin, receiptImage }: Cast, booking: Booking, bookedAt: Date): void {
  const step = (count: number) => new Date(bookedAt.getTime() + count * STEP_MS);
  const installments = requiredValidProofs(booking.type);
  for (let installment = 0; installment < installments; installment += 1) {
    const proofId = sendReceipt(db, customer, booking, step(2 * installment + 1), receiptImage);
    decideProof(db, admin.at(step(2 * installment + 2)), booking.transactionId, proofId, true);
  }
  markTransactionPaid(db, admin.at(step(2 * installments)), booking.transactionId);
}

/** A booking to make: its slot, the stage to take it to, when it was made, and how it is paid. */
export interface StagedBooking {
  slot: OpenSlot;
  stage: BookingStage;
  bookedAt: Date;
  type: TransactionType;
}

/**
 * Books a slot at `bookedAt` and takes it to a stage through the rules, a step every half hour: a proof
 * sent, found valid, the next one... A completed session is closed once it is over.
 */
export function stageBooking(db: Draft, cast: Cast, { slot, stage, bookedAt, type }: StagedBooking): Booking {
  const booking = bookAndStartPayment(db, cast.customer, slot, type, bookedAt);
  if (stage === 'proof-waiting')
    sendReceipt(db, cast.customer, booking, new Date(bookedAt.getTime() + STEP_MS), cast.receiptImage);
  if (stage === 'paid' || stage === 'completed') payInFull(db, cast, booking, bookedAt);
  if (stage === 'completed') completeReservation(db, cast.admin.at(sessionEnd(slot)), booking.reservationId);
  return booking;
}
