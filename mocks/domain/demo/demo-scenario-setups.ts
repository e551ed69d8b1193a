import type { TransactionType } from '@/lib/api/api-types';
import type { Draft } from '@mocks/db/draft';
import type { Db, PasswordHash } from '@mocks/db/schema';
import { bookAndStartPayment, receiptImageUnder, sendReceipt, stageBooking } from './demo-bookings';
import { fillToday } from './demo-busy-day';
import { actingAs, demoAccount, leastBusyCustomer, registerDemoCustomer, signInAs, type Actor } from './demo-people';
import { counterSlot, openSlotWithinADay, pastOpenSlot, upcomingOpenSlot } from './demo-slots';
import { expireOverdue } from '../reservations/expiry';
import { decideProof } from '../transactions/transactions';
import { outsideQuietHours } from '../reminders/quiet-hours';
import { sendDueReminders } from '../reminders/reminder-sweep';
import { appRoutes } from '@/lib/app-routes';
import { albumToChoose } from './demo-album';
import { reminderLeads } from '@/lib/rules/reminders';
import { currentSettings } from '../settings/settings';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/rules/studio-time';

export interface ScenarioSetting {
  now: Date;
  /** Prefix of the app's own images, where the receipt picture of the scenarios' payment proofs is. */
  assetBase: string;
  /**
   * The customer the scenario registers, for those that register one: their name, and the demo customer's
   * password hashed beforehand, outside the store (see credentials.ts).
   */
  newCustomer?: { name: string; password: PasswordHash };
}

/** Where a scenario leaves its persona: their session, and the app path they land on. */
interface ScenarioLanding {
  token: string;
  path: string;
}

export type ScenarioSetUp = (db: Draft, setting: ScenarioSetting) => ScenarioLanding | Promise<ScenarioLanding>;

const TODAY_SCHEDULE_PATH = '/dashboard/today-schedule';
/** How far ahead the bookings of the payment scenarios are. */
const DAYS_AHEAD = 3;

const before = (instant: Date, ms: number) => new Date(instant.getTime() - ms);

/** A payment scenario's booking: an open slot `DAYS_AHEAD` days from `now`, booked at `at` with its transaction. */
const bookAheadAndStartPayment = (db: Draft, customer: Actor, now: Date, type: TransactionType, at: Date) =>
  bookAndStartPayment(db, customer, upcomingOpenSlot(db, now, DAYS_AHEAD), type, at);

function registerNewCustomer(db: Draft, { newCustomer, now }: ScenarioSetting, registeredAt = now) {
  if (newCustomer === undefined) throw new Error('This scenario registers a customer: it needs a name for them');
  return registerDemoCustomer(db, newCustomer, registeredAt);
}

export const signInDemoCustomer: ScenarioSetUp = (db, { now }) => ({
  token: signInAs(db, demoAccount(db, 'customer'), now).token,
  path: '/',
});

export const signInAdmin: ScenarioSetUp = (db, { now }) => ({
  token: signInAs(db, demoAccount(db, 'admin'), now).token,
  path: TODAY_SCHEDULE_PATH,
});

/** A customer registered on the spot, with no bookings yet. */
export const registerCustomer: ScenarioSetUp = (db, setting) => {
  const customer = registerNewCustomer(db, setting);
  return { token: signInAs(db, customer, setting.now).token, path: '/' };
};

/** A new customer's down-payment booking, its transaction made now and not paid. */
export const awaitPayment: ScenarioSetUp = (db, setting) => {
  const { now } = setting;
  const customer = signInAs(db, registerNewCustomer(db, setting), now);
  const booking = bookAheadAndStartPayment(db, customer, now, 'downpayment', now);
  return { token: customer.token, path: `/payment/${booking.transactionId}` };
};

/** A customer's booking of two hours ago whose proof, sent an hour ago, waits for the admin. */
export const reviewPayment: ScenarioSetUp = (db, { now, assetBase }) => {
  const admin = signInAs(db, demoAccount(db, 'admin'), now);
  const booking = actingAs(db, leastBusyCustomer(db), now, (customer) => {
    const made = bookAheadAndStartPayment(db, customer, now, 'fullpayment', before(now, 2 * HOUR_MS));
    sendReceipt(db, customer, made, before(now, HOUR_MS), receiptImageUnder(assetBase));
    return made;
  });
  return { token: admin.token, path: `/dashboard/transactions/${booking.transactionId}/detail` };
};

/** A new customer, registered 26 hours ago, whose transaction of 25 hours ago was never paid and has expired. */
export const expirePayment: ScenarioSetUp = (db, setting) => {
  const { now } = setting;
  const customer = signInAs(db, registerNewCustomer(db, setting, before(now, 26 * HOUR_MS)), now);
  const booking = bookAheadAndStartPayment(db, customer, now, 'fullpayment', before(now, 25 * HOUR_MS));
  expireOverdue(db, now);
  return { token: customer.token, path: `/payment/${booking.transactionId}` };
};

/** The demo customer's session of yesterday (or the latest day with a free slot), paid in full, completed and not reviewed. */
export const completeForReview: ScenarioSetUp = (db, { now, assetBase }) => {
  const customer = signInAs(db, demoAccount(db, 'customer'), now);
  const slot = pastOpenSlot(db, now);
  actingAs(db, demoAccount(db, 'admin'), now, (admin) =>
    stageBooking(
      db,
      { customer, admin, receiptImage: receiptImageUnder(assetBase) },
      { slot, stage: 'completed', bookedAt: before(slot.start, DAY_MS), type: 'fullpayment' },
    ),
  );
  return { token: customer.token, path: '/history' };
};

/** Today filled up to 8 bookings in mixed stages, for the admin. */
export const fillBusyDay: ScenarioSetUp = (db, { now, assetBase }) => {
  const admin = signInAs(db, demoAccount(db, 'admin'), now);
  fillToday(db, admin, now, receiptImageUnder(assetBase));
  return { token: admin.token, path: TODAY_SCHEDULE_PATH };
};

/**
 * The admin on today's schedule while a customer waits at the desk to check in: another customer's booking of
 * today's session under way or next (`counterSlot`), made the day before and paid in full, not checked in.
 */
export const waitAtTheCounter: ScenarioSetUp = (db, { now, assetBase }) => {
  const admin = signInAs(db, demoAccount(db, 'admin'), now);
  const slot = counterSlot(db, now);
  actingAs(db, leastBusyCustomer(db), now, (customer) =>
    stageBooking(
      db,
      { customer, admin, receiptImage: receiptImageUnder(assetBase) },
      { slot, stage: 'paid', bookedAt: before(slot.start, DAY_MS), type: 'fullpayment' },
    ),
  );
  return { token: admin.token, path: TODAY_SCHEDULE_PATH };
};

/**
 * A customer registered two days ago whose booking of an open slot `daysAhead` days from now, made a day ago, is paid;
 * they land on their history.
 */
function newCustomerWithPaidBooking(
  db: Draft,
  setting: ScenarioSetting,
  daysAhead: number,
  type: TransactionType,
): ScenarioLanding {
  const { now, assetBase } = setting;
  const customer = signInAs(db, registerNewCustomer(db, setting, before(now, 2 * DAY_MS)), now);
  actingAs(db, demoAccount(db, 'admin'), now, (admin) =>
    stageBooking(
      db,
      { customer, admin, receiptImage: receiptImageUnder(assetBase) },
      { slot: upcomingOpenSlot(db, now, daysAhead), stage: 'paid', bookedAt: before(now, DAY_MS), type },
    ),
  );
  return { token: customer.token, path: '/history' };
}

/**
 * A new customer with a session three days ahead, paid in full: more than 24 hours away and never moved, so
 * they may move it; they land on their history, where `Ubah jadwal` is.
 */
export const bookToReschedule: ScenarioSetUp = (db, setting) =>
  newCustomerWithPaidBooking(db, setting, DAYS_AHEAD, 'downpayment');

/**
 * A new customer with a session two days ahead, paid in full: 24 to 72 hours away, so cancelling now gives back
 * half of it under the default policy; they land on their history, where 'Batalkan' is.
 */
export const bookToCancelWithRefund: ScenarioSetUp = (db, setting) =>
  newCustomerWithPaidBooking(db, setting, 2, 'fullpayment');

/** How far after now the deadline of the reminders scenario's unpaid transaction may be, the farthest first. */
const FARTHEST_DEADLINE_LEAD_MS = 2 * HOUR_MS;
const DEADLINE_LEADS_MS = [FARTHEST_DEADLINE_LEAD_MS, HOUR_MS, 30 * MINUTE_MS, 5 * MINUTE_MS];

/**
 * A deadline a little after `now` whose payment reminder, quiet hours applied, is already due: the farthest of
 * the leads that gives one. Only in the last minutes before 07:00 WIB does none, and the reminder of the
 * farthest falls due at 07:00.
 */
function deadlineRemindedBy(db: Db, now: Date): Date {
  const { paymentNotice } = reminderLeads(currentSettings(db).reminders);
  const deadlines = DEADLINE_LEADS_MS.map((lead) => now.getTime() + lead);
  const isReminded = (deadline: number) => outsideQuietHours(deadline - paymentNotice, deadline) <= now.getTime();
  return new Date(deadlines.find(isReminded) ?? now.getTime() + FARTHEST_DEADLINE_LEAD_MS);
}

/**
 * The admin's WhatsApp queue with reminders due: a customer's session within a day, booked two days ago with
 * its down payment accepted (its confirmation, the session and the balance); another's full payment made a day before its
 * deadline, a little after now (the payment deadline); a third's session of yesterday, completed and not
 * reviewed (the review request). The admin lands on the queue.
 */
export const queueReminders: ScenarioSetUp = (db, { now, assetBase }) => {
  const admin = signInAs(db, demoAccount(db, 'admin'), now);
  const receiptImage = receiptImageUnder(assetBase);
  actingAs(db, leastBusyCustomer(db), now, (customer) => {
    const bookedAt = before(now, 2 * DAY_MS);
    const booking = bookAndStartPayment(db, customer, openSlotWithinADay(db, now), 'downpayment', bookedAt);
    const proofId = sendReceipt(db, customer, booking, new Date(bookedAt.getTime() + HOUR_MS), receiptImage);
    decideProof(db, admin.at(new Date(bookedAt.getTime() + 2 * HOUR_MS)), booking.transactionId, proofId, true);
  });
  actingAs(db, leastBusyCustomer(db), now, (customer) => {
    // Made as long before that deadline as an unpaid booking is held now.
    const madeAt = before(deadlineRemindedBy(db, now), currentSettings(db).booking.holdHours * HOUR_MS);
    bookAheadAndStartPayment(db, customer, now, 'fullpayment', madeAt);
  });
  actingAs(db, leastBusyCustomer(db), now, (customer) => {
    const slot = pastOpenSlot(db, now);
    const cast = { customer, admin, receiptImage };
    stageBooking(db, cast, { slot, stage: 'completed', bookedAt: before(slot.start, DAY_MS), type: 'fullpayment' });
  });
  sendDueReminders(db, now);
  return { token: admin.token, path: appRoutes.dashboard.reminders.to() };
};

/** The admin on this month's report (`?demo=reports`), beside last month's: the seed's year of bookings behind it. */
export const readReports: ScenarioSetUp = (db, { now }) => ({
  token: signInAs(db, demoAccount(db, 'admin'), now).token,
  path: appRoutes.dashboard.reports.to(),
});

/** The demo customer on their album to choose from (`?demo=album`). */
export const chooseAlbumPhotos: ScenarioSetUp = (db, { now, assetBase }) => {
  const customer = signInAs(db, demoAccount(db, 'customer'), now);
  return { token: customer.token, path: appRoutes.photos.to(albumToChoose(db, customer.user.id, now, assetBase)) };
};
