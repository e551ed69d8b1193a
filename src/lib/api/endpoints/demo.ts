import { api, dataOf, listOf, tagTypes, type ApiEnvelope } from '@/lib/api/api';
import type {
  DemoClock,
  DemoClockRequest,
  DemoScenario,
  GatewayPayRequest,
  GatewayPayResult,
  NetworkSimulation,
  NetworkSimulationRequest,
  Reminder,
  PastReservationsRequest,
  StartedScenario,
} from '@/lib/api/api-types';
import { gatewayNotificationTags, listTag } from '@/lib/api/tags';
import { followBackendInstant, setAppClockOffset } from '@/lib/time/app-clock';

/** The emulated backend's demo controls (docs/api.md §9). A real API has none of them. */
export const demoApi = api.injectEndpoints({
  endpoints: (build) => ({
    demoScenarios: build.query<DemoScenario[], void>({
      query: () => '__demo/scenarios',
      transformResponse: dataOf<DemoScenario[]>,
    }),
    startScenario: build.mutation<ApiEnvelope<StartedScenario>, string>({
      // A scenario link's name is sent as written: an unknown one is the backend's 404 to show, not a type error.
      query: (name) => ({ url: '__demo/scenario', method: 'POST', body: { name } }),
    }),
    moveDemoClock: build.mutation<ApiEnvelope<DemoClock>, DemoClockRequest>({
      query: (body) => ({ url: '__demo/clock', method: 'POST', body: body satisfies DemoClockRequest }),
      // The app follows the new time before anything refetched is shown against it.
      async onQueryStarted(_move, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          followBackendInstant(data.data.now);
        } catch {
          // A refused move leaves the clock where it was; the panel shows the refusal.
        }
      },
      // Every rule reads this clock: statuses, deadlines and today's lists may all have changed.
      invalidatesTags: [...tagTypes],
    }),
    /**
     * GET __demo/inbox: the latest emails the studio sent, to any customer. Tagged as the reminders'
     * list, so moving the clock (which invalidates every tag) fetches it again with what fell due.
     */
    demoInbox: build.query<Reminder[], void>({
      query: () => '__demo/inbox',
      transformResponse: listOf<Reminder>,
      providesTags: [listTag('Reminder')],
    }),
    /** POST __demo/reset: the data from a fresh seed and the clock back at the real time, which the app follows. */
    resetDemo: build.mutation<ApiEnvelope<null>, void>({
      query: () => ({ url: '__demo/reset', method: 'POST' }),
      async onQueryStarted(_reset, { queryFulfilled }) {
        try {
          await queryFulfilled;
          // The demo's backend runs on this device (its service worker): its real time is the device's.
          setAppClockOffset(0);
        } catch {
          // A refused reset leaves the data and the clock as they were; the panel shows the refusal.
        }
      },
    }),
    addPastReservations: build.mutation<ApiEnvelope<{ added: number }>, number>({
      query: (count) => ({
        url: '__demo/past-reservations',
        method: 'POST',
        body: { count } satisfies PastReservationsRequest,
      }),
      invalidatesTags: ['Reservation', 'Transaction'],
    }),
    /**
     * POST /__demo/gateway/pay: the gateway's sandbox pays a charge's QRIS, as the QRIS simulator asks. What it may
     * have paid shows on transactions, their bookings and the payments in review.
     */
    payThroughGateway: build.mutation<ApiEnvelope<GatewayPayResult>, GatewayPayRequest>({
      query: (body) => ({ url: '__demo/gateway/pay', method: 'POST', body: body satisfies GatewayPayRequest }),
      invalidatesTags: gatewayNotificationTags,
    }),
    networkSimulation: build.query<NetworkSimulation, void>({
      query: () => '__demo/network',
      transformResponse: dataOf<NetworkSimulation>,
    }),
    simulateNetwork: build.mutation<ApiEnvelope<NetworkSimulation>, Partial<NetworkSimulation>>({
      query: (body) => ({ url: '__demo/network', method: 'POST', body: body satisfies NetworkSimulationRequest }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(demoApi.util.upsertQueryData('networkSimulation', undefined, data.data));
        } catch {
          // A refused change leaves the simulation as it was; the panel shows the refusal.
        }
      },
    }),
  }),
});

export const {
  useDemoScenariosQuery,
  useStartScenarioMutation,
  useMoveDemoClockMutation,
  useDemoInboxQuery,
  useResetDemoMutation,
  useAddPastReservationsMutation,
  usePayThroughGatewayMutation,
  useNetworkSimulationQuery,
  useSimulateNetworkMutation,
} = demoApi;
