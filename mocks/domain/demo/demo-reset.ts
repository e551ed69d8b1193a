import type { Clock } from '../clock';
import { ok } from '../outcome';

/** What starting the demo over resets: the data, the uploaded files and the clock. */
export interface DemoParts {
  store: { reset(): Promise<void> };
  files: { clear(): Promise<void> };
  clock: Pick<Clock, 'resetToRealTime'>;
}

const DEMO_RESET_MESSAGE = 'Data demo dikembalikan ke kondisi awal dan waktu kembali ke waktu nyata';

/**
 * Starts the demo over, in either host: the clock goes back to the real time first, so the fresh seed is made
 * for today rather than for a day a time travel had reached; the seed keeps no uploaded file, so every one,
 * payment proofs included, goes with the old data.
 */
export async function startDemoOver({ store, files, clock }: DemoParts) {
  await clock.resetToRealTime();
  await store.reset();
  await files.clear();
  return ok(null, DEMO_RESET_MESSAGE);
}
