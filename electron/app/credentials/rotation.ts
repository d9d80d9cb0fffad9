import { serviceContract } from '../../../shared/api/contract.ts';
import { apiKeyAccount, pendingRotationAccount, sessionTokenAccount } from '../secrets/secret-store.ts';
import type { Credential } from '../service/credential.ts';
import type { ServiceClient } from '../service/service-client.ts';
import { DeskError } from '../connection/desk-error.ts';
import type { CredentialVault } from './credential-vault.ts';

const { accounts } = serviceContract;

/** What a rotation works with. */
export interface RotationDeps {
  vault: CredentialVault;
  profileId: string;
  /** A client of the profile's service that sends only the credential given per call. */
  bare: ServiceClient;
}

const NEED_LOGIN =
  'Log in with your e-mail and password first: rotating the key needs a session token, so the new key can be read once the old one stops working.';
const LOGIN_TO_FINISH = 'A key rotation was interrupted. Log in with your e-mail and password to finish it; the new key is read with the session token.';

const kindOf = (err: unknown): unknown => (typeof err === 'object' && err !== null ? (err as { kind?: unknown }).kind : undefined);

/** Whether a failed rotate call certainly changed nothing (the service answered, or nothing was sent). */
function certainlyNotRotated(err: unknown): boolean {
  const kind = kindOf(err);
  return kind === 'credential-rejected' || kind === 'service' || kind === 'invalid-input' || kind === 'no-credential';
}

async function sessionOf(deps: RotationDeps, missing: string): Promise<Credential> {
  const token = await deps.vault.get(sessionTokenAccount(deps.profileId));
  if (!token) throw new DeskError('no-credential', missing);
  return { kind: 'session', value: token };
}

/** Whether a rotation of this profile was interrupted and still has to be finished. */
export async function hasPendingRotation(vault: CredentialVault, profileId: string): Promise<boolean> {
  return (await vault.get(pendingRotationAccount(profileId))) !== null;
}

/**
 * Rotates the profile's API key so the user is never locked out (interface 5 rule 4): with a session
 * token in hand, mark the rotation pending in the keychain, rotate, then finish (read the new key with
 * the token, store it, check it, clear the mark). A rotation already pending is finished instead.
 * Returns the new key (for main only; callers show it masked).
 */
export async function rotateApiKey(deps: RotationDeps): Promise<string> {
  const session = await sessionOf(deps, NEED_LOGIN);
  if (await hasPendingRotation(deps.vault, deps.profileId)) return finishRotation(deps);
  const marker = pendingRotationAccount(deps.profileId);
  await deps.vault.set(marker, JSON.stringify({ startedAt: new Date().toISOString() }));
  try {
    await deps.bare.call(accounts.apiKeyUpdate, {}, { credential: session });
  } catch (err) {
    if (certainlyNotRotated(err)) {
      await deps.vault.delete(marker);
      if (kindOf(err) === 'credential-rejected') {
        throw new DeskError('credential-rejected', 'Your session has ended, so the key was not rotated. Log in again, then rotate.');
      }
      throw err;
    }
    // Cut off mid-call: the key may or may not have changed. Reading it with the token tells which.
  }
  return finishRotation(deps);
}

/** Finishes a pending rotation from the session token; the mark stays until the new key is stored and works. */
export async function finishRotation(deps: RotationDeps): Promise<string> {
  const session = await sessionOf(deps, LOGIN_TO_FINISH);
  let key: string;
  try {
    key = (await deps.bare.call(accounts.accountDetails, {}, { credential: session })).api_key;
  } catch (err) {
    if (kindOf(err) === 'credential-rejected') throw new DeskError('credential-rejected', `Your session has ended. ${LOGIN_TO_FINISH}`);
    throw err;
  }
  await deps.vault.set(apiKeyAccount(deps.profileId), key);
  const check = await deps.bare.call(accounts.accountDetails, {}, { credential: { kind: 'apiKey', value: key } });
  if (check.api_key !== key) throw new DeskError('internal', 'The new API key could not be confirmed. Try the rotation again.');
  await deps.vault.delete(pendingRotationAccount(deps.profileId));
  return key;
}
