import type { DeskSettings, SettingsPatch } from '../../../shared/bridge/methods/settings.ts';
import { deskSettingsSchema } from '../../../shared/bridge/methods/settings.ts';
import { readJsonFile, writeFileAtomic } from '../fs/atomic-write.ts';

/** The settings file's name in the data folder. */
export const SETTINGS_FILE = 'settings.json';

/** The defaults: what a first start, a missing file or a corrupt one gives. */
export const DEFAULT_SETTINGS: DeskSettings = deskSettingsSchema.parse({});

/** The user's settings, held in memory and saved atomically on each change. */
export interface SettingsStore {
  /** The current settings (a copy). */
  current(): DeskSettings;
  /** Applies a change, saves it and tells the listeners; resolves once the file is written. */
  update(patch: SettingsPatch | { downloadsFolder: string | null }): Promise<DeskSettings>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  onChange(listener: (settings: DeskSettings) => void): () => void;
}

/** Options of `loadSettingsStore`. */
export interface SettingsStoreOptions {
  /** The JSON file, usually `<dataDir>/settings.json`. */
  file: string;
  /** Told when a corrupt file was moved aside (the defaults are used instead). */
  onCorrupt?: (info: { movedTo: string; reason: string }) => void;
}

/** Reads the settings file (defaults when missing or corrupt) and returns the store over it. */
export async function loadSettingsStore(options: SettingsStoreOptions): Promise<SettingsStore> {
  let settings = await readJsonFile(options.file, deskSettingsSchema, DEFAULT_SETTINGS, {
    onCorrupt: ({ movedTo, reason }) => options.onCorrupt?.({ movedTo, reason }),
  });
  const listeners = new Set<(settings: DeskSettings) => void>();
  // Changes run one after another, each on the settings the previous one saved, so none is lost.
  let queue: Promise<unknown> = Promise.resolve();

  const apply = async (patch: SettingsPatch | { downloadsFolder: string | null }): Promise<DeskSettings> => {
    const next: DeskSettings = deskSettingsSchema.parse({
      ...settings,
      ...patch,
      notifications: { ...settings.notifications, ...('notifications' in patch ? patch.notifications : {}) },
    });
    await writeFileAtomic(options.file, `${JSON.stringify(next, null, 2)}\n`);
    settings = next;
    for (const listener of listeners) listener(structuredClone(next));
    return structuredClone(next);
  };

  return {
    current: () => structuredClone(settings),
    update(patch) {
      const run = queue.catch(() => undefined).then(() => apply(patch));
      queue = run;
      return run;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
