import { z } from 'zod';
import { method } from '../define.ts';

/** The embedded Sandbox's demo account: the desk runs that sandbox, so its sign-in is no secret from the user. */
export const sandboxAccountSchema = z.object({ email: z.string(), password: z.string() });

/** The embedded sandbox the desk runs (area `sandbox`). */
export const sandboxMethods = {
  'sandbox.account': method(
    'The e-mail and password of the embedded Sandbox’s demo account, read from the sandbox’s own store, for the Sandbox profile’s credentials (its API key stays in main).',
    z.object({}).strict(),
    sandboxAccountSchema,
  ),
  'sandbox.reset': method(
    'Resets the embedded Sandbox: stops it, deletes all of its data (postcodes, collections, runs, the demo account), starts it fresh with a new demo account and holds its key; returns the new account.',
    z.object({ confirm: z.literal(true) }).strict(),
    sandboxAccountSchema,
  ),
};
