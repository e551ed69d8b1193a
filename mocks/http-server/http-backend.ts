import type { Backend } from '../backend';
import { PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { createKeptBackend } from '../kept-backend';
import { openDataDirectory } from './data-directory';
import { createDiskFileStore } from './disk-file-store';
import { createFileDemoSettings } from './file-demo-settings';
import { createPasswordThreads } from './password-threads';

/** The seed's images are served by the server itself, under this path (see static-images.ts). */
const SERVED_ASSET_BASE = '/';

export interface HttpBackendOptions {
  dataDirectory: string;
  /** Starts over from the seed, removing everything the directory held. */
  reset?: boolean;
  /** PBKDF2 rounds for new passwords; the browser's cost unless a test asks for less. */
  passwordHashIterations?: number;
  /** How many journaled changes make the store write a new snapshot (the store's default unless a test asks). */
  compactAfterChanges?: number;
  /**
   * Told when a write cut short is cut off the journal on start, or a snapshot could not be written (never of
   * damaged data: that stops the server first).
   */
  onNotice?: (message: string) => void;
}

export interface HttpBackend {
  backend: Backend;
  /** Writes everything as one snapshot, so the journal starts empty, and lets go of the files and threads. */
  stop: () => Promise<void>;
}

/**
 * The emulated backend as the Node server keeps it: the store's snapshot and journal, the uploads and the demo
 * settings in a data directory (see data-directory.ts), the demo clock as the demo last set it, and a network
 * simulated fine on every start.
 */
export async function createHttpBackend({
  dataDirectory,
  reset = false,
  passwordHashIterations = PASSWORD_HASH_ITERATIONS,
  compactAfterChanges,
  onNotice,
}: HttpBackendOptions): Promise<HttpBackend> {
  const { directory, persistence } = await openDataDirectory(dataDirectory, { reset, onNotice });
  const passwordThreads = createPasswordThreads();
  const backend = await createKeptBackend({
    settings: await createFileDemoSettings(directory.settingsFile),
    openStorage: () => ({
      persistence,
      files: createDiskFileStore(directory.uploadsDirectory),
      onNotice,
      compactAfterChanges,
    }),
    assetBase: SERVED_ASSET_BASE,
    passwordHashIterations,
    passwordHasher: passwordThreads.hasher,
    networkKept: false,
  });
  const stop = async () => {
    try {
      await backend.store.compact();
    } finally {
      await Promise.all([persistence.close(), passwordThreads.stop()]);
    }
  };
  return { backend, stop };
}
