/** What the backend answers over HTTP when the data it finds stored is damaged, or written by a newer build. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category } from '@/lib/api/api-types';
import { DB_SCHEMA_VERSION, createEmptyDb } from '../db/schema';
import { createStore, RESEED_NOTICES } from '../db/store';
import { STOP_MESSAGES } from '../db/store-stopped';
import { persistenceHolding } from '../test-kit/persistence';
import { createMemoryBackend } from '../memory-backend';
import { createTestServer } from '../test-kit/node-server';
import { callApi } from '../test-kit/http-client';
import { createTestSeed } from '../test-kit/seed';

const now = new Date('2026-11-23T05:00:00.000Z');
const seeded = await createTestSeed(now);

/** A backend over a persistence that already holds `stored`, as a browser's IndexedDB would after a reload. */
function backendOver(stored: unknown) {
  const { persistence } = persistenceHolding(stored);
  const onNotice = vi.fn();
  const onStopped = vi.fn();
  const store = createStore({ persistence, seed: () => Promise.resolve(structuredClone(seeded)), onNotice, onStopped });
  const { server } = createTestServer({ ...createMemoryBackend(), store });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return { persistence, onNotice, onStopped };
}

describe('a stored snapshot with a damaged row (transactions: [null])', () => {
  const { onNotice } = backendOver({
    schemaVersion: DB_SCHEMA_VERSION,
    revision: 4,
    db: { ...createEmptyDb(), transactions: [null] },
  });

  it('is replaced by the seed: GET /categories answers 200 from it, and the corrupt notice is reported', async () => {
    const answer = await callApi<Category[]>('GET', 'categories');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((category) => category.name)).toEqual(
      expect.arrayContaining([seeded.categories[0]!.name]),
    );
    expect(onNotice).toHaveBeenCalledExactlyOnceWith(RESEED_NOTICES.corrupt);
  });
});

describe('a stored snapshot of a newer version', () => {
  const newer = { schemaVersion: DB_SCHEMA_VERSION + 1, revision: 4, db: seeded };
  const { persistence, onStopped } = backendOver(newer);

  it('is never overwritten: every request answers 503 with the reload message, and the stop is reported once', async () => {
    const refused = { status: 503, body: { message: STOP_MESSAGES.newerVersion } };
    expect(await callApi('GET', 'categories')).toEqual(refused);
    expect(await callApi('POST', '__demo/reset')).toEqual(refused);
    expect(await callApi('POST', 'login', { body: { email: 'admin@studio.test', password: 'admin123' } })).toEqual(
      refused,
    );
    expect(onStopped).toHaveBeenCalledExactlyOnceWith(STOP_MESSAGES.newerVersion);
    await expect(persistence.load()).resolves.toEqual({ snapshot: newer, journal: [] });
  });
});
