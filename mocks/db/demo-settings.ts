/** The demo's own settings, kept as text beside (not inside) the backend's database and its schema versions. */
export type DemoSettingName = 'clock-offset' | 'network';

export interface DemoSettings {
  /** The stored text of a setting, or null when there is none. */
  read(name: DemoSettingName): Promise<string | null>;
  /** Settles once the setting is written, or fails (e.g. a full storage). */
  write(name: DemoSettingName, value: string): Promise<void>;
}
