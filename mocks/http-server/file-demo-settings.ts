import type { DemoSettingName, DemoSettings } from '../db/demo-settings';
import { readTextIfPresent, writeFileAtomically } from './disk-io';

type StoredSettings = Partial<Record<DemoSettingName, string>>;

function parseSettings(text: string | undefined): StoredSettings {
  if (text === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string'));
  } catch {
    // A damaged settings file loses only the demo clock and the simulated network: the defaults apply.
    return {};
  }
}

/**
 * The demo clock's offset and the simulated network in one small JSON file beside the snapshot, read once
 * and rewritten atomically on each change.
 */
export async function createFileDemoSettings(file: string): Promise<DemoSettings> {
  const settings = parseSettings(await readTextIfPresent(file));
  return {
    read: (name) => Promise.resolve(settings[name] ?? null),
    async write(name, value) {
      settings[name] = value;
      await writeFileAtomically(file, JSON.stringify(settings));
    },
  };
}
