import type { Db } from '../db/schema';
import { createSeed } from '../db/seed';
import { TEST_PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';

/** The seed for a moment, as the test backends make it: images under '/', passwords hashed cheaply. */
export const createTestSeed = (now: Date): Promise<Db> =>
  createSeed({ now, assetBase: '/', passwordHashIterations: TEST_PASSWORD_HASH_ITERATIONS });
