import type { WorkerToPage } from '@/backend-host/service-worker-protocol';
import type { EventHub } from '../domain/events/event-hub';
import { namedFew } from '../domain/events/live-changes';

/**
 * Tells the worker's pages what each commit changed, all of it: every page on this device shares one sign-in and
 * holds the same stored data, so there is nobody to keep a change from (`GET /events` over HTTP tells each caller
 * only what they may hear). Answers how to stop.
 */
export function tellPagesOfChanges(events: EventHub, tellPages: (message: WorkerToPage) => void): () => void {
  return events.subscribe(({ revision, changes }) =>
    tellPages({ type: 'changes', revision, changes: namedFew(changes.map(({ change }) => change)) }),
  );
}
