import { logDirOf } from '../logging/log-file.ts';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { SettingsView, settingsMethods } from '../../../shared/bridge/methods/settings.ts';
import type { BridgeContext } from '../bridge/router.ts';
import { DeskError } from '../connection/desk-error.ts';
import type { SettingsStore } from './settings-store.ts';

/** What the settings handlers need from the desk and its host. */
export interface SettingsDeps {
  store: SettingsStore;
  dataDir: string;
  /** The system's Downloads folder (Electron), or browser mode's save folder. */
  systemDownloadsDir: string;
  mode: 'electron' | 'web';
  /** The desktop app's folder picker; null = cancelled. Absent in browser mode. */
  chooseFolder?: (defaultPath: string) => Promise<string | null>;
}

/** The settings with the folders they refer to. */
export function settingsView(deps: SettingsDeps): SettingsView {
  const settings = deps.store.current();
  return {
    settings,
    dataDir: deps.dataDir,
    logDir: logDirOf(deps.dataDir),
    downloadsDir: (deps.mode === 'electron' ? settings.downloadsFolder : null) ?? deps.systemDownloadsDir,
    desktop: deps.mode === 'electron',
  };
}

/** Handlers of the `settings` area. */
export function settingsHandlers(deps: SettingsDeps): BridgeHandlers<typeof settingsMethods, BridgeContext> {
  return {
    'settings.get': async () => settingsView(deps),
    'settings.update': async (patch) => {
      await deps.store.update(patch);
      return settingsView(deps);
    },
    'settings.chooseDownloadsFolder': async ({ reset }) => {
      const { chooseFolder } = deps;
      if (deps.mode !== 'electron' || !chooseFolder) {
        throw new DeskError(
          'invalid-input',
          `In the browser, the desk saves files in ${settingsView(deps).downloadsDir} without asking; only the desktop app lets you choose the folder.`,
        );
      }
      if (reset) {
        await deps.store.update({ downloadsFolder: null });
        return settingsView(deps);
      }
      const picked = await chooseFolder(settingsView(deps).downloadsDir);
      if (picked === null) throw new DeskError('cancelled', 'No folder was chosen; files still go to the same folder as before.');
      await deps.store.update({ downloadsFolder: picked });
      return settingsView(deps);
    },
  };
}
