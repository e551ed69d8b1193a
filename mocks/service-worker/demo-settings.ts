import { openDB } from 'idb';
import { storageName } from '@/lib/storage-namespace';

/** The demo's own settings, kept as the page's localStorage kept them (text), in a small database of their own. */
export type DemoSettingName = 'clock-offset' | 'network';

/** The settings of the app at this base path, beside (not inside) the backend's database and its schema versions. */
export const DEMO_SETTINGS_DATABASE = storageName('studio-senja-demo-settings', import.meta.env.BASE_URL);

export interface DemoSettings {
  /** The stored text of a setting, or null when there is none. */
  read(name: DemoSettingName): Promise<string | null>;
  /** Settles once the setting is written, or fails (e.g. a full storage). */
  write(name: DemoSettingName, value: string): Promise<void>;
}

/**
 * The demo clock's offset and the simulated network in IndexedDB: a service worker has no localStorage, and
 * the browser may stop it whenever it is idle, so a setting lives only where the next start can read it.
 */
export function createIndexedDbDemoSettings(name = DEMO_SETTINGS_DATABASE): DemoSettings {
  const database = openDB(name, 1, {
    upgrade: (opened) => void opened.createObjectStore('settings'),
  });
  return {
    async read(setting) {
      const value: unknown = await (await database).get('settings', setting);
      return typeof value === 'string' ? value : null;
    },
    async write(setting, value) {
      await (await database).put('settings', value, setting);
    },
  };
}
