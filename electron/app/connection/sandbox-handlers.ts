import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import { SANDBOX_PROFILE_ID } from '../../../shared/bridge/profile.ts';
import type { sandboxMethods } from '../../../shared/bridge/methods/sandbox.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { CredentialVault } from '../credentials/credential-vault.ts';
import { profileAccounts } from '../secrets/secret-store.ts';
import type { Connection } from './connection.ts';
import { DeskError } from './desk-error.ts';
import type { SandboxHost } from './sandbox-host.ts';

/** What the sandbox handlers work with. */
export interface SandboxHandlerDeps {
  sandbox: SandboxHost;
  connection: Connection;
  vault: CredentialVault;
  /** The local copy, which a reset sandbox's copy is purged from (rules too: the sandbox starts afresh). */
  localCopy: { purge(profileId: string, options: { forgetRules: boolean }): Promise<unknown> };
  log: (line: string) => void;
}

/** The demo account of the running sandbox (starting it first), or a plain error when it has none. */
export async function demoAccountOf(deps: Pick<SandboxHandlerDeps, 'sandbox' | 'connection'>): Promise<{ email: string; password: string }> {
  await deps.connection.clientFor(SANDBOX_PROFILE_ID);
  const account = deps.sandbox.demoAccount();
  if (!account) throw new DeskError('internal', 'The Sandbox’s demo account could not be read. Reset the Sandbox to create a new one.');
  return account;
}

/** Handlers of the `sandbox` area. */
export function sandboxHandlers(deps: SandboxHandlerDeps): BridgeHandlers<typeof sandboxMethods, BridgeContext> {
  return {
    'sandbox.account': () => demoAccountOf(deps),
    'sandbox.reset': async () => {
      await deps.sandbox.reset();
      // The old account's key, session and any pending rotation mean nothing to the fresh sandbox.
      for (const account of profileAccounts(SANDBOX_PROFILE_ID)) await deps.vault.delete(account).catch(() => undefined);
      await deps.connection.sandboxWasReset();
      // The fresh sandbox numbers collections and runs from 1 again: the old copy would show its runs as the new
      // ones, and its watch rules would follow collections they were not set for.
      await deps.localCopy.purge(SANDBOX_PROFILE_ID, { forgetRules: true });
      // Starting the fresh sandbox (demoAccountOf does) holds its new demo key, as at every start.
      const account = await demoAccountOf(deps);
      deps.log('sandbox: started fresh with a new demo account');
      void deps.connection.check();
      return account;
    },
  };
}
