import type { Parameters } from '@storybook/react-vite';
import type { demoAccounts } from '../mocks/db/seed';

/**
 * This project's own story parameters. Storybook types parameters as `any`, so they are read here,
 * checked, and refused when misspelt:
 * - `user`: the demo account signed in before the story renders (`'admin' | 'customer'`); signed out when absent;
 * - `route`: the URL of the memory router around a component story; `/` when absent;
 * - `appUrl`: set by `inAppAt`, for stories that render the app's own router;
 * - `pastReservations`: how many finished reservations on past days (with their paid transactions) the seed gets
 *   on top, for a list of many pages; none when absent;
 * - `studioTime`: the time of day in the studio (WIB) the story happens at, today; the real time when absent;
 * - `testedBy`: the page or component test that owns the story's case (not played again in jsdom).
 */
export type StoryUser = keyof typeof demoAccounts;

export function storyUserOf(parameters: Parameters): StoryUser | undefined {
  const user: unknown = parameters.user;
  if (user === undefined || user === 'admin' || user === 'customer') return user;
  throw new Error(`parameters.user must be 'admin' or 'customer', not ${JSON.stringify(user)}.`);
}

export function routeOf(parameters: Parameters): string {
  const route: unknown = parameters.route;
  return typeof route === 'string' ? route : '/';
}

export function rendersAppRouter(parameters: Parameters): boolean {
  const appUrl: unknown = parameters.appUrl;
  return typeof appUrl === 'string';
}

export function pastReservationsOf(parameters: Parameters): number {
  const count: unknown = parameters.pastReservations;
  if (count === undefined) return 0;
  if (typeof count === 'number' && Number.isInteger(count) && count > 0) return count;
  throw new Error(`parameters.pastReservations must be a whole number above 0, not ${JSON.stringify(count)}.`);
}

/**
 * `studioTime`: the studio's wall-clock time ("HH:mm", WIB) the story happens at, today; the real time when
 * absent. A story about today's slots needs it: from the last slot on, every slot of the real today has passed.
 */
export function studioTimeOf(parameters: Parameters): string | undefined {
  const time: unknown = parameters.studioTime;
  if (time === undefined || (typeof time === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(time))) return time;
  throw new Error(`parameters.studioTime must be a time of day like '14:10', not ${JSON.stringify(time)}.`);
}

/** The page or component test that checks a story's case: its file, beside the story's, and the test's title. */
export interface StoryOwner {
  file: string;
  test: string;
}

/**
 * `testedBy`: the test that sets up the same case as the story and checks at least what its play function does.
 * `npm test` then checks that test is there instead of playing the story in jsdom a second time; Chromium still
 * plays it (`npm run test:stories`).
 */
export function testedByOf(parameters: Parameters): StoryOwner | undefined {
  const owner: unknown = parameters.testedBy;
  if (owner === undefined) return undefined;
  if (
    typeof owner === 'object' &&
    owner !== null &&
    'file' in owner &&
    'test' in owner &&
    typeof owner.file === 'string' &&
    typeof owner.test === 'string' &&
    owner.file.endsWith('.test.tsx')
  ) {
    return { file: owner.file, test: owner.test };
  }
  throw new Error(
    `parameters.testedBy must be { file: 'x.test.tsx', test: 'its title' }, not ${JSON.stringify(owner)}.`,
  );
}

/** A story made elsewhere (a shared factory's), with the test that owns its case added to its parameters. */
export function testedBy<S extends object>(story: S & { parameters?: Parameters }, file: string, test: string): S {
  return { ...story, parameters: { ...story.parameters, testedBy: { file, test } } };
}
