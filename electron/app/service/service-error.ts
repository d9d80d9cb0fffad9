import type { BridgeError, BridgeErrorKind } from '../../../shared/bridge/result.ts';

/** The failure kinds a service call can end in; a subset of the bridge's kinds. */
export type ServiceErrorKind = Extract<
  BridgeErrorKind,
  'credential-rejected' | 'no-credential' | 'service' | 'unusable-answer' | 'network' | 'timeout' | 'invalid-input' | 'cancelled' | 'internal'
>;

/** Everything a ServiceError may carry besides its kind and message. */
export interface ServiceErrorDetails {
  /** The service's envelope code (400, 402, 404, 409, 500) for kind `service`. */
  code?: number;
  /** The HTTP status of the answer, when one arrived (diagnostics only; never branched on for envelopes). */
  httpStatus?: number;
  /** Whether a read may be retried after this failure. */
  retryable?: boolean;
  /** How long the service asked us to wait (`Retry-After`), in milliseconds. */
  retryAfterMs?: number;
  /** A network failure after the request may have reached the service (not a refused or unresolved address). */
  mayHaveArrived?: boolean;
}

/** A failed service call: the kind the renderer acts on and a message fit to show (never a secret). */
export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  readonly code: number | undefined;
  readonly httpStatus: number | undefined;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly mayHaveArrived: boolean;

  constructor(kind: ServiceErrorKind, message: string, details: ServiceErrorDetails = {}) {
    super(message);
    this.name = 'ServiceError';
    this.kind = kind;
    this.code = details.code;
    this.httpStatus = details.httpStatus;
    this.retryable = details.retryable ?? false;
    this.retryAfterMs = details.retryAfterMs;
    this.mayHaveArrived = details.mayHaveArrived ?? false;
  }

  /** The error as it crosses the bridge inside a failed Result. */
  toBridgeError(): BridgeError {
    return this.code === undefined ? { kind: this.kind, message: this.message } : { kind: this.kind, message: this.message, code: this.code };
  }
}
