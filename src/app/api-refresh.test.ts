import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reservationsApi } from '@/lib/api/endpoints/reservations';
import { catalogueApi } from '@/lib/api/endpoints/catalogue';
import { transactionsApi } from '@/lib/api/endpoints/transactions';
import { signInAs } from '../test/render-app';
import { makeStore } from './redux-store';

/** Days ahead of today, as the API's date: the calendar day at 00:00 UTC. */
function apiDateInDays(days: number): string {
  const day = new Date(Date.now() + 7 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000);
  return `${day.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

describe('API tags: a mutation refreshes what it changes', () => {
  it("a new reservation appears in the own list, the day's slots, and its transaction on the reservation", async () => {
    await signInAs('customer');
    const store = makeStore();
    const date = apiDateInDays(9);
    const own = store.dispatch(reservationsApi.endpoints.ownReservations.initiate());
    const day = store.dispatch(reservationsApi.endpoints.reservationsOnDate.initiate(date));
    const before = (await own).data?.length ?? 0;
    const taken = new Set((await day).data?.map((row) => row.timeSlot.id));

    const [category] = (await store.dispatch(catalogueApi.endpoints.categories.initiate())).data ?? [];
    const chosenPackage = category?.category_packages[0];
    const slots = (await store.dispatch(catalogueApi.endpoints.timeSlots.initiate())).data ?? [];
    const slot = slots.find(({ id }) => !taken.has(id));
    if (!category || !chosenPackage || !slot) throw new Error('the seed has no bookable package');

    const created = await store
      .dispatch(
        reservationsApi.endpoints.createReservation.initiate({
          date,
          timeId: slot.id,
          categoryId: category.id,
          categoryPackageId: chosenPackage.id,
          addons: [],
        }),
      )
      .unwrap();
    await waitFor(() =>
      expect(reservationsApi.endpoints.ownReservations.select()(store.getState()).data).toHaveLength(before + 1),
    );
    await waitFor(() =>
      expect(
        reservationsApi.endpoints.reservationsOnDate
          .select(date)(store.getState())
          .data?.map((row) => row.id),
      ).toContain(created.data.id),
    );

    const reservation = store.dispatch(reservationsApi.endpoints.reservation.initiate(created.data.id));
    expect((await reservation).data?.transactions).toEqual([]);
    await store
      .dispatch(
        transactionsApi.endpoints.createTransaction.initiate({ reservationId: created.data.id, type: 'downpayment' }),
      )
      .unwrap();
    await waitFor(() =>
      expect(
        reservationsApi.endpoints.reservation.select(created.data.id)(store.getState()).data?.transactions,
      ).toHaveLength(1),
    );
    own.unsubscribe();
    day.unsubscribe();
    reservation.unsubscribe();
  });
});
