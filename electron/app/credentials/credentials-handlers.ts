import { serviceContract } from '../../../shared/api/contract.ts';
import { maskApiKey } from '../../../shared/bridge/api-key-mask.ts';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { CredentialStatus } from '../../../shared/bridge/methods/credentials.ts';
import type { credentialMethods } from '../../../shared/bridge/methods/credentials.ts';
import { SANDBOX_PROFILE_ID } from '../../../shared/bridge/profile.ts';
import type { BridgeContext } from '../bridge/router.ts';
import { describeError } from '../bridge/redact.ts';
import type { Connection } from '../connection/connection.ts';
import { translated } from './store-errors.ts';
import type { ProfileStore } from '../profiles/profile-store.ts';
import { apiKeyAccount, pendingRotationAccount, sessionTokenAccount } from '../secrets/secret-store.ts';
import type { ServiceClient } from '../service/service-client.ts';
import type { CredentialRepair } from './credential-repair.ts';
import type { CredentialVault } from './credential-vault.ts';
import { rotateApiKey } from './rotation.ts';
import { verifyApiKey } from './verify-api-key.ts';

const { accounts } = serviceContract;

/** What the credentials handlers work with. */
export interface CredentialsDeps {
  vault: CredentialVault;
  profiles: ProfileStore;
  connection: Connection;
  repair: CredentialRepair;
  mode: 'electron' | 'web';
  copyText?: (text: string) => void | Promise<void>;
  log: (line: string) => void;
  /** The embedded Sandbox's demo account, so a rotation on the Sandbox can sign in by itself. */
  sandboxAccount?: () => Promise<{ email: string; password: string }>;
}

/** What is stored for a profile (never the secrets). */
export async function credentialStatus(vault: CredentialVault, profileId: string): Promise<CredentialStatus> {
  const storage = vault.storageOf(profileId);
  // The keychain's state is reported with every profile (the Sandbox's included) so one notice can say it.
  const storageMessage = vault.unavailableReason();
  const base = { profileId, hasApiKey: false, hasSession: false, storage, pendingRotation: false, ...(storageMessage === undefined ? {} : { storageMessage }) };
  if (storage === 'unavailable') return base;
  const [key, token, pending] = await Promise.all([
    vault.get(apiKeyAccount(profileId)),
    vault.get(sessionTokenAccount(profileId)),
    vault.get(pendingRotationAccount(profileId)),
  ]);
  return { ...base, hasApiKey: key !== null, hasSession: token !== null, pendingRotation: pending !== null };
}

/** Handlers of the `credentials` area. */
export function credentialsHandlers(deps: CredentialsDeps): BridgeHandlers<typeof credentialMethods, BridgeContext> {
  const { vault, profiles, connection, repair, log } = deps;

  /** The profile asked about (the active one by default), checked to exist. */
  const profileOf = async (profileId: string | undefined) => translated(() => profiles.get(profileId ?? connection.activeId()));
  const bareFor = async (profileId: string): Promise<ServiceClient> => connection.bareClient((await connection.clientFor(profileId)).baseUrl);
  const refreshIfActive = async (profileId: string): Promise<void> => {
    if (profileId === connection.activeId()) await connection.check();
  };
  /** Signs in (users/login) with only the given e-mail and password sent, and keeps the session token. */
  const signIn = async (profileId: string, email: string, password: string) => {
    if (vault.storageOf(profileId) === 'unavailable') await vault.get(sessionTokenAccount(profileId)); // the plain message
    vault.notePassword(profileId, password);
    const answer = await (await bareFor(profileId)).call(accounts.login, { email, password });
    await vault.set(sessionTokenAccount(profileId), answer.token);
    return answer;
  };
  const readKey = async (profileId: string | undefined): Promise<string> => {
    const profile = await profileOf(profileId);
    const client = await connection.clientFor(profile.id);
    return (await client.call(accounts.accountDetails, {})).api_key;
  };

  return {
    'credentials.status': async ({ profileId }) => {
      const profile = await profileOf(profileId);
      return credentialStatus(vault, profile.id);
    },
    'credentials.setApiKey': async ({ profileId, apiKey }) => {
      const profile = await profileOf(profileId);
      if (vault.storageOf(profile.id) === 'unavailable') await vault.get(apiKeyAccount(profile.id)); // fails with the plain message
      await verifyApiKey(await bareFor(profile.id), apiKey);
      await vault.set(apiKeyAccount(profile.id), apiKey);
      await refreshIfActive(profile.id);
      return credentialStatus(vault, profile.id);
    },
    'credentials.login': async ({ profileId, email, password }) => {
      const profile = await profileOf(profileId);
      const answer = await signIn(profile.id, email, password);
      // A rotation that waited for a session token can be finished now.
      await repair.finishPending(profile.id);
      await refreshIfActive(profile.id);
      return { user: answer.user, status: await credentialStatus(vault, profile.id) };
    },
    'credentials.logout': async ({ profileId }) => {
      const profile = await profileOf(profileId);
      const token = await vault.get(sessionTokenAccount(profile.id));
      if (token !== null) {
        await (
          await bareFor(profile.id)
        )
          .call(accounts.logout, {}, { credential: { kind: 'session', value: token } })
          .catch((err: unknown) => log(`credentials: logout at the service failed (token forgotten anyway): ${describeError(err)}`));
        await vault.delete(sessionTokenAccount(profile.id));
      }
      return credentialStatus(vault, profile.id);
    },
    'credentials.revealApiKey': async ({ profileId }) => ({ apiKey: await readKey(profileId) }),
    'credentials.copyApiKey': async ({ profileId }, ctx) => {
      const apiKey = await readKey(profileId);
      if (deps.mode === 'electron' && ctx.origin === 'ipc' && deps.copyText) {
        await deps.copyText(apiKey);
        return { copied: true };
      }
      // Browser mode: main has no clipboard of the user's desktop; the page copies it itself.
      return { copied: false, apiKey };
    },
    'credentials.rotate': async ({ profileId }) => {
      const profile = await profileOf(profileId);
      // The desk runs the Sandbox and knows its demo account: no need to ask for its password.
      if (profile.id === SANDBOX_PROFILE_ID && deps.sandboxAccount && (await vault.get(sessionTokenAccount(profile.id))) === null) {
        const { email, password } = await deps.sandboxAccount();
        await signIn(profile.id, email, password);
      }
      const key = await rotateApiKey(await repair.rotationDeps(profile.id));
      await refreshIfActive(profile.id);
      return { apiKeyMasked: maskApiKey(key), status: await credentialStatus(vault, profile.id) };
    },
    'credentials.useSessionOnly': async () => {
      const storage = vault.useSessionOnly();
      log(`credentials: keeping credentials in memory for this session only (${storage})`);
      return { storage };
    },
  };
}
