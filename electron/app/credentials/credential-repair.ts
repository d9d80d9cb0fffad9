import { SANDBOX_PROFILE_ID } from '../../../shared/bridge/profile.ts';
import { describeError } from '../bridge/redact.ts';
import type { Connection } from '../connection/connection.ts';
import type { SandboxHost } from '../connection/sandbox-host.ts';
import type { ProfileStore } from '../profiles/profile-store.ts';
import type { CredentialVault } from './credential-vault.ts';
import { finishRotation, hasPendingRotation } from './rotation.ts';
import type { RotationDeps } from './rotation.ts';
import { provisionSandboxKey } from './sandbox-key.ts';

/** Finishing interrupted rotations and re-provisioning the sandbox's demo key. */
export interface CredentialRepair {
  /** The rotation dependencies of a profile (starts the sandbox for the Sandbox profile). */
  rotationDeps(profileId: string): Promise<RotationDeps>;
  /** Finishes the profile's pending rotation, if any; failures are logged, the mark stays. */
  finishPending(profileId: string): Promise<boolean>;
  /** At start: finishes every profile's pending rotation. */
  finishAllPending(): Promise<void>;
  /** Stores the sandbox demo key when the vault has none or a rejected one. */
  provisionSandbox(): Promise<boolean>;
}

/** Wires repairs to the connection: a rejected credential triggers one repair attempt per profile at a time. */
export function createCredentialRepair(deps: {
  vault: CredentialVault;
  profiles: ProfileStore;
  connection: Connection;
  sandbox: SandboxHost;
  log: (line: string) => void;
}): CredentialRepair {
  const { vault, connection, log } = deps;
  const busy = new Set<string>();

  const rotationDeps = async (profileId: string): Promise<RotationDeps> => {
    const client = await connection.clientFor(profileId);
    return { vault, profileId, bare: connection.bareClient(client.baseUrl) };
  };

  const finishPending = async (profileId: string): Promise<boolean> => {
    try {
      if (!(await hasPendingRotation(vault, profileId))) return false;
      await finishRotation(await rotationDeps(profileId));
      log(`credentials: finished an interrupted key rotation of profile ${profileId}`);
      return true;
    } catch (err) {
      log(`credentials: could not finish the key rotation of profile ${profileId} yet: ${describeError(err)}`);
      return false;
    }
  };

  const provisionSandbox = async (): Promise<boolean> => {
    const running = deps.sandbox.running();
    if (!running) return false;
    try {
      return await provisionSandboxKey({ vault, sandbox: deps.sandbox, bare: connection.bareClient(running.baseUrl), log });
    } catch (err) {
      log(`sandbox: could not store the demo key: ${describeError(err)}`);
      return false;
    }
  };

  connection.onRejected((profileId) => {
    if (busy.has(profileId) || vault.storageOf(profileId) === 'unavailable') return;
    busy.add(profileId);
    void (async () => {
      const repaired = (await finishPending(profileId)) || (profileId === SANDBOX_PROFILE_ID && (await provisionSandbox()));
      if (repaired && profileId === connection.activeId()) await connection.check();
    })().finally(() => busy.delete(profileId));
  });

  return {
    rotationDeps,
    finishPending,
    async finishAllPending() {
      for (const profile of await deps.profiles.list()) {
        if (vault.storageOf(profile.id) === 'unavailable') continue;
        const pending = await hasPendingRotation(vault, profile.id).catch(() => false);
        if (!pending) continue;
        busy.add(profile.id);
        try {
          await finishPending(profile.id);
        } finally {
          busy.delete(profile.id);
        }
      }
    },
    provisionSandbox,
  };
}
