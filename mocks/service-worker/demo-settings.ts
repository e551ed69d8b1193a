import { openDB } from 'idb';
import { storageName } from '@/lib/storage-namespace';
import type { DemoSettings } from '../db/demo-settings';

/** The settings of the app at this base path, beside (not inside) the backend's database and its schema versions. */
export const DEMO_SETTINGS_DATABASE = storageName('studio-senja-demo-settings', import.meta.env.BASE_URL);

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
