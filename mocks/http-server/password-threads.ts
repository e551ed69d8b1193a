import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createPasswordHasher, type PasswordHasher } from '../domain/accounts/passwords';

interface Job {
  id: number;
  password: string;
  salt: Uint8Array;
  iterations: number;
  bits: number;
}

type Answer = { id: number; bits: Uint8Array } | { id: number; error: string };

const THREAD_SCRIPT = new URL('./password-thread.mjs', import.meta.url);

/**
 * The server's password work on threads of its own: Node's WebCrypto and `pbkdf2` both run on the pool that also
 * reads and writes files, so a storm of sign-ins would hold every journal write up behind it. One thread fewer
 * than the machine has cores (at least one) derives PBKDF2 bits, one job at a time each, the others waiting in
 * turn; a core stays free to answer everyone else.
 */
export function createPasswordThreads(count = Math.max(1, availableParallelism() - 1)) {
  const waiting: Job[] = [];
  const answers = new Map<number, { resolve: (bits: Uint8Array) => void; reject: (error: Error) => void }>();
  const idle: Worker[] = [];
  let nextId = 1;

  /** The job each busy thread works on, so a thread that fails fails its job rather than leaving it waiting. */
  const working = new Map<Worker, number>();

  const dispatch = () => {
    while (idle.length > 0 && waiting.length > 0) {
      const thread = idle.pop()!;
      const job = waiting.shift()!;
      working.set(thread, job.id);
      thread.postMessage(job);
    }
  };

  const settle = (id: number | undefined, outcome: Answer | Error) => {
    if (id === undefined) return;
    const waiter = answers.get(id);
    answers.delete(id);
    if (outcome instanceof Error) waiter?.reject(outcome);
    else if ('error' in outcome) waiter?.reject(new Error(outcome.error));
    else waiter?.resolve(outcome.bits);
  };

  const threads = Array.from({ length: count }, () => {
    const thread = new Worker(THREAD_SCRIPT);
    // Idle threads do not keep the process alive: a stop is not held up by them.
    thread.unref();
    thread.on('message', (answer: Answer) => {
      working.delete(thread);
      settle(answer.id, answer);
      idle.push(thread);
      dispatch();
    });
    thread.on('error', (error: Error) => {
      settle(working.get(thread), error);
      working.delete(thread);
    });
    idle.push(thread);
    return thread;
  });

  const hasher: PasswordHasher = createPasswordHasher(
    (password, salt, iterations, bits) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        answers.set(id, { resolve, reject });
        waiting.push({ id, password, salt, iterations, bits });
        dispatch();
      }),
  );

  return {
    hasher,
    stop: () => Promise.all(threads.map((thread) => thread.terminate())).then(() => undefined),
  };
}
