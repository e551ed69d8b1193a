import type { Db } from '../db/schema';
import { createSeed } from '../db/seed';
import { TEST_PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';

/** The seed for a moment, as the test backends make it: images under '/', cheap password hashes, no year of history. */
export const createTestSeed = (now: Date): Promise<Db> =>
  createSeed({ now, assetBase: '/', passwordHashIterations: TEST_PASSWORD_HASH_ITERATIONS, history: false });

/** The demo's seed for a moment, with the studio's year of history (seed-history.ts). */
export const createTestSeedWithHistory = (now: Date): Promise<Db> =>
  createSeed({ now, assetBase: '/', passwordHashIterations: TEST_PASSWORD_HASH_ITERATIONS, history: true });
