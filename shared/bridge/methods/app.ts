import { z } from 'zod';
import { method } from '../define.ts';

/** Methods about the app itself (area `app`). */
export const appMethods = {
  'app.info': method(
    'The app version, the mode it runs in (Electron window or browser mode) and whether the embedded sandbox serves it.',
    z.object({}).strict(),
    z.object({ version: z.string(), mode: z.enum(['electron', 'web']), sandbox: z.boolean() }),
  ),
  'app.imageBase': method(
    'Where the renderer loads proxied product images from: `desk-image://img/` in Electron, a per-run image capability path in browser mode.',
    z.object({}).strict(),
    z.object({ base: z.string() }),
  ),
};
