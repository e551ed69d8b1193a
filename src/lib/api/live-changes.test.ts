import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/redux-store';
import { signInAs } from '@/test/render-app';
import { api } from './api';
import { closuresApi } from './endpoints/closures';
import { dashboardApi } from './endpoints/dashboard';
import { digestsApi } from './endpoints/digests';
import { remindersApi, WHATSAPP_QUEUE } from './endpoints/reminders';
import { reportsApi } from './endpoints/reports';
import { reservationsApi } from './endpoints/reservations';
import { transactionsApi } from './endpoints/transactions';
import { followLiveChanges, liveChangeTags } from './live-changes';

const TODAY = '2026-11-22T00:00:00.000Z';

/** A store with the admin's screens of issue 53 loaded: a payment page, the transactions, today, the counts. */
async function adminScreens() {
  await signInAs('admin');
  const store = makeStore();
  const page = await store.dispatch(transactionsApi.endpoints.transactions.initiate({ page: 1, pageSize: 10 }));
  const transaction = page.data?.rows[0];
  if (!transaction) throw new Error('the seed has no transaction');
  await Promise.all([
    store.dispatch(transactionsApi.endpoints.transaction.initiate(transaction.id)),
    store.dispatch(reservationsApi.endpoints.reservationsOnDate.initiate(TODAY)),
    store.dispatch(dashboardApi.endpoints.dashboardOverview.initiate()),
    store.dispatch(remindersApi.endpoints.reminders.initiate(WHATSAPP_QUEUE)),
    store.dispatch(closuresApi.endpoints.closedDays.initiate()),
  ]);
  return { store, transaction };
}

/** The endpoints whose cached answers a change would refetch. */
function refetchedBy(store: ReturnType<typeof makeStore>, tags: ReturnType<typeof liveChangeTags>) {
  return [
    ...new Set(api.util.selectInvalidatedBy(store.getState(), [...tags]).map((entry) => entry.endpointName)),
  ].sort();
}

describe('live changes in the app', () => {
  it("refetches a payment's page, the transactions, today's schedule and the menu's counts, and nothing else", async () => {
    const { store, transaction } = await adminScreens();
    const tags = liveChangeTags({
      resource: 'transactions',
      id: transaction.id,
      reservationId: transaction.reservationId,
    });
    expect(refetchedBy(store, tags)).toEqual([
      'dashboardOverview',
      'reservationsOnDate',
      'transaction',
      'transactions',
    ]);
  });

  it("refetches the WhatsApp queue for a reminder and the closed days for a closure, and the booking's screens for a booking", async () => {
    const { store } = await adminScreens();
    expect(refetchedBy(store, liveChangeTags({ resource: 'reminders', id: 1 }))).toEqual(['reminders']);
    expect(refetchedBy(store, liveChangeTags({ resource: 'closures', id: 1 }))).toEqual(['closedDays']);
    expect(refetchedBy(store, liveChangeTags({ resource: 'reservations', id: 1 }))).toEqual([
      'dashboardOverview',
      'reservationsOnDate',
    ]);
    expect(refetchedBy(store, liveChangeTags({ resource: 'all' }))).toHaveLength(6);
  });

  it('refetches the outbox for a morning summary, and the overview for an album or a gateway payment', async () => {
    const { store } = await adminScreens();
    await store.dispatch(digestsApi.endpoints.digests.initiate({ page: 1, pageSize: 7 }));
    expect(refetchedBy(store, liveChangeTags({ resource: 'digests', id: 1 }))).toEqual(['digests']);
    expect(refetchedBy(store, liveChangeTags({ resource: 'albums', reservationId: 1 }))).toEqual(['dashboardOverview']);
    expect(refetchedBy(store, liveChangeTags({ resource: 'payments', id: 1 }))).toEqual(['dashboardOverview']);
  });

  it('refetches the transactions for a change of the settings: each answer says how it is paid (proof or gateway)', async () => {
    const { store } = await adminScreens();
    expect(refetchedBy(store, liveChangeTags({ resource: 'settings' }))).toEqual([
      'dashboardOverview',
      'transaction',
      'transactions',
    ]);
  });

  it('refetches every screen of a resource an event names as a whole (it touched too many to name)', async () => {
    const { store } = await adminScreens();
    expect(refetchedBy(store, liveChangeTags({ resource: 'transactions' }))).toEqual([
      'dashboardOverview',
      'reservationsOnDate',
      'transaction',
      'transactions',
    ]);
    expect(refetchedBy(store, liveChangeTags({ resource: 'reminders' }))).toEqual(['reminders']);
  });

  it('refetches the report and its payments for every change they are counted from', async () => {
    await signInAs('admin');
    const store = makeStore();
    const period = { from: '2026-11-01', to: '2026-11-30' };
    const answers = await Promise.all([
      store.dispatch(reportsApi.endpoints.reportSummary.initiate(period)),
      store.dispatch(reportsApi.endpoints.reportPayments.initiate(period)),
    ]);
    expect(answers.map(({ isSuccess }) => isSuccess)).toEqual([true, true]);
    const changes = [
      { resource: 'reservations', id: 1 },
      { resource: 'reservations' },
      { resource: 'transactions', id: 1, reservationId: 1 },
      { resource: 'refunds', id: 1, reservationId: 1 },
      { resource: 'refunds' },
      { resource: 'closures', id: 1 },
      { resource: 'settings' },
      { resource: 'catalogue' },
    ] as const;
    for (const change of changes)
      expect(refetchedBy(store, liveChangeTags(change)), change.resource).toEqual(['reportPayments', 'reportSummary']);
    expect(refetchedBy(store, liveChangeTags({ resource: 'vouchers', id: 1 }))).toEqual([]);
  });

  it('dispatches one invalidation for all of an event’s changes', async () => {
    const { store, transaction } = await adminScreens();
    const dispatched: unknown[] = [];
    followLiveChanges(
      (action) => {
        dispatched.push(action);
        return store.dispatch(action);
      },
      [
        { resource: 'transactions', id: transaction.id, reservationId: transaction.reservationId },
        { resource: 'reminders', id: 3 },
      ],
    );
    expect(dispatched).toHaveLength(1);
    expect(dispatched[0]).toMatchObject({
      type: api.util.invalidateTags([]).type,
      payload: expect.arrayContaining([
        { type: 'Reminder', id: 3 },
        { type: 'Transaction', id: transaction.id },
      ]),
    });
  });
});
