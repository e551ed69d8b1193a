import type { Db } from './schema';
import type { SeedOptions } from './seed';

type SeedReply = { db: Db; error?: undefined } | { db?: undefined; error: string };

/** The seed, made in a worker of its own (seed-worker.ts) so the page stays responsive while it is made. */
export function createSeedInWorker(options: SeedOptions): Promise<Db> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./seed-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SeedReply>) => {
      worker.terminate();
      if (event.data.db) resolve(event.data.db);
      else reject(new Error(`The seed could not be made: ${event.data.error}`));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`The seed worker failed: ${event.message}`));
    };
    worker.postMessage(options);
  });
}
