import { z } from 'zod';
import { method } from '../define.ts';
import { teamCopySettingsSchema } from '../team-copy.ts';
import { localCopyProfileSchema } from './local-copy.ts';

const profileId = z.string().min(1).max(100);

/** What a connection test found. */
const teamCopyTestSchema = z.object({
  /** The server's version, e.g. "PostgreSQL 15.18". */
  server: z.string(),
  /** The schema version the administrator's setup made (a copy not set up for this version fails the test instead). */
  schemaVersion: z.int().min(0),
  /** The version this desk writes; a newer one on the server means this desk must be updated. */
  desksVersion: z.int().min(1),
});

/** How a move of a profile's copy into its team copy goes, for the progress bar. */
export const teamCopyProgressSchema = z.object({
  profileId,
  /** Runs moved so far, of `total` (collections and items move first, at 0). */
  done: z.int().min(0),
  total: z.int().min(0),
});

/**
 * The copy store (area `copyStore`): where a profile's local copy lives, on this machine (the embedded copy,
 * the default) or in a team copy on a PostgreSQL server that several desks share.
 */
export const copyStoreMethods = {
  'copyStore.test': method(
    'Connects to a PostgreSQL server as a team copy would (the password given, or the one saved), and says what it found.',
    z.object({ profileId, settings: teamCopySettingsSchema }).strict(),
    teamCopyTestSchema,
  ),
  'copyStore.usePostgres': method(
    'Keeps a profile’s copy in PostgreSQL from now on: checks the server, saves the password in the keychain, moves the copy on this machine in (progress as `copyStore.progress`), then deletes it here.',
    z.object({ profileId, settings: teamCopySettingsSchema }).strict(),
    localCopyProfileSchema,
  ),
  'copyStore.chooseCaFile': method(
    'Opens the desktop app’s file picker for the CA certificate file (PEM) that vouches for a team copy’s server, and checks what was chosen; browser mode has no picker (the path is typed). Cancelled: a `cancelled` error.',
    z.object({}).strict(),
    z.object({ path: z.string(), certificates: z.int().min(1) }),
  ),
  'copyStore.useEmbedded': method(
    'Keeps a profile’s copy on this machine again (rebuilt from the service); the team copy on the server is left as it is.',
    z.object({ profileId }).strict(),
    localCopyProfileSchema,
  ),
};
