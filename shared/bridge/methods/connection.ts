import { z } from 'zod';
import { method } from '../define.ts';
import { CONNECTION_STATES, lastReachedAtSchema } from '../events.ts';

/** The active profile's connection as last seen; `unknown` before any call has been made. */
export const connectionViewSchema = z.object({
  profileId: z.string(),
  state: z.enum([...CONNECTION_STATES, 'unknown']),
  message: z.string().optional(),
  lastReachedAt: lastReachedAtSchema,
});

/** The active profile's connection (area `connection`); changes also arrive as `connection.state` events. */
export const connectionMethods = {
  'connection.status': method('The active profile’s connection state as last seen, without calling the service.', z.object({}).strict(), connectionViewSchema),
  'connection.check': method(
    'Calls the service once (users/credits/) with the active profile’s credential and returns the state it showed.',
    z.object({}).strict(),
    connectionViewSchema,
  ),
};
