import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { profileMethods } from '../../../shared/bridge/methods/profiles.ts';
import { checkBaseUrl, checkProfileName } from '../../../shared/bridge/profile.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';
import { DeskError, translated } from '../connection/desk-error.ts';
import { verifyApiKey } from '../credentials/credentials-handlers.ts';
import type { CredentialVault } from '../credentials/credential-vault.ts';
import { apiKeyAccount } from '../secrets/secret-store.ts';
import type { ProfileStore } from './profile-store.ts';

/** Handlers of the `profiles` area. */
export function profilesHandlers(deps: {
  profiles: ProfileStore;
  vault: CredentialVault;
  connection: Connection;
}): BridgeHandlers<typeof profileMethods, BridgeContext> {
  const { profiles, vault, connection } = deps;
  return {
    'profiles.list': () => translated(() => profiles.view()),
    'profiles.add': ({ apiKey, ...input }) =>
      translated(async () => {
        // Everything that can be checked locally first, so a typo never costs a network call.
        const name = checkProfileName(input.name);
        if (!name.ok) throw new DeskError('invalid-input', name.message);
        const url = checkBaseUrl(input.baseUrl);
        if (!url.ok) throw new DeskError('invalid-input', url.message);
        const clash = (await profiles.list()).find((p) => p.name.toLowerCase() === name.value.toLowerCase());
        if (clash) throw new DeskError('invalid-input', `A profile named "${clash.name}" already exists. Choose another name.`);
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
