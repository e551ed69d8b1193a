import type { Backend } from '../backend';
import { PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { createKeptBackend } from '../kept-backend';
import { openDataDirectory } from './data-directory';
import { createDiskFileStore } from './disk-file-store';
import { createFileDemoSettings } from './file-demo-settings';

/** The seed's images are served by the server itself, under this path (see static-images.ts). */
export const SERVED_ASSET_BASE = '/';

export interface HttpBackendOptions {
  dataDirectory: string;
  /** Starts over from the seed, removing everything the directory held. */
  reset?: boolean;
  /** PBKDF2 rounds for new passwords; the browser's cost unless a test asks for less. */
  passwordHashIterations?: number;
  /** Told when the store could not use what it read (never on start: a damaged snapshot stops the server first). */
  onNotice?: (message: string) => void;
}

/**
 * The emulated backend as the Node server keeps it: the store's snapshot, the uploads and the demo settings in
 * a data directory (see data-directory.ts), the demo clock as the demo last set it, and a network simulated
 * fine on every start.
 */
export async function createHttpBackend({
  dataDirectory,
  reset = false,
  passwordHashIterations = PASSWORD_HASH_ITERATIONS,
  onNotice,
}: HttpBackendOptions): Promise<Backend> {
  const { directory, persistence } = await openDataDirectory(dataDirectory, { reset });
  return createKeptBackend({
    settings: await createFileDemoSettings(directory.settingsFile),
    openStorage: () => ({ persistence, files: createDiskFileStore(directory.uploadsDirectory), onNotice }),
    assetBase: SERVED_ASSET_BASE,
    passwordHashIterations,
    networkKept: false,
  });
}
