import pg from 'pg';
import { checkConnectionString, tlsProblem, type ConnectionParts, type TlsMode } from '../../../../shared/bridge/team-copy.ts';
import { DeskError } from '../../connection/desk-error.ts';
import { StoreUnreachable } from '../copy-store.ts';
import { DeskClient, PasswordNotSent } from './pg-auth.ts';
import { checkDeskLogin, SETUP_COMMAND } from './pg-desk-login.ts';
import { DESK_LOCK_TIMEOUT_MS } from './pg-locks.ts';
import { tlsOptions, TRUST_ADVICE } from './pg-tls.ts';

/** Where a team copy is: its checked connection string, TLS mode, CA file (a path, read at connect) and password (from the keychain). */
export interface PgSettings {
  connection: string;
  tls: TlsMode;
  /** A PEM file of CA certificates trusted beside the computer's store; null or absent: the computer's store alone. */
  caFile?: string | null;
  password: string | null;
}

/** The connection string taken apart, or an `invalid-input` DeskError saying what to fix. */
export function connectionParts(settings: Pick<PgSettings, 'connection' | 'tls'>): ConnectionParts {
  const checked = checkConnectionString(settings.connection);
  if (!checked.ok) throw new DeskError('invalid-input', checked.message);
  const problem = tlsProblem(checked.value.host, settings.tls);
  if (problem !== null) throw new DeskError('invalid-input', problem);
  return checked.value;
}

// bigint (int8) columns and sums arrive as numbers: every id, count and price here is far below 2^53.
const INT8 = 20;
const INT8_ARRAY = 1016;
const NUMERIC = 1700;
const builtIn = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => (value: string) => unknown;
/** Type parsers of the desk's connections: bigint, numeric and bigint[] as numbers. */
export const typeParser = (oid: number, format: 'text' | 'binary' = 'text'): ((value: string) => unknown) => {
  if (oid === INT8 || oid === NUMERIC) return Number;
  if (oid === INT8_ARRAY) {
    const strings = builtIn(INT8_ARRAY, 'text') as (value: string) => (string | null)[];
    return (value) => strings(value).map((v) => (v === null ? null : Number(v)));
  }
  return builtIn(oid, format);
};

/**
 * The pool options of a team copy: the server verified (or TLS off on this computer), SCRAM only (every
 * connection is a DeskClient), short connect timeout, a bound on every statement. Reads the CA file.
 */
export function poolConfig(settings: PgSettings): pg.PoolConfig {
  const parts = connectionParts(settings);
  const host = parts.host.replace(/^\[(.*)\]$/, '$1');
  return {
    Client: DeskClient,
    host,
    port: parts.port,
    user: parts.user,
    database: parts.database,
    ...(settings.password === null ? {} : { password: settings.password }),
    ssl: tlsOptions(host, settings.tls, settings.caFile ?? null),
    application_name: 'collection-desk',
    // An unreachable server is said quickly; the screens go on with the service live meanwhile.
    connectionTimeoutMillis: 5_000,
    statement_timeout: 120_000,
    // No lock is waited for unbounded: whoever holds one (any role may take some) delays a desk by this at most.
    lock_timeout: DESK_LOCK_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    max: 4,
    types: { getTypeParser: typeParser as pg.CustomTypesConfig['getTypeParser'] },
  };
}

/** Node's codes of a connection that failed or broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED']);

/** OpenSSL's verification failures whose codes name no certificate (the others contain CERT or start with ERR_TLS). */
const TLS_VERIFY_CODES = new Set(['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'INVALID_CA', 'PATH_LENGTH_EXCEEDED', 'INVALID_PURPOSE', 'HOSTNAME_MISMATCH']);

/** Why a server could not be used, in words for the user; null when the error is not about reaching it. */
function unreachableReason(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if (error instanceof PasswordNotSent) return error.message;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string') {
    if (code === 'ECONNREFUSED') return 'the server refused the connection (is PostgreSQL running there?)';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the server name cannot be found';
    if (NETWORK_CODES.has(code)) return `the network failed (${code})`;
    if (code === '28P01' || code === '28000') return `the server refused the login: ${text}`;
    if (code === '3D000') return `${text} on the server`;
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return `the server ended the connection: ${text}`;
    if (code === '42501') return `the user may not use the team copy: ${text}. Ask your administrator for the desk role's login (made by ${SETUP_COMMAND}).`;
    if (code.startsWith('ERR_TLS') || code.includes('CERT') || TLS_VERIFY_CODES.has(code)) {
      // Node's hint about its own command-line flags is no use to the user: the desk reads the system's store already.
      const what = text.replace(/;\s*if the root CA is installed locally.*$/s, '');
      return `the server's certificate could not be verified (${what}), so nothing was sent to it. If the server is the right one, ${TRUST_ADVICE}`;
    }
  }
  if (/timeout expired|Connection terminated|connection timeout|Connection ended/i.test(text)) return 'the server did not answer in time';
  if (/does not support SSL/i.test(text)) return 'the server does not offer TLS; for a server on this computer, TLS can be turned off';
  if (/SASL|password/i.test(text)) return `the server refused the login: ${text}`;
  return null;
}

/** A server error as the desk reports it: unreachable (with where and why), or as it is. */
export function storeError(error: unknown, where: string): unknown {
  if (error instanceof DeskError) return error;
  const reason = unreachableReason(error);
  return reason === null ? error : new StoreUnreachable(`The team copy (${where}) cannot be reached: ${reason}.`);
}

/** Where a team copy is, for messages: host:port/database (never the user's password). */
export function whereOf(settings: Pick<PgSettings, 'connection' | 'tls'>): string {
  const parts = connectionParts(settings);
  return `PostgreSQL at ${parts.host}:${parts.port}/${parts.database}`;
}

/**
 * What a connection test found: the server's version and the schema version the administrator set up. A login
 * that can do more than a desk needs, or a team copy not set up for this version, is refused with the reason.
 */
export async function probePg(settings: PgSettings): Promise<{ server: string; schemaVersion: number }> {
  const client = new DeskClient(poolConfig(settings));
  client.on('error', () => undefined);
  try {
    await client.connect();
    const version = await client.query<{ v: string }>(`SELECT split_part(current_setting('server_version'), ' ', 1) AS v`);
    const { schemaVersion } = await checkDeskLogin(client);
    return { server: `PostgreSQL ${version.rows[0]?.v ?? '?'}`, schemaVersion };
  } catch (error) {
    throw storeError(error, whereOf(settings));
  } finally {
    await client.end().catch(() => undefined);
  }
}
