import { access } from 'node:fs/promises';
import { homedir } from 'node:os';
import { extname, join } from 'node:path';

/** Browser mode's save folder: `~/Downloads/Collection Desk`. */
export function defaultDownloadsFolder(): string {
  return join(homedir(), 'Downloads', 'Collection Desk');
}

/**
 * A save-path chooser for browser mode, which has no save dialog: files go to `folder` under their
 * own name, with ` (1)`, ` (2)`, … before the extension when the name is taken.
 */
export function downloadsFolderChooser(folder: string = defaultDownloadsFolder()): (suggestedName: string) => Promise<string> {
  return async (suggestedName) => {
    const ext = extname(suggestedName);
    const stem = suggestedName.slice(0, suggestedName.length - ext.length);
    for (let n = 0; ; n += 1) {
      const candidate = join(folder, n === 0 ? suggestedName : `${stem} (${n})${ext}`);
      if (!(await exists(candidate)) && !(await exists(`${candidate}.part`))) return candidate;
    }
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
