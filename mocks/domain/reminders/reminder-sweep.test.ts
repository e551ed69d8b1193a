import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/db/seed';
import { addPastReservations } from '@mocks/db/seed-bulk';
import { dayFromRulesToday, DAY_MS, HOUR_MS, NOW, TODAY } from '@mocks/test-kit/clock';
import { addOddPricedPackage, book, expectRefusal, payInFull, sendNewProof } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { calendarDayText } from '@/lib/rules/indonesian-text';
import { REVIEW_REQUEST_WINDOW_DAYS } from '@/lib/rules/reminders';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { addDays, instantAtStudioWallClock, MINUTE_MS, slotStart } from '@/lib/rules/studio-time';
import type { ReminderKind } from '@/lib/api/api-types';
import { slotId } from '@mocks/test-kit/rules';
import { putOriginals } from '@mocks/test-kit/album-photos';
import { updateRow } from '@mocks/db/draft';
import { updateProfile } from '../accounts/profile';
import { cancelReservation, completeReservation } from '../reservations/reservations';
import { rescheduleReservation } from '../reservations/reschedule';
import { createTransaction, decideProof } from '../transactions/transactions';
import { createReview } from '../reviews/reviews';
import { upkeep } from '../upkeep';
import { deliverAlbum, reopenAlbumSelection, saveAlbumSelection, submitAlbumSelection } from '../albums/albums';
import { updateSettings } from '../settings/settings';
import { sendDueReminders } from './reminder-sweep';

const world = seededWorld();
startWithoutBookings(world);

/** Three days ahead: the world's sessions, signed in at NOW, still work then. */
const DAY = dayFromRulesToday(3);
const startOf = (time = '10:20', date = DAY) => slotStart(date, time).getTime();
const at = (instant: number) => new Date(instant);
const wib = (wallClock: string) => instantAtStudioWallClock(wallClock).getTime();
const customer = (instant = NOW.getTime()) => world.as('customer', at(instant));
const admin = (instant = NOW.getTime()) => world.as('admin', at(instant));
const sweep = (instant: number) => sendDueReminders(world.db, at(instant));
const remindersOf = (id: number) => world.db.reminders.filter((row) => row.reservationId === id);
/** The kinds a booking was reminded of, each with its channel and whether it is sent, queued or withdrawn. */
const summaryOf = (id: number) =>
  remindersOf(id).map(({ kind, channel, sentAt, withdrawnAt }) => {
    const state = withdrawnAt ? 'withdrawn' : sentAt ? 'sent' : 'queued';
    return `${kind} ${channel} ${state}`;
  });
const both = (kind: ReminderKind) => [`${kind} email sent`, `${kind} whatsapp queued`];
const SESSION_20_MINUTES = 20 * MINUTE_MS;

/** A booking of DAY at `time`, paid by a down payment whose first half the admin accepted; answers its ids. */
function bookWithDownPaymentAccepted(time = '10:20', packageName?: string) {
  const choice = { date: DAY, time, ...(packageName ? { category: 'Foto Keluarga', package: packageName } : {}) };
  const id = book(world.db, customer(), choice);
  const transactionId = createTransaction(world.db, customer(), { reservationId: id, type: 'downpayment' }).data.id;
  decideProof(world.db, admin(), transactionId, sendNewProof(world.db, customer(), transactionId), true);
  return { id, transactionId };
}

describe('session-tomorrow', () => {
  it('is made a day before the session, once: an email sent at once and a WhatsApp item for the admin', () => {
    const id = book(world.db, customer(), { date: DAY });
    const due = startOf() - DAY_MS;
    expect(sweep(due - 1)).toBe(0);
    expect(world.db.reminders).toEqual([]);

    expect(sweep(due)).toBe(1);
    const [email, whatsapp] = remindersOf(id);
    const made = at(due).toISOString();
    expect(email).toMatchObject({
      kind: 'session-tomorrow',
      channel: 'email',
      userId: world.idOf('customer'),
      recipient: demoAccounts.customer.email,
      link: null,
      dueAt: made,
      createdAt: made,
      sentAt: made,
      withdrawnAt: null,
    });
    expect(whatsapp).toEqual({
      ...email,
      id: expect.any(Number),
      channel: 'whatsapp',
      recipient: demoAccounts.customer.phone,
      sentAt: null,
    });
    expect(email?.body).toContain(
      `reservasi #${id} Anda (Foto Keluarga – Keluarga Kecil) dijadwalkan pada Rabu, 25 November 2026 pukul 10.20 WIB`,
    );

    expect(sweep(due + HOUR_MS)).toBe(0);
    expect(summaryOf(id)).toEqual(both('session-tomorrow'));
  });

  it('is made when the clock jumps past its due instant, keeping that instant', () => {
    const id = book(world.db, customer(), { date: DAY });
    const later = startOf() - HOUR_MS;
    sweep(later);
    expect(remindersOf(id)[0]).toMatchObject({
      dueAt: at(startOf() - DAY_MS).toISOString(),
      createdAt: at(later).toISOString(),
    });
  });

  it('names the studio’s address and map link as its settings say when it is made', () => {
    const id = book(world.db, customer(), { date: DAY });
    const place = { address: 'Jl. Malioboro No. 52, Yogyakarta 55271', mapUrl: 'https://maps.app.goo.gl/senja' };
    updateSettings(world.db, admin(), { ...DEFAULT_SETTINGS, contact: { ...DEFAULT_SETTINGS.contact, ...place } });
    sweep(startOf() - DAY_MS);
    expect(remindersOf(id)[0]?.body).toContain(`Lokasi: Studio Senja, ${place.address}\nGoogle Maps: ${place.mapUrl}`);
  });

  it('is not made once the session has started', () => {
    book(world.db, customer(), { date: DAY });
    expect(sweep(startOf())).toBe(0);
  });

  it('is made at once for a booking made less than a day before its session', () => {
    const bookedAt = NOW.getTime();
    const id = book(world.db, customer(bookedAt), { date: TODAY, time: '15:00' });
    expect(sweep(bookedAt)).toBe(1);
    expect(summaryOf(id)).toEqual(both('session-tomorrow'));
    expect(remindersOf(id)[0]?.dueAt).toBe(at(bookedAt).toISOString());
  });

  it('waits for 07:00 for a booking made late in the evening', () => {
    const bookedAt = wib('2026-11-24T22:30');
    const id = book(world.db, customer(bookedAt), { date: DAY });
    expect(sweep(wib('2026-11-25T06:59'))).toBe(0);
    expect(sweep(wib('2026-11-25T07:00'))).toBe(1);
    expect(remindersOf(id)[0]?.dueAt).toBe(at(wib('2026-11-25T07:00')).toISOString());
  });
});

describe('the quiet hours', () => {
  it('send nothing when the clock jumps into them: what fell due meanwhile is sent at the 07:00 that ends them', () => {
    const id = book(world.db, customer(), { date: DAY });
    expect(DAY).toBe('2026-11-25T00:00:00.000Z');
    expect(sweep(wib('2026-11-23T20:00'))).toBe(0);

    expect(sweep(wib('2026-11-25T06:00'))).toBe(0);
    expect(remindersOf(id)).toEqual([]);

    expect(sweep(wib('2026-11-25T07:00'))).toBe(1);
    expect(summaryOf(id)).toEqual(both('session-tomorrow'));
    const [email] = remindersOf(id);
    expect(email).toMatchObject({
      channel: 'email',
      dueAt: at(startOf() - DAY_MS).toISOString(),
      sentAt: at(wib('2026-11-25T07:00')).toISOString(),
    });
  });
});

describe('payment-deadline', () => {
  it('is made 3 hours before an unpaid first installment expires, naming the amount, deadline and payment page', () => {
    const id = book(world.db, customer(), { date: DAY });
    const { id: transactionId, expiredAt } = createTransaction(world.db, customer(), {
      reservationId: id,
      type: 'downpayment',
    }).data;
    const due = Date.parse(expiredAt) - 3 * HOUR_MS;
    expect(sweep(due - 1)).toBe(0);
    expect(sweep(due)).toBe(1);
    const [email] = remindersOf(id);
    expect(email).toMatchObject({ kind: 'payment-deadline', link: `/payment/${transactionId}` });
    expect(email?.body).toContain(
      `pembayaran reservasi #${id} sebesar Rp\u00a0175.000 belum kami terima. Mohon selesaikan sebelum Senin, 23 November 2026 pukul 10.00 WIB`,
    );
    expect(email?.body).toContain(`Bayar di: /payment/${transactionId}`);
    expect(summaryOf(id)).toEqual(both('payment-deadline'));
  });

  it('falls due at 20:59 the evening before when 07:00 would come after the deadline', () => {
    const madeAt = wib('2026-11-23T01:00');
    const id = book(world.db, customer(madeAt), { date: DAY });
    createTransaction(world.db, customer(madeAt), { reservationId: id, type: 'fullpayment' });
    expect(sweep(wib('2026-11-23T20:58'))).toBe(0);
    expect(sweep(wib('2026-11-23T20:59'))).toBe(1);
    expect(remindersOf(id)[0]).toMatchObject({
      kind: 'payment-deadline',
      dueAt: at(wib('2026-11-23T20:59')).toISOString(),
    });
  });

  it('is not made once a proof is sent, and a queued one leaves the queue when it is', () => {
    const early = book(world.db, customer(), { date: DAY });
    const earlyPayment = createTransaction(world.db, customer(), { reservationId: early, type: 'fullpayment' }).data;
    sendNewProof(world.db, customer(), earlyPayment.id);
    const due = Date.parse(earlyPayment.expiredAt) - 3 * HOUR_MS;
    expect(sweep(due)).toBe(0);

    const late = book(world.db, customer(), { date: DAY, time: '11:00' });
    const latePayment = createTransaction(world.db, customer(), { reservationId: late, type: 'fullpayment' }).data;
    sweep(due);
    sendNewProof(world.db, customer(due + HOUR_MS), latePayment.id);
    expect(sweep(due + HOUR_MS)).toBe(1);
    expect(summaryOf(late)).toEqual(['payment-deadline email sent', 'payment-deadline whatsapp withdrawn']);
  });

  it('is not made for a transaction made less than 3 hours before its deadline', () => {
    const id = book(world.db, customer(), { date: TODAY, time: '12:00' });
    createTransaction(world.db, customer(), { reservationId: id, type: 'fullpayment' });
    sweep(NOW.getTime() + HOUR_MS);
    expect(summaryOf(id)).toEqual(both('session-tomorrow'));
  });

  it('is never made once the deadline passed: the upkeep expires the booking first', () => {
    const id = book(world.db, customer(), { date: DAY });
    const { expiredAt } = createTransaction(world.db, customer(), { reservationId: id, type: 'fullpayment' }).data;
    expect(upkeep(world.db, at(Date.parse(expiredAt)))).toBe(true);
    expect(world.db.reservations.find((row) => row.id === id)?.status).toBe('cancelled');
    expect(world.db.reminders).toEqual([]);
  });
});

describe('balance-due', () => {
  it('is made a day before the session, with the balance and the payment page, beside the session reminder', () => {
    const packageName = addOddPricedPackage(world.db, admin(), 350_001);
    const { id, transactionId } = bookWithDownPaymentAccepted('10:20', packageName);
    expect(sweep(startOf() - DAY_MS)).toBe(3);
    expect(summaryOf(id)).toEqual([...both('balance-due'), ...both('booking-confirmed'), ...both('session-tomorrow')]);
    const [balance] = remindersOf(id);
    expect(balance).toMatchObject({ link: `/payment/${transactionId}` });
    expect(balance?.body).toContain(
      `Mohon lunasi sisa pembayaran sebesar Rp\u00a0175.000 sebelum sesi dimulai pada Rabu, 25 November 2026 pukul 10.20 WIB`,
    );
  });

  it('is not made for a full payment, nor once the balance’s proof is sent', () => {
    const full = book(world.db, customer(), { date: DAY });
    payInFull(world.db, customer(), admin(), full);
    const { id, transactionId } = bookWithDownPaymentAccepted('11:00');
    sendNewProof(world.db, customer(), transactionId);
    sweep(startOf('11:00') - DAY_MS);
    expect(summaryOf(full)).toEqual([...both('booking-confirmed'), ...both('session-tomorrow')]);
    expect(summaryOf(id)).toEqual([...both('booking-confirmed'), ...both('session-tomorrow')]);
  });

  it('is not made for a booking made less than a day before its session', () => {
    const bookedAt = startOf() - 10 * HOUR_MS;
    const id = book(world.db, customer(bookedAt), { date: DAY });
    const transactionId = createTransaction(world.db, customer(bookedAt), { reservationId: id, type: 'downpayment' })
      .data.id;
    decideProof(
      world.db,
      admin(bookedAt),
      transactionId,
      sendNewProof(world.db, customer(bookedAt), transactionId),
      true,
    );
    sweep(startOf() - HOUR_MS);
    expect(summaryOf(id)).toEqual([...both('booking-confirmed'), ...both('session-tomorrow')]);
  });
});

describe('booking-confirmed', () => {
  it('is made once the first installment is accepted, not when its proof is sent, and not again for the balance', () => {
    const id = book(world.db, customer(), { date: DAY });
    const { id: transactionId } = createTransaction(world.db, customer(), {
      reservationId: id,
      type: 'downpayment',
    }).data;
    const proofId = sendNewProof(world.db, customer(), transactionId);
    expect(sweep(NOW.getTime() + HOUR_MS)).toBe(0);

    const accepted = NOW.getTime() + 2 * HOUR_MS;
    decideProof(world.db, admin(accepted), transactionId, proofId, true);
    expect(sweep(accepted)).toBe(1);
    expect(summaryOf(id)).toEqual(both('booking-confirmed'));
    const [email] = remindersOf(id);
    expect(email).toMatchObject({
      link: `/payment/${transactionId}`,
      subject: `Reservasi #${id} dikonfirmasi`,
      dueAt: NOW.toISOString(),
      createdAt: at(accepted).toISOString(),
    });
    expect(email?.body).toContain(
      `pembayaran reservasi #${id} sudah kami terima dan reservasi Anda sudah dikonfirmasi.\n\n` +
        'Sesi foto: Foto Keluarga – Keluarga Kecil, Rabu, 25 November 2026 pukul 10.20 WIB',
    );
    expect(email?.body).toContain(
      'Total: Rp\u00a0350.000\nSudah dibayar: Rp\u00a0175.000\n' +
        'Sisa pembayaran: Rp\u00a0175.000 (lunasi sebelum sesi dimulai)',
    );

    decideProof(
      world.db,
      admin(accepted),
      transactionId,
      sendNewProof(world.db, customer(accepted), transactionId),
      true,
    );
    expect(sweep(accepted + HOUR_MS)).toBe(0);
  });

  it('states the cancellation policy the booking was made under, whatever the settings say when it is sent', () => {
    const id = book(world.db, customer(), { date: DAY });
    const strict = {
      ...DEFAULT_SETTINGS,
      cancellation: { tiers: [{ minHoursBefore: 0, refundPercent: 0 }], downPaymentRefundable: false },
    };
    updateSettings(world.db, admin(), strict);
    payInFull(world.db, customer(), admin(), id);
    sweep(NOW.getTime() + HOUR_MS);
    expect(remindersOf(id)[0]?.body).toContain(
      'Kebijakan pembatalan reservasi ini:\n' +
        '- 72 jam atau lebih sebelum sesi: dana kembali 100%\n' +
        '- 24–72 jam sebelum sesi: dana kembali 50%\n' +
        '- Kurang dari 24 jam sebelum sesi: tidak ada pengembalian\n' +
        '- DP ikut dikembalikan sesuai persentase di atas',
    );
    expect(remindersOf(id)[0]?.body).toContain('Sudah dibayar: Rp\u00a0350.000');
    expect(remindersOf(id)[0]?.body).not.toContain('Sisa pembayaran');
  });

  it('cannot be opted out of, and a cancelled booking’s queued one leaves the queue', () => {
    expectRefusal(
      world.db,
      () => updateProfile(world.db, customer(), { reminderOptOuts: ['booking-confirmed'] }),
      400,
      'Jenis pengingat tidak valid',
    );
    const id = book(world.db, customer(), { date: DAY });
    payInFull(world.db, customer(), admin(), id);
    sweep(NOW.getTime() + HOUR_MS);
    cancelReservation(world.db, admin(NOW.getTime() + HOUR_MS), id);
    expect(sweep(NOW.getTime() + HOUR_MS)).toBe(1);
    expect(summaryOf(id)).toEqual(['booking-confirmed email sent', 'booking-confirmed whatsapp withdrawn']);
  });
});

describe('review-request', () => {
  /** A booking of DAY at `time`, paid, completed by the admin at `completedAt` (by default when it ends). */
  function completedBooking(time: string, completedAt = startOf(time) + SESSION_20_MINUTES) {
    const id = book(world.db, customer(), { date: DAY, time });
    payInFull(world.db, customer(), admin(), id);
    completeReservation(world.db, admin(completedAt), id);
    return id;
  }

  it('is made 2 hours after a completed session ends, with the review page', () => {
    const id = completedBooking('15:00');
    const due = startOf('15:00') + SESSION_20_MINUTES + 2 * HOUR_MS;
    expect(sweep(due - 1)).toBe(0);
    expect(sweep(due)).toBe(1);
    expect(summaryOf(id)).toEqual(both('review-request'));
    expect(remindersOf(id)[0]).toMatchObject({ link: `/review/${id}` });
    expect(remindersOf(id)[0]?.body).toContain(`Beri ulasan di: /review/${id}`);
  });

  it('waits for 07:00 when the session ends in the evening', () => {
    const id = completedBooking('19:40');
    expect(sweep(wib('2026-11-26T06:59'))).toBe(0);
    expect(sweep(wib('2026-11-26T07:00'))).toBe(1);
    expect(summaryOf(id)).toEqual(both('review-request'));
  });

  it('is made at once when the session is completed later than that', () => {
    const completedAt = startOf('12:00') + DAY_MS;
    const id = completedBooking('12:00', completedAt);
    expect(sweep(completedAt)).toBe(1);
    expect(remindersOf(id)[0]?.dueAt).toBe(at(completedAt).toISOString());
  });

  it('is not made once a review is given, and a queued one leaves the queue when it is', () => {
    const reviewedEarly = completedBooking('12:00');
    const review = { rating: 5, review: 'Fotonya bagus.' };
    createReview(world.db, customer(startOf('13:00')), { reservationId: reviewedEarly, ...review });
    const late = completedBooking('13:00');
    const due = startOf('13:00') + SESSION_20_MINUTES + 2 * HOUR_MS;
    sweep(due);
    createReview(world.db, customer(due + HOUR_MS), { reservationId: late, ...review });
    sweep(due + HOUR_MS);
    expect(summaryOf(reviewedEarly)).toEqual([]);
    expect(summaryOf(late)).toEqual(['review-request email sent', 'review-request whatsapp withdrawn']);
  });

  it(`is not asked for more than ${REVIEW_REQUEST_WINDOW_DAYS} days after the session`, () => {
    const id = completedBooking('15:00');
    sweep(startOf('15:00') + SESSION_20_MINUTES + REVIEW_REQUEST_WINDOW_DAYS * DAY_MS);
    expect(summaryOf(id)).toEqual([]);
  });
});

describe('what stops reminders', () => {
  it('a cancelled booking gets none, and its queued items leave the queue', () => {
    const never = book(world.db, customer(), { date: DAY });
    cancelReservation(world.db, admin(), never);
    const cancelledLater = book(world.db, customer(), { date: DAY });
    const due = startOf() - DAY_MS;
    sweep(due);
    expect(summaryOf(never)).toEqual([]);
    cancelReservation(world.db, admin(due), cancelledLater);
    expect(sweep(due)).toBe(1);
    expect(summaryOf(cancelledLater)).toEqual(['session-tomorrow email sent', 'session-tomorrow whatsapp withdrawn']);
  });

  it('a move replaces the session’s reminder: the queued item leaves, the new schedule’s falls due in its turn', () => {
    const id = book(world.db, customer(), { date: DAY });
    const due = startOf() - DAY_MS;
    sweep(due);
    const newDay = dayFromRulesToday(5);
    const move = { date: newDay, timeId: slotId(world.db, '11:00'), reason: 'Permintaan pelanggan lewat telepon' };
    rescheduleReservation(world.db, admin(due + HOUR_MS), id, move);
    expect(sweep(due + HOUR_MS)).toBe(1);
    expect(summaryOf(id)).toEqual(['session-tomorrow email sent', 'session-tomorrow whatsapp withdrawn']);
    const newDue = startOf('11:00', newDay) - DAY_MS;
    expect(sweep(newDue - 1)).toBe(0);
    expect(sweep(newDue)).toBe(1);
    expect(summaryOf(id).slice(2)).toEqual(both('session-tomorrow'));
    expect(remindersOf(id)[2]?.body).toContain('Jumat, 27 November 2026 pukul 11.00 WIB');
  });

  it('a kind the customer opted out of is made on neither channel, and leaves the queue once opted out of', () => {
    updateProfile(world.db, customer(), { reminderOptOuts: ['session-tomorrow'] });
    const { id } = bookWithDownPaymentAccepted();
    const due = startOf() - DAY_MS;
    sweep(due);
    expect(summaryOf(id)).toEqual([...both('balance-due'), ...both('booking-confirmed')]);
    updateProfile(world.db, customer(due), { reminderOptOuts: ['balance-due', 'session-tomorrow'] });
    expect(sweep(due)).toBe(1);
    expect(summaryOf(id)).toEqual([
      'balance-due email sent',
      'balance-due whatsapp withdrawn',
      ...both('booking-confirmed'),
    ]);
  });
});

describe('the upkeep', () => {
  it('makes the reminders that fell due before every request, so moving the clock makes them appear', () => {
    const id = book(world.db, customer(), { date: DAY });
    payInFull(world.db, customer(), admin(), id);
    expect(upkeep(world.db, at(startOf() - DAY_MS))).toBe(true);
    expect(summaryOf(id)).toEqual([...both('booking-confirmed'), ...both('session-tomorrow')]);
    expect(upkeep(world.db, at(startOf() - DAY_MS))).toBe(false);
  });

  it('looks only at bookings near their reminders: of 10,000 past ones, those completed within the review window', () => {
    addPastReservations(world.db, 10_000, NOW);
    sweep(NOW.getTime());
    const firstReviewed = NOW.getTime() - REVIEW_REQUEST_WINDOW_DAYS * DAY_MS;
    const reminded = new Set(world.db.reminders.map((row) => row.reservationId));
    const expected = world.db.reservations.filter(
      (row) =>
        row.status === 'success' &&
        slotStart(row.date, row.snapshot.time).getTime() + SESSION_20_MINUTES > firstReviewed,
    );
    expect(reminded.size).toBe(expected.length);
    expect(world.db.reminders.every((row) => row.kind === 'review-request')).toBe(true);
    expect(sweep(NOW.getTime())).toBe(0);
  });
});

describe('the album’s reminders', () => {
  const albumLines = (id: number) => summaryOf(id).filter((line) => line.startsWith('album-'));
  const onDay = (days: number, time: string) => wib(`${addDays(DAY, days).slice(0, 10)}T${time}`);

  /** A session of DAY at 10:20, paid and completed as it ends; its 3 originals in at 14:00 WIB that day. */
  function sessionWithOriginals() {
    const id = book(world.db, customer(), { date: DAY });
    payInFull(world.db, customer(), admin(), id);
    completeReservation(world.db, admin(startOf() + SESSION_20_MINUTES), id);
    const uploadedAt = onDay(0, '14:00');
    return { id, uploadedAt, photos: putOriginals(world.db, id, 3, at(uploadedAt)) };
  }

  /** The customer chooses the first photo and sends the choice, the day after the originals went in, at 09:00. */
  function sendChoice(id: number, photos: number[]) {
    const sentAt = onDay(1, '09:00');
    saveAlbumSelection(world.db, customer(sentAt), id, { photos: [{ id: photos[0] }] });
    submitAlbumSelection(world.db, customer(sentAt), id);
    return sentAt;
  }

  it('tells the customer the photos can be chosen as they go in, and again as the last day to choose begins', () => {
    const { id, uploadedAt } = sessionWithOriginals();
    sweep(uploadedAt);
    expect(albumLines(id)).toEqual(both('album-open'));
    const [email] = remindersOf(id).filter((row) => row.kind === 'album-open');
    expect(email).toMatchObject({ subject: `Foto Anda sudah bisa dipilih (reservasi #${id})`, link: `/photos/${id}` });
    // The last day is the fifth after; its reminder comes as it begins, at 07:00 after the quiet hours.
    const closing = onDay(5, '07:00');
    sweep(closing - 1);
    expect(albumLines(id)).toEqual(both('album-open'));
    sweep(closing);
    expect(albumLines(id)).toEqual([...both('album-open'), ...both('album-choice-closing')]);
  });

  it('withdraws what is queued once the choice is sent', () => {
    const { id, uploadedAt, photos } = sessionWithOriginals();
    sweep(uploadedAt);
    sweep(sendChoice(id, photos));
    expect(albumLines(id)).toEqual(['album-open email sent', 'album-open whatsapp withdrawn']);
  });

  it('tells the customer when the admin reopens a sent choice, with its new last day', () => {
    const { id, uploadedAt, photos } = sessionWithOriginals();
    sweep(uploadedAt);
    sendChoice(id, photos);
    const reopenedAt = onDay(2, '10:00');
    reopenAlbumSelection(world.db, admin(reopenedAt), id);
    sweep(reopenedAt);
    expect(albumLines(id)).toEqual(['album-open email sent', 'album-open whatsapp withdrawn', ...both('album-open')]);
    const reopened = remindersOf(id).at(-1)!;
    expect(reopened).toMatchObject({
      subject: `Pilihan foto Anda dibuka kembali (reservasi #${id})`,
      dueAt: new Date(reopenedAt).toISOString(),
    });
    expect(reopened.body).toContain(`paling lambat ${calendarDayText(addDays(DAY, 4))}`);
    sweep(reopenedAt + 60_000);
    expect(albumLines(id)).toHaveLength(4);
  });

  it('tells the customer the edits are ready on delivery, and 3 days before the downloads end', () => {
    const { id, photos } = sessionWithOriginals();
    sendChoice(id, photos);
    const chosen = world.db.albumPhotos.find((row) => row.id === photos[0])!;
    updateRow(world.db, 'albumPhotos', chosen, { editedUrl: '/files/edit.jpg' });
    const deliveredAt = onDay(2, '10:00');
    deliverAlbum(world.db, admin(deliveredAt), id);
    sweep(deliveredAt);
    expect(albumLines(id).slice(-2)).toEqual(both('album-ready'));
    expect(remindersOf(id).at(-1)?.subject).toBe(`Foto Anda sudah siap (reservasi #${id})`);
    // Downloadable to the 30th day after; 3 days before it ends is 07:00 on the 28th, after the quiet hours.
    const expiring = onDay(30, '07:00');
    sweep(expiring - 1);
    expect(albumLines(id).filter((line) => line.startsWith('album-expiring'))).toEqual([]);
    sweep(expiring);
    expect(albumLines(id).slice(-2)).toEqual(both('album-expiring'));
  });
});
