import { describe, expect, it, vi } from 'vitest';
import type { WorkerToPage } from '@/backend-host/service-worker-protocol';
import { isWorkerToPage } from '@/backend-host/service-worker-protocol';
import { insertRow, nextId } from '../db/draft';
import { createMemoryBackend } from '../memory-backend';
import { tellPagesOfChanges } from './changes-to-pages';

describe("the worker's pages and the live changes", () => {
  it('are told each commit: its revision and what it changed, in a message they read', async () => {
    const backend = createMemoryBackend();
    await backend.store.read(() => undefined);
    const tellPages = vi.fn<(message: WorkerToPage) => void>();
    const stop = tellPagesOfChanges(backend.events, tellPages);
    await backend.store.transact((db) =>
      insertRow(db, 'closures', {
        id: nextId(db, 'closures'),
        startDate: '2026-12-24T00:00:00.000Z',
        endDate: '2026-12-25T00:00:00.000Z',
        label: 'Natal',
        note: '',
        createdAt: '2026-11-22T03:00:00.000Z',
      }),
    );
    expect(tellPages).toHaveBeenCalledExactlyOnceWith({
      type: 'changes',
      revision: expect.any(Number),
      changes: [{ resource: 'closures', id: expect.any(Number) }],
    });
    expect(isWorkerToPage(tellPages.mock.calls[0]![0])).toBe(true);
    stop();
    await backend.store.reset();
    expect(tellPages).toHaveBeenCalledOnce();
  });
});
