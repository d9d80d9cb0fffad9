import { serviceContract } from '../../../shared/api/contract.ts';
import { SANDBOX_PROFILE_ID } from '../../../shared/bridge/profile.ts';
import { apiKeyAccount } from '../secrets/secret-store.ts';
import type { ServiceClient } from '../service/service-client.ts';
import type { SandboxHost } from '../connection/sandbox-host.ts';
import type { CredentialVault } from './credential-vault.ts';
import { hasPendingRotation } from './rotation.ts';

/**
 * Keeps the Sandbox profile usable: when the vault holds no key for it, or holds one the sandbox
 * rejects, stores the demo account's current key. Leaves a pending rotation to be finished instead.
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
  if (vault.storage() === 'unavailable') return false;
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
  deps.log(`sandbox: ${stored === null ? 'stored' : 'replaced the rejected key with'} the demo account's API key in the ${vault.storage()} store`);
  return true;
}
