/**
 * What went wrong, in terms the renderer can act on: every kind, once, and whether another attempt can fix it
 * (`permanent`: the user must act first, or the service answers the same again). Main's router passes on only
 * these kinds; the renderer retries a query only on the others.
 */
export const BRIDGE_ERROR_KINDS = {
  'invalid-input': { permanent: true }, // the bridge input failed its schema
  'unknown-method': { permanent: true },
  forbidden: { permanent: true }, // wrong sender frame, token or origin
  'credential-rejected': { permanent: true }, // the service answered 401
  'no-credential': { permanent: true }, // the active profile holds no credential yet
  'keychain-unavailable': { permanent: true },
  service: { permanent: false }, // the service's own failure envelope; `code` is its class (only a 5xx is tried again), `message` its words
  'unusable-answer': { permanent: true }, // the service answered, but a field the desk keys on or computes with is not usable (the message names it)
  // The profile's team copy (PostgreSQL) cannot be reached; the desk goes on with the service live, and a screen
  // is read again when the team copy is back (`localCopy.changed`), not by retrying now.
  'store-unreachable': { permanent: true },
  network: { permanent: false },
  timeout: { permanent: false },
  cancelled: { permanent: true },
  internal: { permanent: false },
} as const satisfies Record<string, { permanent: boolean }>;

/** One of the failure kinds above. */
export type BridgeErrorKind = keyof typeof BRIDGE_ERROR_KINDS;

/** Whether `kind` is a failure kind of the bridge (a thrown value from elsewhere may carry any string). */
export function isBridgeErrorKind(kind: unknown): kind is BridgeErrorKind {
  return typeof kind === 'string' && Object.hasOwn(BRIDGE_ERROR_KINDS, kind);
}

/** A failure carried across the bridge instead of a thrown error. */
export interface BridgeError {
  kind: BridgeErrorKind;
  message: string;
  /** The service's envelope code (400, 402, 404, 409, 500) when `kind` is `service`. */
  code?: number;
}

/** Every bridge call resolves to a Result; nothing is thrown across the boundary. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

/** A success Result. */
export function okResult<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A failure Result. */
export function errResult<T = never>(kind: BridgeErrorKind, message: string, code?: number): Result<T> {
  return { ok: false, error: code === undefined ? { kind, message } : { kind, message, code } };
}
