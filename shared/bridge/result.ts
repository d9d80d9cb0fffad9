/** What went wrong, in terms the renderer can act on. */
export type BridgeErrorKind =
  | 'invalid-input' // the bridge input failed its schema
  | 'unknown-method'
  | 'forbidden' // wrong sender frame, token or origin
  | 'credential-rejected' // the service answered 401
  | 'no-credential' // the active profile holds no credential yet
  | 'keychain-unavailable'
  | 'service' // the service's own failure envelope; `code` is its class, `message` its words
  | 'unusable-answer' // the service answered, but a field the desk keys on or computes with is not usable (the message names it)
  | 'store-unreachable' // the profile's team copy (PostgreSQL) cannot be reached; the desk goes on with the service live
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'internal';

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
