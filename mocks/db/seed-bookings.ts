import { installmentAmount, nextInstallmentAmount } from '@/lib/rules/money';
import { requiredValidProofs } from '@/lib/rules/proofs';
import { COUNTER_PAYMENT_METHODS } from '@/lib/rules/payments';
import { recordAddons, snapshotOf } from '../domain/reservations/reservation-records';
import { MAX_PENDING_RESERVATIONS } from '../domain/reservations/reservations';
import type { CatalogueChoice } from '../domain/reservations/catalogue-choice';
import { priceBooking } from '../domain/vouchers/vouchers';
import { DomainError } from '../domain/errors';
import { paymentDeadline } from '../domain/transactions/transactions';
import { currentSettings } from '../domain/settings/settings';
import { bookingPolicyOf } from '@/lib/rules/settings';
import { addDays, HOUR_MS, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import type { BookingChannel, PaymentMethod, ReservationStatus, TransactionType } from '@/lib/api/api-types';
import { type ReservationRow, type UserRow } from './schema';
import { insertRow, nextId, type Draft } from './draft';
import type { SeedRandom } from './seed-random';
import { writeSeedReviews, type ReviewToWrite } from './seed-reviews';

/**
 * How a seeded booking stands today. A `no-show` is a paid session its customer never came to, marked so 20 minutes
 * after it started (the last week's one is drawn as `completed` instead, below).
 */
export type Scenario =
  | 'completed'
  | 'completed-reviewed'
  | 'no-show'
  | 'paid-awaiting-session'
  | 'awaiting-payment'
  | 'proof-waiting'
  | 'down-payment-half-valid'
  | 'proof-rejected'
  | 'expired'
  | 'cancelled-by-admin';

interface Booking {
  dayOffset: number;
  customer: UserRow;
  scenario: Scenario;
  slotIndex?: number;
  type?: TransactionType;
  /** The package booked, by name, instead of one drawn (the draws are made all the same). */
  packageName?: string;
  /** How it was booked, instead of the channel its id gives (`channelOf`). */
  channel?: BookingChannel;
  /** A promo code the customer tried: applied as the voucher rules allow at the moment of booking, else left off. */
  voucherCode?: string;
}

const MINUTE_MS = 60_000;
/** The seed's recent weeks: the finished bookings of the days before today (the history reaches further back). */
export const RECENT_DAYS = 21;
/** Since when the studio checks its customers in: the sessions of the last week have an arrival time. */
const CHECK_INS_SINCE_DAYS = -7;
/** The no-show is the first session marked done between a week and three days ago: it is marked so instead. */
const NO_SHOW_DAYS = { from: -7, to: -3 };

/**
 * How a seeded booking of another customer than the demo one was taken, by its id and without a draw, so the
 * seed's draws stay as they were: half of the sessions held were booked at the counter (walk-ins) or through
 * the studio's chats and phone, and one future paid session in five over WhatsApp. The rest, and every booking
 * still to pay or that lapsed, were made in the app.
 */
function channelOf(id: number, scenario: Scenario): BookingChannel {
  if (scenario === 'completed' || scenario === 'completed-reviewed') {
    const held: Partial<Record<number, BookingChannel>> = {
      1: 'walk-in',
      3: 'whatsapp',
      5: 'phone',
      6: 'walk-in',
      8: 'instagram',
    };
    return held[id % 10] ?? 'web';
  }
  return scenario === 'paid-awaiting-session' && id % 5 === 2 ? 'whatsapp' : 'web';
}

/** How the admin took a payment the customer made outside the app: at the desk for a walk-in, else by transfer. */
const counterMethodOf = (id: number, channel: BookingChannel): PaymentMethod =>
  channel === 'walk-in' ? (id % 2 === 0 ? 'cash' : 'counter-qris') : 'transfer';

/**
 * How the seed books: `book` makes one booking as it stands today, with its add-ons, transaction and proofs, drawing
 * from `random` in a fixed sequence, on a slot no seeded booking of that day has taken yet. Undefined without
 * customers; the first customer is the demo one.
 */
export function seedBooker(db: Draft, random: SeedRandom, now: Date, assetBase: string) {
  const today = studioDayOf(now);
  const customers = db.users.filter((user) => user.role === 'user');
  const [demoCustomer, ...others] = customers;
  if (!demoCustomer) return undefined;
  const taken = new Set(db.reservations.map((row) => `${row.date}|${row.timeSlotId}`));
  const reviewed: ReviewToWrite[] = [];
  const proofImages = [`${assetBase}images/receipt-1.svg`, `${assetBase}images/receipt-2.svg`];
  const iso = (time: number) => new Date(time).toISOString();
  const policy = bookingPolicyOf(currentSettings(db));

  function freeSlot(date: string, wanted: number | undefined, accepts: (start: number) => boolean) {
    const slots = db.timeSlots;
    const start = wanted ?? random.int(0, slots.length - 1);
    for (let step = 0; step < slots.length; step += 1) {
      const slot = slots[(start + step) % slots.length]!;
      const key = `${date}|${slot.id}`;
      if (taken.has(key)) continue;
      if (!accepts(slotStart(date, slot.time).getTime())) continue;
      taken.add(key);
      return slot;
    }
    return undefined;
  }

  /**
   * A proof: the customer's, paid by QRIS, or an installment the admin took at the counter (accepted as it was
   * recorded), with a photo of its receipt. Either image is drawn alike, so the seed's later draws do not depend
   * on how an installment was paid.
   */
  function addProof(
    transactionId: number,
    total: number,
    isValid: 'true' | 'false' | null,
    at: number,
    method: PaymentMethod = 'qris',
  ) {
    insertRow(db, 'transactionDetails', {
      id: nextId(db, 'transactionDetails'),
      transactionId,
      total,
      isValid,
      method,
      image: random.pick(proofImages),
      createdAt: iso(at),
    });
  }

  const endedScenarios: Scenario[] = ['completed', 'completed-reviewed', 'no-show', 'expired', 'cancelled-by-admin'];
  let isNoShowSeeded = false;
  const pendingCount = (customer: UserRow) =>
    db.reservations.filter((row) => row.userId === customer.id && row.status === 'pending').length;

  /** Which slots suit a scenario: a finished session lies in the past, one still to be paid for in the future. */
  function slotSuits(scenario: Scenario): (start: number) => boolean {
    if (scenario === 'completed' || scenario === 'completed-reviewed' || scenario === 'no-show')
      return (start) => start + HOUR_MS <= now.getTime();
    if (scenario === 'awaiting-payment') return (start) => start > now.getTime();
    return () => true;
  }

  /**
   * The booking's price as the backend works it out when it is made: with the voucher the customer tried, or
   * without it when the rules refuse it (the only refusals of a price), as the booking page lets them book on.
   */
  function priceOf(customer: UserRow, choice: CatalogueChoice, voucherCode: string | undefined, at: number) {
    try {
      return priceBooking(db, customer.id, choice, voucherCode, new Date(at));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return priceBooking(db, customer.id, choice, undefined, new Date(at));
    }
  }

  /** Makes a booking as it stands today, or none when its day has no slot left that suits it; answers it. */
  function book({
    dayOffset,
    customer: wanted,
    scenario,
    slotIndex,
    type,
    packageName,
    channel: given,
    voucherCode,
  }: Booking): ReservationRow | undefined {
    const date = addDays(today, dayOffset);
    const isFuture =
      dayOffset > 0 ||
      (dayOffset === 0 && ['awaiting-payment', 'proof-waiting', 'down-payment-half-valid'].includes(scenario));
    // Nobody holds more pending bookings than the rules allow.
    const customer =
      endedScenarios.includes(scenario) || pendingCount(wanted) < MAX_PENDING_RESERVATIONS
        ? wanted
        : others.find((other) => pendingCount(other) < MAX_PENDING_RESERVATIONS);
    if (!customer) return undefined;
    const slot = freeSlot(date, slotIndex, slotSuits(scenario));
    if (!slot) return undefined;
    const drawnCategory = random.pick(
      db.categories.filter((row) => db.packages.some((item) => item.categoryId === row.id)),
    );
    const drawnPackage = random.pick(db.packages.filter((row) => row.categoryId === drawnCategory.id));
    const chosenPackage = db.packages.find((row) => row.name === packageName) ?? drawnPackage;
    const category = db.categories.find((row) => row.id === chosenPackage.categoryId) ?? drawnCategory;
    const categoryAddons = db.addons.filter((row) => row.categoryId === category.id);
    const addons = random.pickSome(categoryAddons, 0, 2).map((addon) => ({ addon, quantity: random.int(1, 3) }));
    const start = slotStart(date, slot.time).getTime();
    const reservationId = nextId(db, 'reservations');
    const channel = given ?? (customer === demoCustomer ? 'web' : channelOf(reservationId, scenario));
    // A booking is made at least a day before now; a paid one still to come up to six days more, by its id and
    // without a draw, so its money did not all reach the studio on the same day.
    const latestBookedAt =
      now.getTime() - 26 * HOUR_MS - (scenario === 'paid-awaiting-session' ? (reservationId % 7) * 24 * HOUR_MS : 0);
    const drawnBookedAt =
      scenario === 'awaiting-payment'
        ? now.getTime() - random.int(1, 18) * HOUR_MS
        : Math.min(start - random.int(2, 9) * 24 * HOUR_MS, latestBookedAt);
    // A walk-in was booked at the desk ten minutes before the session.
    const bookedAt = channel === 'walk-in' ? start - 10 * MINUTE_MS : drawnBookedAt;
    const isHeld = scenario === 'completed' || scenario === 'completed-reviewed';
    const isLastWeeksNoShow =
      !isNoShowSeeded &&
      scenario === 'completed' &&
      customer !== demoCustomer &&
      dayOffset >= NO_SHOW_DAYS.from &&
      dayOffset <= NO_SHOW_DAYS.to;
    if (isLastWeeksNoShow) isNoShowSeeded = true;
    const isNoShow = isLastWeeksNoShow || scenario === 'no-show';

    const status: ReservationStatus = isNoShow
      ? 'no-show'
      : isHeld
        ? 'success'
        : scenario === 'expired' || scenario === 'cancelled-by-admin'
          ? 'cancelled'
          : 'pending';
    const { total, voucher } = priceOf(
      customer,
      { category, chosenPackage, chosenAddons: addons },
      voucherCode,
      bookedAt,
    );
    const snapshot = snapshotOf(category, chosenPackage, slot);
    const createdAt = bookedAt + 2 * MINUTE_MS;
    const deadline = paymentDeadline(createdAt, { total, date, snapshot, channel, policy });
    // The admin called it off half a day after the proof they rejected, well ahead of the session; an unpaid
    // booking was cancelled by the upkeep at its deadline.
    const updatedAt =
      scenario === 'cancelled-by-admin'
        ? bookedAt + 12 * HOUR_MS
        : scenario === 'expired'
          ? Math.min(deadline, now.getTime())
          : isNoShow
            ? start + 20 * MINUTE_MS
            : isFuture
              ? bookedAt
              : Math.min(start + HOUR_MS, now.getTime());
    // A walk-in checked in as they booked; anyone else a few minutes before their session: every session held in
    // the last week, and today's paid ones once that time has come.
    const arrivedAt = channel === 'walk-in' ? createdAt : start - ((reservationId % 3) + 1) * 4 * MINUTE_MS;
    const hasArrived =
      !isNoShow &&
      dayOffset >= CHECK_INS_SINCE_DAYS &&
      arrivedAt <= now.getTime() &&
      (isHeld || (dayOffset === 0 && scenario === 'paid-awaiting-session'));
    const reservation: ReservationRow = {
      id: reservationId,
      userId: customer.id,
      date,
      timeSlotId: slot.id,
      categoryId: category.id,
      categoryPackageId: chosenPackage.id,
      status,
      total,
      channel,
      checkedInAt: hasArrived ? iso(arrivedAt) : null,
      cancellation:
        scenario === 'expired'
          ? { at: iso(updatedAt), by: 'expiry' }
          : scenario === 'cancelled-by-admin'
            ? { at: iso(updatedAt), by: 'admin' }
            : null,
      snapshot,
      policy,
      voucher,
      createdAt: iso(bookedAt),
      updatedAt: iso(updatedAt),
    };
    insertRow(db, 'reservations', reservation);
    recordAddons(db, reservationId, addons);

    const transactionType =
      type ??
      (scenario === 'down-payment-half-valid' ? 'downpayment' : random.pick(['fullpayment', 'downpayment'] as const));
    const installment = installmentAmount(total, transactionType);
    const transactionId = nextId(db, 'transactions');
    const paid = ['completed', 'completed-reviewed', 'no-show', 'paid-awaiting-session'].includes(scenario);
    // A booking taken outside the app was paid outside it: the admin recorded each installment as it came.
    const counterMethod = channel === 'web' ? undefined : counterMethodOf(reservationId, channel);
    insertRow(db, 'transactions', {
      id: transactionId,
      reservationId,
      type: transactionType,
      status: paid ? 'paid' : scenario === 'expired' || scenario === 'cancelled-by-admin' ? 'expired' : 'unpaid',
      total: installment,
      expiredAt: iso(deadline),
      createdAt: iso(createdAt),
    });

    const proofAt = (index: number) => createdAt + (index + 1) * 3 * HOUR_MS;
    // One paid down payment in three had its balance taken at the studio just before the session, by each
    // counter method in turn; without a draw, so the seed's other draws stay as they were.
    const balanceAtTheCounter =
      paid && transactionType === 'downpayment' && reservationId % 3 === 0
        ? COUNTER_PAYMENT_METHODS[(reservationId / 3) % COUNTER_PAYMENT_METHODS.length]
        : undefined;
    if (paid && counterMethod) {
      // A walk-in paid at the desk as they booked (a balance after the session); the others by transfer.
      const paidAt = (index: number) =>
        channel === 'walk-in' ? (index === 0 ? createdAt + MINUTE_MS : start + 25 * MINUTE_MS) : proofAt(index);
      for (let index = 0; index < requiredValidProofs(transactionType); index += 1) {
        const amount = nextInstallmentAmount(total, transactionType, index);
        addProof(transactionId, amount, 'true', Math.min(paidAt(index), now.getTime()), counterMethod);
      }
    } else if (balanceAtTheCounter) {
      addProof(transactionId, installment, 'true', proofAt(0));
      const balance = nextInstallmentAmount(total, transactionType, 1);
      addProof(transactionId, balance, 'true', start - 15 * MINUTE_MS, balanceAtTheCounter);
    } else if (paid) {
      for (let index = 0; index < requiredValidProofs(transactionType); index += 1) {
        addProof(transactionId, nextInstallmentAmount(total, transactionType, index), 'true', proofAt(index));
      }
    } else if (scenario === 'proof-waiting') {
      addProof(transactionId, installment, null, proofAt(0));
    } else if (scenario === 'down-payment-half-valid') {
      addProof(transactionId, installment, 'true', proofAt(0));
      addProof(transactionId, nextInstallmentAmount(total, transactionType, 1), null, proofAt(1));
    } else if (scenario === 'proof-rejected') {
      addProof(transactionId, installment, 'false', proofAt(0));
      addProof(transactionId, installment, null, proofAt(1));
    } else if (scenario === 'cancelled-by-admin') {
      addProof(transactionId, installment, 'false', proofAt(0));
    }

    if (scenario === 'completed-reviewed') {
      // Drawn here, in this order (stars, author, time), with the booking: every draw of the seed comes in a
      // fixed sequence, so the bookings after this one are the same at every seeding.
      reviewed.push({
        reservation,
        stars: random.weighted<4 | 5>([
          { weight: 2, value: 5 },
          { weight: 1, value: 4 },
        ]),
        authorPick: random.int(0, others.length - 1),
        createdAt: iso(Math.min(start + random.int(2, 48) * HOUR_MS, now.getTime() - HOUR_MS)),
      });
    }
    return reservation;
  }

  return { book, demoCustomer, others, reviewed };
}

/**
 * The bookings around the seed's moment: three weeks of finished ones, today's schedule, two weeks ahead in every
 * state of payment, and the demo customer's own, then the reviews of those reviewed.
 */
export function seedBookings(db: Draft, random: SeedRandom, now: Date, assetBase: string): void {
  const booker = seedBooker(db, random, now, assetBase);
  if (!booker) return;
  const { book, demoCustomer, others, reviewed } = booker;
  const pickCustomer = () => random.pick(others);

  for (let dayOffset = -RECENT_DAYS; dayOffset <= -1; dayOffset += 1) {
    const count = random.int(1, 3);
    for (let index = 0; index < count; index += 1) {
      const scenario = random.weighted<Scenario>([
        { weight: 5, value: 'completed-reviewed' },
        { weight: 3, value: 'completed' },
        { weight: 2, value: 'expired' },
        { weight: 1, value: 'cancelled-by-admin' },
      ]);
      book({ dayOffset, customer: pickCustomer(), scenario });
    }
  }

  const todayPlan: Scenario[] = [
    'completed-reviewed',
    'paid-awaiting-session',
    'paid-awaiting-session',
    'proof-waiting',
    'down-payment-half-valid',
    'awaiting-payment',
  ];
  // The morning's session held was a walk-in's; the first paid one still to come was booked over WhatsApp.
  const todayChannels: Partial<Record<number, BookingChannel>> = { 0: 'walk-in', 1: 'whatsapp' };
  todayPlan.forEach((scenario, index) =>
    book({ dayOffset: 0, customer: pickCustomer(), scenario, slotIndex: 2 + index * 4, channel: todayChannels[index] }),
  );

  for (let dayOffset = 1; dayOffset <= 14; dayOffset += 1) {
    const count = random.int(0, 3);
    for (let index = 0; index < count; index += 1) {
      const scenario = random.weighted<Scenario>([
        { weight: 3, value: 'paid-awaiting-session' },
        { weight: 2, value: 'proof-waiting' },
        { weight: 2, value: 'awaiting-payment' },
        { weight: 1, value: 'down-payment-half-valid' },
        { weight: 1, value: 'proof-rejected' },
        { weight: 1, value: 'expired' },
      ]);
      book({ dayOffset, customer: pickCustomer(), scenario });
    }
  }

  book({ dayOffset: -12, customer: demoCustomer, scenario: 'completed-reviewed', type: 'fullpayment' });
  // Its album is the one the demo customer chooses from: 10 photos to edit.
  book({
    dayOffset: -5,
    customer: demoCustomer,
    scenario: 'completed',
    type: 'downpayment',
    packageName: 'Keluarga Kecil',
  });
  book({ dayOffset: -3, customer: demoCustomer, scenario: 'expired', type: 'fullpayment' });
  book({ dayOffset: 3, customer: demoCustomer, scenario: 'awaiting-payment', type: 'downpayment' });
  book({ dayOffset: 6, customer: demoCustomer, scenario: 'proof-waiting', type: 'fullpayment' });
  // An older session, drawn last so the bookings above stay as they were: its album's downloads have ended.
  book({ dayOffset: -45, customer: demoCustomer, scenario: 'completed', type: 'fullpayment' });

  writeSeedReviews(db, reviewed, demoCustomer.id);
}
