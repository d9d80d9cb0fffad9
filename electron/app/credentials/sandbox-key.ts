import { serviceContract } from '../../../shared/api/contract.ts';
import { SANDBOX_PROFILE_ID } from '../../../shared/bridge/profile.ts';
import { apiKeyAccount } from '../secrets/secret-store.ts';
import type { ServiceClient } from '../service/service-client.ts';
import type { SandboxHost } from '../connection/sandbox-host.ts';
import type { CredentialVault } from './credential-vault.ts';
import { hasPendingRotation } from './rotation.ts';

/**
 * Keeps the Sandbox profile usable: when the vault holds no key for it (at each start when there is no
 * keychain, since the vault then holds the Sandbox's credentials in memory), or holds one the sandbox
 * rejects, stores the demo account's current key, read from the sandbox's own sealed store. Leaves a pending rotation to be finished instead.
 * Returns whether it stored a key.
 */
export async function provisionSandboxKey(deps: {
  vault: CredentialVault;
  sandbox: SandboxHost;
  /** A client of the running sandbox that sends only the credential given per call. */
  bare: ServiceClient;
  log: (line: string) => void;
}): Promise<boolean> {
  const { vault } = deps;
  if (await hasPendingRotation(vault, SANDBOX_PROFILE_ID)) return false;
  const demo = deps.sandbox.demoKey();
  const stored = await vault.get(apiKeyAccount(SANDBOX_PROFILE_ID));
  if (stored !== null) {
    if (stored === demo) return false;
    try {
      await deps.bare.call(serviceContract.accounts.accountDetails, {}, { credential: { kind: 'apiKey', value: stored } });
      return false;
    } catch (err) {
      if ((err as { kind?: unknown }).kind !== 'credential-rejected') return false;
    }
  }
  if (!demo) return false;
  await vault.set(apiKeyAccount(SANDBOX_PROFILE_ID), demo);
  deps.log(
    `sandbox: ${stored === null ? 'holding' : 'replaced the rejected key with'} the demo account's API key (${vault.storageOf(SANDBOX_PROFILE_ID) === 'sandbox' ? 'in memory' : vault.storageOf(SANDBOX_PROFILE_ID)}, from the sandbox's own store)`,
  );
  return true;
}
