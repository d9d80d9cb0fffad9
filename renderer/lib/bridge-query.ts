import { displayValue } from '../../shared/display-text.ts';
import type { BridgeError, Result } from '../../shared/bridge/result.ts';

/** A failed bridge call as a thrown value for TanStack Query: keeps `kind`, `code` and the service's message. */
export class BridgeFailure extends Error implements BridgeError {
  readonly kind: BridgeError['kind'];
  readonly code?: number;

  constructor(error: BridgeError) {
    super(error.message);
    this.kind = error.kind;
    if (error.code !== undefined) this.code = error.code;
  }
}

/** Awaits a bridge call and returns its value, or throws a BridgeFailure (for queryFn / mutationFn). */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new BridgeFailure(result.error);
  return result.value;
}

/**
 * unwrap for reads the screens show (the service's answers, the copy's rows): every text in the answer with
 * bidi overrides and control characters made inert (displayText), once, so no cell, title or drawer obeys them.
 */
export async function unwrapShown<T>(call: Promise<Result<T>>): Promise<T> {
  return displayValue(await unwrap(call));
}

/** The BridgeError inside an unknown thrown value, for showing it in place. */
export function asBridgeError(error: unknown): BridgeError {
  if (error instanceof BridgeFailure) return error;
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** Whether a failed read means the service cannot be reached (the local copy can stand in), not a refusal. */
export function isUnreachable(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const { kind } = asBridgeError(error);
  return kind === 'network' || kind === 'timeout';
}
