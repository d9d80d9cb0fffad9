import { z } from 'zod';
import { method } from '../define.ts';
import { OPENABLE_FOLDERS } from './settings.ts';

/** Leaving the app (area `shell`): only allow-listed links, and the app's own folders. */
export const shellMethods = {
  'shell.openProduct': method(
    'Opens a product page in the system browser: https links to the known retail sites only. `opened` is false in browser mode, which only logs the link (the page may open it itself).',
    z.object({ url: z.string().max(2048) }).strict(),
    z.object({ opened: z.boolean() }),
  ),
  'shell.openFolder': method(
    'Opens the data, log or downloads folder in the system file manager (created first when missing). `opened` is false in browser mode, which only returns the path for the page to show.',
    z.object({ folder: z.enum(OPENABLE_FOLDERS) }).strict(),
    z.object({ opened: z.boolean(), path: z.string() }),
  ),
  'shell.showSavedFile': method(
    'Desktop app: shows a file the desk saved this session (a result file, an export, a report) selected in the system file manager. Any other path fails as `invalid-input`, a file since moved or deleted as `invalid-input` too; `shown` is false in browser mode, which has no file manager to open.',
    z.object({ path: z.string().min(1).max(4096) }).strict(),
    z.object({ shown: z.boolean() }),
  ),
};
