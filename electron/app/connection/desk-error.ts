import type { BridgeErrorKind } from '../../../shared/bridge/result.ts';
import { ProfileError } from '../profiles/profile-store.ts';
import { KeychainError } from '../secrets/secret-store.ts';

/** A failure of the app's own services, in the bridge's terms: the router passes kind, message and code on as is. */
export class DeskError extends Error {
  override readonly name = 'DeskError';
  readonly kind: BridgeErrorKind;
  readonly code: number | undefined;
  constructor(kind: BridgeErrorKind, message: string, code?: number) {
    super(message);
    this.kind = kind;
    this.code = code;
  }
}

/** Profile and keychain errors as DeskErrors (their messages are already fit to show); anything else unchanged. */
export function asDeskError(err: unknown): unknown {
  if (err instanceof ProfileError) return new DeskError('invalid-input', err.message);
  if (err instanceof KeychainError) return new DeskError('keychain-unavailable', err.message);
  return err;
}

/** Runs `fn`, turning profile and keychain errors into DeskErrors the router understands. */
export async function translated<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asDeskError(err);
  }
}
