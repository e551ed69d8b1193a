import type { Loader } from '@storybook/react-vite';
import { addPastReservationsWithinCap } from '../mocks/domain/demo/demo-past-reservations';
import { NO_NETWORK_SIMULATION } from '../mocks/domain/demo/network-simulation';
import { createHandlers } from '../mocks/handlers/all-handlers';
import { asOneHandler } from '../mocks/handlers/handler-dispatch';
import { createMemoryBackend } from '../mocks/memory-backend';
import { signInDemoAccount } from '../mocks/test-kit/sign-in';
import { setAppClockOffset } from '../src/lib/time/app-clock';
import { removeToken, storeToken } from '../src/lib/sign-in/token-storage';
import { slotStart, studioDay } from '../src/lib/rules/studio-time';
import { pastReservationsOf, storyUserOf, studioTimeOf } from './story-parameters';

/** The one emulated backend every story talks to, kept in memory. */
const storyBackend = createMemoryBackend({ assetBase: import.meta.env.BASE_URL });

export const backendHandlers = [asOneHandler(createHandlers(storyBackend))];

/**
 * Starts every story from the seed (with `parameters.pastReservations` more, if any), at `parameters.studioTime`
 * or the real time (the backend and the UI alike), signed in as `parameters.user` or signed out. A loader runs
 * before the story renders, so the Redux store made then reads the right token.
 */
export const signInLoader: Loader = async ({ parameters }) => {
  await storyBackend.store.reset();
  await storyBackend.clock.resetToRealTime();
  const studioTime = studioTimeOf(parameters);
  if (studioTime) await storyBackend.clock.travelTo(slotStart(studioDay(new Date()), studioTime));
  const pastReservations = pastReservationsOf(parameters);
  if (pastReservations > 0) {
    await storyBackend.store.transact((db) =>
      addPastReservationsWithinCap(db, pastReservations, storyBackend.clock.now()),
    );
  }
  await storyBackend.network.replace(NO_NETWORK_SIMULATION);
  setAppClockOffset(storyBackend.clock.offsetMs());
  removeToken();
  const user = storyUserOf(parameters);
  if (user) {
    storeToken(await storyBackend.store.transact((db) => signInDemoAccount(db, user, storyBackend.clock.now())));
  }
};
