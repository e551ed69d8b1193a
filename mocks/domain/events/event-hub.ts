import type { Db } from '@mocks/db/schema';
import type { StoreCommit } from '@mocks/db/store';
import { liveChangesOf, type HeardChange } from './live-changes';

/** What one commit touched, known by the store's revision after it. */
export interface LiveEvent {
  revision: number;
  changes: readonly HeardChange[];
}

/** How many of the latest events are kept for a listener catching up after a drop. */
export const KEPT_EVENTS = 200;

/** What a listener catching up from a revision is told: the events it missed, or that too much has passed. */
export type CatchUp = { kind: 'events'; events: readonly LiveEvent[] } | { kind: 'too-far' };

export interface EventHub {
  /** Takes a commit of the store (its `onCommit`). */
  publish: (commit: StoreCommit) => void;
  /**
   * Tells `listener` every event from now on, with the database the commit made (to check who still listens
   * against), until the answer is called or the hub ends.
   */
  subscribe: (listener: EventListener, onEnd?: () => void) => () => void;
  /** The events after a revision a listener last read, while the hub still keeps them all. */
  since: (revision: number) => CatchUp;
  /** The revision of the latest commit, once the store has loaded. */
  latestRevision: () => number | undefined;
  /** Ends every subscription (the host is stopping). */
  end: () => void;
}

type EventListener = (event: LiveEvent, after: Db) => void;

interface Subscription {
  listener: EventListener;
  onEnd: (() => void) | undefined;
}

/**
 * A commit's changes, or everything should naming them fail: the commit is stored already, and a listener that
 * refetches everything misses nothing.
 */
function changesOf(commit: StoreCommit): readonly HeardChange[] {
  try {
    return liveChangesOf(commit);
  } catch (error) {
    console.error('The changes of a commit could not be named; told as everything', error);
    return liveChangesOf({ revision: commit.revision, after: commit.after, changes: 'all' });
  }
}

/**
 * The live changes of one backend: each commit's changes, told to whoever listens as they are committed, the
 * latest `kept` kept for catching up. The store's first load names no change (nobody can have seen anything
 * before it): it says where the revisions start.
 */
export function createEventHub(kept = KEPT_EVENTS): EventHub {
  const subscriptions = new Set<Subscription>();
  const events: LiveEvent[] = [];
  /** Every commit after this revision is in `events` (or touched nothing anyone hears of); undefined before a load. */
  let keptAfter: number | undefined;
  let latest: number | undefined;

  function tell(event: LiveEvent, after: Db): void {
    events.push(event);
    if (events.length > kept) keptAfter = events.shift()!.revision;
    for (const { listener } of subscriptions) {
      try {
        listener(event, after);
      } catch (error) {
        console.error('A listener to the live changes failed', error);
      }
    }
  }

  return {
    publish(commit) {
      const first = latest === undefined;
      latest = commit.revision;
      if (first) {
        keptAfter = commit.revision;
        return;
      }
      const changes = changesOf(commit);
      if (changes.length > 0) tell({ revision: commit.revision, changes }, commit.after);
    },
    subscribe(listener, onEnd) {
      const subscription = { listener, onEnd };
      subscriptions.add(subscription);
      return () => void subscriptions.delete(subscription);
    },
    since(revision) {
      if (keptAfter === undefined || latest === undefined || revision < keptAfter || revision > latest)
        return { kind: 'too-far' };
      return { kind: 'events', events: events.filter((event) => event.revision > revision) };
    },
    latestRevision: () => latest,
    end() {
      const ended = [...subscriptions];
      subscriptions.clear();
      for (const { onEnd } of ended) onEnd?.();
    },
  };
}
