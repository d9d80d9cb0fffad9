import { z } from 'zod';
import type { Checked } from './profile.ts';

/**
 * How the desk talks to a team copy's server: `verify-full` encrypts and checks the server's certificate (against
 * this computer's certificate store and the CA file the user chose) and its host name; `disable` sends everything
 * in clear, for a server on this computer only. There is no mode that encrypts without checking: a server that
 * cannot prove who it is would be handed the password.
 */
export const TLS_MODES = ['verify-full', 'disable'] as const;
/** One TLS mode. */
export type TlsMode = (typeof TLS_MODES)[number];

/** The longest path of a CA file accepted. */
export const CA_FILE_PATH_MAX = 4096;

/** The longest connection string accepted. */
const CONNECTION_MAX = 1024;
/** The longest database password accepted. */
const DB_PASSWORD_MAX = 1024;

/** A team copy's server as the user gives it: the password goes to the OS keychain, never with the rest. */
export const teamCopySettingsSchema = z
  .object({
    connection: z.string().max(CONNECTION_MAX * 2),
    tls: z.enum(TLS_MODES),
    /** A PEM file of the CA certificates that vouch for the server, beside the computer's own store; empty or omitted: none. */
    caFile: z.string().max(CA_FILE_PATH_MAX).optional(),
    /** The database password; omitted keeps the one saved in the keychain. */
    password: z.string().max(DB_PASSWORD_MAX).optional(),
  })
  .strict();
/** What the user types for a team copy. */
export type TeamCopySettings = z.infer<typeof teamCopySettingsSchema>;

/** A connection string taken apart (no password: it is never part of one here). */
export interface ConnectionParts {
  host: string;
  port: number;
  user: string;
  database: string;
  /** The one form kept in the desk's files: `postgres://user@host:port/database`. */
  text: string;
}

const EXAMPLE = 'e.g. postgres://analyst@db.example.com:5432/prices';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a host is this computer (the only place a team copy may be reached without TLS). */
function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host.toLowerCase());
}

/**
 * Checks a PostgreSQL connection string and gives it in one form: `postgres://user@host[:port]/database`. The
 * password is refused here (it goes to the Password field, then the OS keychain), and so is a query: TLS has
 * its own field, and nothing else is needed.
 */
export function checkConnectionString(raw: string): Checked<ConnectionParts> {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, message: `Enter the team copy's connection string, ${EXAMPLE}.` };
  if (text.length > CONNECTION_MAX) return { ok: false, message: 'That connection string is too long.' };
  if (!/^postgres(ql)?:\/\//i.test(text)) return { ok: false, message: `A connection string starts with postgres://, ${EXAMPLE}.` };
  if (text.includes('?') || text.includes('#')) {
    return { ok: false, message: 'Leave out the part after "?": choose TLS in its own field; nothing else is needed.' };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `That is not a connection string the desk can read, ${EXAMPLE}.` };
  }
  if (url.password !== '') {
    return { ok: false, message: 'Leave the password out of the connection string: type it in the Password field, which keeps it in the OS keychain.' };
  }
  if (url.hostname === '') return { ok: false, message: `The connection string has no server name, ${EXAMPLE}.` };
  let user: string;
  let database: string;
  try {
    user = decodeURIComponent(url.username);
    database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  } catch {
    return { ok: false, message: 'The user or database name is not written correctly (a % must be followed by two hex digits).' };
  }
  if (user === '') return { ok: false, message: `Name the database user before the server: ${EXAMPLE}.` };
  if (database.includes('/')) return { ok: false, message: 'Name one database after the server, as in …:5432/prices.' };
  const port = url.port === '' ? 5432 : Number(url.port);
  const db = database === '' ? user : database;
  const host = url.hostname;
  return {
    ok: true,
    value: {
      host,
      port,
      user,
      database: db,
      text: `postgres://${encodeURIComponent(user)}@${url.host.replace(/:\d+$/, '')}:${port}/${encodeURIComponent(db)}`,
    },
  };
}

/** Why a TLS mode cannot be used with a host, or null when it can. */
export function tlsProblem(host: string, tls: TlsMode): string | null {
  return tls === 'disable' && !isLoopbackHost(host)
    ? 'TLS can only be turned off for a server on this computer. Keep "Verify the server"; for a private CA, add its certificate as the CA file.'
    : null;
}

/** Where a profile's copy lives, as Settings shows it (never the password). */
export const copyStoreViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embedded') }),
  z.object({
    kind: z.literal('postgres'),
    /** `postgres://user@host:port/database`. */
    connection: z.string(),
    tls: z.enum(TLS_MODES),
    /** The CA file trusted beside the computer's certificate store, or null. */
    caFile: z.string().nullable(),
    /** Saved by an earlier version as `require` (no certificate check), now verified: the screen says so. */
    tlsUpgraded: z.boolean(),
    /** Whether the desk reached it at its last try (only the active profile's is tried in the background). */
    reachable: z.boolean(),
    /** Why it could not be reached. */
    message: z.string().optional(),
  }),
]);
/** Where a profile's copy lives. */
export type CopyStoreView = z.infer<typeof copyStoreViewSchema>;
