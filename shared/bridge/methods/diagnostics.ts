import { z } from 'zod';
import { method } from '../define.ts';

/** The desk's trail on the user's machine (area `diagnostics`): the renderer's error reports reach the log. */
export const diagnosticsMethods = {
  'diagnostics.reportError': method(
    'Writes a screen failure caught by an error boundary to the log (redacted, size-capped, at most a few dozen per run).',
    z
      .object({
        where: z.string().max(200),
        message: z.string().max(2000),
        stack: z.string().max(8000).optional(),
        componentStack: z.string().max(8000).optional(),
      })
      .strict(),
    z.object({ logged: z.boolean() }),
  ),
};
