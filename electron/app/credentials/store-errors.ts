import { DeskError } from '../connection/desk-error.ts';
import { ProfileError } from '../profiles/profile-store.ts';
import { KeychainError } from '../secrets/secret-store.ts';

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
