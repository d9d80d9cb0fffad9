import { z } from 'zod';
import { method } from '../define.ts';

/** Leaving the app (area `shell`): only allow-listed links. */
export const shellMethods = {
  'shell.openProduct': method(
    'Opens a product page in the system browser: https links to the known retail sites only. `opened` is false in browser mode, which only logs the link (the page may open it itself).',
    z.object({ url: z.string().max(2048) }).strict(),
    z.object({ opened: z.boolean() }),
  ),
};
