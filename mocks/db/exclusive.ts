/** Runs one piece of work at a time, in the order they were asked for. */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function runExclusively<T>(work: () => Promise<T>): Promise<T> {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  };
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/**
 * Work that must not overlap with the same work in another browser tab: inside this tab through a queue,
 * across tabs through the Web Locks API where the browser has it.
 */
export function createCrossTabLock(name: string, locks: LockManagerLike | undefined = browserLocks()) {
  const runInThisTab = createSerialQueue();
  return function withLock<T>(work: () => Promise<T>): Promise<T> {
    return runInThisTab(() => (locks ? locks.request(name, work) : work()));
  };
}

function browserLocks(): LockManagerLike | undefined {
  const candidate = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return candidate && typeof candidate.request === 'function' ? candidate : undefined;
}
