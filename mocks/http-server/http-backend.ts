import type { Backend } from '../backend';
import { createSeed } from '../db/seed';
import { createStore } from '../db/store';
import { PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { createClock, storedClockOffset } from '../domain/clock';
import { createNetworkSimulationSetting, storedNetworkSimulation } from '../domain/demo/network-simulation';
import { upkeep } from '../domain/upkeep';
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
 * a data directory (see data-directory.ts), the clock and the simulated network as the demo last set them.
 */
export async function createHttpBackend({
  dataDirectory,
  reset = false,
  passwordHashIterations = PASSWORD_HASH_ITERATIONS,
  onNotice,
}: HttpBackendOptions): Promise<Backend> {
  const { directory, persistence } = await openDataDirectory(dataDirectory, { reset });
  const settings = await createFileDemoSettings(directory.settingsFile);
  const [storedOffset, storedNetwork] = await Promise.all([settings.read('clock-offset'), settings.read('network')]);
  const clock = createClock(storedClockOffset(storedOffset), Date.now, (offsetMs) =>
    settings.write('clock-offset', String(offsetMs)),
  );
  const store = createStore({
    persistence,
    seed: () => createSeed({ now: clock.now(), assetBase: SERVED_ASSET_BASE, passwordHashIterations }),
    onNotice,
    maintain: (db) => upkeep(db, clock.now()),
  });
  const network = createNetworkSimulationSetting(storedNetworkSimulation(storedNetwork), (simulation) =>
    settings.write('network', JSON.stringify(simulation)),
  );
  return {
    store,
    files: createDiskFileStore(directory.uploadsDirectory),
    clock,
    passwordHashIterations,
    assetBase: SERVED_ASSET_BASE,
    network,
  };
}
