import type { Clock } from '../clock';
import { ok } from '../outcome';

/** What starting the demo over resets: the data, the uploaded files and the clock. */
export interface DemoParts {
  store: { reset(): Promise<void> };
  files: { clear(): Promise<void> };
  clock: Pick<Clock, 'resetToRealTime' | 'travelTo'>;
}

const DEMO_RESET_MESSAGE = 'Data demo dikembalikan ke kondisi awal dan waktu kembali ke waktu nyata';
const DEMO_RESET_AT_MESSAGE = 'Data demo dikembalikan ke kondisi awal pada waktu yang dipilih';

/**
 * Starts the demo over, in either host: the clock goes back to the real time first (or to `at`, for a test or a
 * scripted demo that starts at a known instant), so the fresh seed is made for that day rather than for one a
 * time travel had reached; the seed keeps no uploaded file, so every one, payment proofs included, goes with the
 * old data.
 */
export async function startDemoOver({ store, files, clock }: DemoParts, at?: Date) {
  if (at) await clock.travelTo(at);
  else await clock.resetToRealTime();
  await store.reset();
  await files.clear();
  return ok(null, at ? DEMO_RESET_AT_MESSAGE : DEMO_RESET_MESSAGE);
}
