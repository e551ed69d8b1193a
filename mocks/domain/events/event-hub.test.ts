import { describe, expect, it, vi } from 'vitest';
import { createEmptyDb, type Db } from '@mocks/db/schema';
import type { StoreCommit } from '@mocks/db/store';
import { createEventHub, type LiveEvent } from './event-hub';

const db = createEmptyDb();

/** A commit that added a closed day (which everyone hears of), at a revision. */
const closureAdded = (revision: number): StoreCommit => ({
  revision,
  before: db,
  after: db,
  changes: [['add', 'closures', { id: revision, startDate: '', endDate: '', label: '', note: '', createdAt: '' }]],
});

/** An event at a revision, whatever it names. */
const eventAt = (revision: number): unknown => expect.objectContaining({ revision });

const loaded = (revision: number): StoreCommit => ({ revision, after: db, changes: 'all' });

describe('the event hub', () => {
  it("tells no one of the store's first load, then tells every listener each commit's changes", () => {
    const hub = createEventHub();
    const heard = vi.fn<(event: LiveEvent, after: Db) => void>();
    hub.subscribe(heard);
    hub.publish(loaded(10));
    expect(heard).not.toHaveBeenCalled();
    expect(hub.latestRevision()).toBe(10);
    hub.publish(closureAdded(11));
    expect(heard).toHaveBeenCalledExactlyOnceWith(
      { revision: 11, changes: [{ change: { resource: 'closures', id: 11 }, audience: 'everyone' }] },
      db,
    );
  });

  it('tells nothing of a commit no one hears of, and nothing after a listener left', () => {
    const hub = createEventHub();
    const heard = vi.fn();
    const leave = hub.subscribe(heard);
    hub.publish(loaded(1));
    hub.publish({ revision: 2, before: db, after: db, changes: [['remove', 'tokens', ['t']]] });
    leave();
    hub.publish(closureAdded(3));
    expect(heard).not.toHaveBeenCalled();
    expect(hub.latestRevision()).toBe(3);
  });

  it('catches a listener up on the events after the revision it last read, while it keeps them all', () => {
    const hub = createEventHub(3);
    hub.publish(loaded(1));
    for (const revision of [2, 3, 4]) hub.publish(closureAdded(revision));
    expect(hub.since(1)).toEqual({
      kind: 'events',
      events: [2, 3, 4].map(eventAt),
    });
    expect(hub.since(3)).toEqual({ kind: 'events', events: [eventAt(4)] });
    expect(hub.since(4)).toEqual({ kind: 'events', events: [] });
    hub.publish(closureAdded(5));
    // Revision 2 is no longer kept: a listener that read only 1 may have missed it.
    expect(hub.since(1)).toEqual({ kind: 'too-far' });
    expect(hub.since(2)).toEqual({
      kind: 'events',
      events: [3, 4, 5].map(eventAt),
    });
  });

  it('cannot catch up a revision from before its start, or one it never reached (another data directory)', () => {
    const hub = createEventHub();
    expect(hub.since(4)).toEqual({ kind: 'too-far' });
    hub.publish(loaded(5));
    expect(hub.since(4)).toEqual({ kind: 'too-far' });
    expect(hub.since(5)).toEqual({ kind: 'events', events: [] });
    expect(hub.since(9)).toEqual({ kind: 'too-far' });
  });

  it('ends every subscription when it ends', () => {
    const hub = createEventHub();
    const ended = vi.fn();
    const heard = vi.fn();
    hub.subscribe(heard, ended);
    hub.publish(loaded(1));
    hub.end();
    hub.publish(closureAdded(2));
    expect(ended).toHaveBeenCalledOnce();
    expect(heard).not.toHaveBeenCalled();
  });
});
