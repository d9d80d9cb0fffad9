import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { profileMethods } from '../../../shared/bridge/methods/profiles.ts';
import { checkBaseUrl, checkProfileName } from '../../../shared/bridge/profile.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';
import { DeskError } from '../connection/desk-error.ts';
import { translated } from '../credentials/store-errors.ts';
import { verifyApiKey } from '../credentials/verify-api-key.ts';
import type { CredentialVault } from '../credentials/credential-vault.ts';
import { apiKeyAccount } from '../secrets/secret-store.ts';
import type { ResolveHost } from '../images/public-address.ts';
import { checkProfileAddress } from './address-check.ts';
import type { ProfileStore } from './profile-store.ts';

/** Handlers of the `profiles` area. */
export function profilesHandlers(deps: {
  profiles: ProfileStore;
  vault: CredentialVault;
  connection: Connection;
  /** Resolves a profile's host for the address check (default: the system resolver). */
  resolve?: ResolveHost;
}): BridgeHandlers<typeof profileMethods, BridgeContext> {
  const { profiles, vault, connection } = deps;
  // Where an address leads; a refusal is thrown with its reason.
  const addressVerdict = async (raw: string) => {
    const url = checkBaseUrl(raw);
    if (!url.ok) throw new DeskError('invalid-input', url.message);
    const verdict = await checkProfileAddress(url.value, deps.resolve);
    if (verdict.verdict === 'refused') throw new DeskError('invalid-input', verdict.message);
    return verdict;
  };
  return {
    'profiles.checkAddress': ({ baseUrl }) =>
      translated(async () => {
        const verdict = await addressVerdict(baseUrl);
        return verdict.verdict === 'ok' ? verdict : { verdict: verdict.verdict, message: verdict.message };
      }),
    'profiles.list': () => translated(() => profiles.view()),
    'profiles.add': ({ apiKey, allowPrivateNetwork, ...input }) =>
      translated(async () => {
        // Everything that can be checked locally first, so a typo never costs a network call.
        const name = checkProfileName(input.name);
        if (!name.ok) throw new DeskError('invalid-input', name.message);
        const url = checkBaseUrl(input.baseUrl);
        if (!url.ok) throw new DeskError('invalid-input', url.message);
        const clash = (await profiles.list()).find((p) => p.name.toLowerCase() === name.value.toLowerCase());
        if (clash) throw new DeskError('invalid-input', `A profile named "${clash.name}" already exists. Choose another name.`);
        const verdict = await addressVerdict(url.value);
        if (verdict.verdict === 'confirm' && allowPrivateNetwork !== true) {
          throw new DeskError('invalid-input', `${verdict.message} Confirm it to add the profile.`);
        }
        if (apiKey === undefined) return profiles.add(input);
        if (vault.storage() === 'unavailable') await vault.get(apiKeyAccount('new-profile')); // the plain message
        await verifyApiKey(connection.bareClient(url.value), apiKey);
        const added = await profiles.add(input);
        try {
          await vault.set(apiKeyAccount(added.id), apiKey);
        } catch (err) {
          // No profile without the key it was added with.
          await profiles.remove(added.id).catch(() => undefined);
          throw err;
        }
        return added;
      }),
    'profiles.rename': ({ id, name }) => translated(() => profiles.rename(id, name)),
    'profiles.remove': ({ id }) =>
      translated(async () => {
        const wasActive = connection.activeId() === id;
        await profiles.remove(id);
        const view = await profiles.view();
        // The Sandbox took over: start it and tell the renderer how it is connected.
        return wasActive ? connection.switchTo(view.activeId) : view;
      }),
    'profiles.switch': ({ id }) => translated(() => connection.switchTo(id)),
  };
}
