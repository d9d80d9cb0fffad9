import { access, mkdir } from 'node:fs/promises';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { shellMethods } from '../../../shared/bridge/methods/shell.ts';
import type { OPENABLE_FOLDERS } from '../../../shared/bridge/methods/settings.ts';
import { isAllowedExternalUrl } from '../../../shared/links/external-url.ts';
import type { BridgeContext } from '../bridge/router.ts';
import { DeskError } from '../connection/desk-error.ts';
import type { SavedFiles } from '../files/saved-files.ts';

/** What the shell handlers need: the host's openers and where the app's folders are. */
export interface ShellDeps {
  /** Electron: shell.openExternal; browser mode: a log line. */
  openExternal: (url: string) => Promise<void>;
  /** Electron: shell.openPath; absent in browser mode, where the page shows the path instead. */
  openFolder?: (path: string) => Promise<void>;
  /** Electron: shell.showItemInFolder; absent in browser mode, which has no file manager to open. */
  showFile?: (path: string) => void;
  /** The files the desk saved this session: the only ones it shows in the file manager. */
  savedFiles: SavedFiles;
  /** The data, log and downloads folders as they are now (the downloads folder is a setting). */
  folders: () => Record<(typeof OPENABLE_FOLDERS)[number], string>;
  mode: 'electron' | 'web';
}

/** Handlers of the `shell` area. */
export function shellHandlers(deps: ShellDeps): BridgeHandlers<typeof shellMethods, BridgeContext> {
  return {
    'shell.openProduct': async ({ url }) => {
      if (!isAllowedExternalUrl(url)) {
        throw new DeskError('invalid-input', 'Only https links to the known retail sites can be opened outside the app.');
      }
      // The URL passed the https retail-host allowlist just above (and main checks it again).
      await deps.openExternal(new URL(url).toString()); // eng-disable OPEN_EXTERNAL_JS_CHECK
      // Browser mode only logs the link: the page may open it itself.
      return { opened: deps.mode === 'electron' };
    },
    'shell.openFolder': async ({ folder }) => {
      const path = deps.folders()[folder];
      // The log folder exists only once something was logged; the file manager needs it to exist.
      await mkdir(path, { recursive: true });
      if (deps.mode !== 'electron' || !deps.openFolder) return { opened: false, path };
      await deps.openFolder(path);
      return { opened: true, path };
    },
    'shell.showSavedFile': async ({ path }) => {
      // The page names the path: only a file this desk saved may be shown, never any other on the disk.
      if (!deps.savedFiles.has(path)) throw new DeskError('invalid-input', 'Only a file the desk saved can be shown in its folder.');
      if (deps.mode !== 'electron' || !deps.showFile) return { shown: false };
      try {
        await access(path);
      } catch {
        throw new DeskError('invalid-input', `${path} is no longer there: it was moved or deleted.`);
      }
      deps.showFile(path);
      return { shown: true };
    },
  };
}
