import { SANDBOX_PROFILE_ID } from '../../../shared/bridge/profile.ts';
import type { Profile, ProfilesView } from '../../../shared/bridge/profile.ts';
import { serviceContract } from '../../../shared/api/contract.ts';
import { describeError } from '../bridge/redact.ts';
import type { ProfileStore } from '../profiles/profile-store.ts';
import { apiKeyAccount, sessionTokenAccount } from '../secrets/secret-store.ts';
import type { Credential } from '../service/credential.ts';
import { createServiceClient } from '../service/service-client.ts';
import type { ServiceClient } from '../service/service-client.ts';
import type { CredentialVault } from '../credentials/credential-vault.ts';
import { createConnectionStates } from './connection-state.ts';
import type { ConnectionState, ConnectionView } from './connection-state.ts';
import type { SandboxHost } from './sandbox-host.ts';
import { trackClient } from './tracked-client.ts';

/** The active profile's service, as the rest of the app reaches it. */
export interface Connection {
  /** The active profile's id (kept in memory, updated on every profile change). */
  activeId(): string;
  /** A client of a profile, its credential read from the vault (through its cache) on every call; starts the sandbox if needed. */
  clientFor(profileId: string): Promise<ServiceClient>;
  /** The active profile's client. */
  activeClient(): Promise<ServiceClient>;
  /** A client that forwards every call to whichever profile is active at the time of the call. */
  readonly proxy: ServiceClient;
  /** A client of an address not (yet) a profile, holding no credential: pass one per call to check it. */
  bareClient(baseUrl: string): ServiceClient;
  /** Makes a profile active, starts the sandbox when it is the Sandbox, then checks the connection in the background. */
  switchTo(profileId: string): Promise<ProfilesView>;
  /** Calls users/credits/ on the active profile and returns the state that showed. */
  check(): Promise<ConnectionView>;
  /** The active profile's last known state. */
  view(): ConnectionView;
  /** Runs `listener` when a profile's credential was rejected (to finish a rotation or re-provision a demo key). */
  onRejected(listener: (profileId: string) => void): void;
  /** Reads the active profile, starting the sandbox when it is the active one. */
  start(): Promise<void>;
  /** After the sandbox host was reset: forgets the old sandbox's client and state, and starts the fresh one when active. */
  sandboxWasReset(): Promise<void>;
}

/** What the connection is built from. */
export interface ConnectionOptions {
  profiles: ProfileStore;
  vault: CredentialVault;
  sandbox: SandboxHost;
  fetch?: typeof fetch;
  log: (line: string) => void;
  publish: (view: ConnectionView & { state: ConnectionState }) => void;
  /** Runs once the embedded sandbox first serves (e.g. to store its demo key); awaited before its client is used. */
  onSandboxStarted?: () => Promise<unknown>;
}

/** Reads a profile's credential from the vault: its own kind first, the other as a fallback. */
export async function readCredential(vault: CredentialVault, profile: Pick<Profile, 'id' | 'auth'>): Promise<Credential | null> {
  const key = async (): Promise<Credential | null> => {
    const value = await vault.get(apiKeyAccount(profile.id));
    return value ? { kind: 'apiKey', value } : null;
  };
  const token = async (): Promise<Credential | null> => {
    const value = await vault.get(sessionTokenAccount(profile.id));
    return value ? { kind: 'session', value } : null;
  };
  return profile.auth === 'session' ? ((await token()) ?? (await key())) : ((await key()) ?? (await token()));
}

/** Drops the vault's cached copies of a profile's credential, so the next call reads them from the store. */
export function forgetCredential(vault: CredentialVault, profileId: string): void {
  vault.forget(apiKeyAccount(profileId));
  vault.forget(sessionTokenAccount(profileId));
}

/** Builds the connection; call `start()` before use. */
export function createConnection(options: ConnectionOptions): Connection {
  const { profiles, vault, sandbox, log } = options;
  let active = SANDBOX_PROFILE_ID;
  const clients = new Map<string, { signature: string; client: ServiceClient }>();
  const rejectedListeners: ((profileId: string) => void)[] = [];
  const states = createConnectionStates({ activeId: () => active, publish: options.publish });

  profiles.onChange((view) => {
    active = view.activeId;
    for (const [id, entry] of clients) {
      const profile = view.profiles.find((p) => p.id === id);
      if (!profile || signatureOf(profile) !== entry.signature) clients.delete(id);
      if (!profile) states.forget(id);
    }
  });

  const signatureOf = (p: Profile): string => `${p.auth}|${p.id === SANDBOX_PROFILE_ID ? (sandbox.running()?.baseUrl ?? '') : p.baseUrl}`;

  let sandboxReady: Promise<string> | null = null;
  const ensureSandbox = (): Promise<string> => {
    sandboxReady ??= (async () => {
      const running = await sandbox.ensure();
      profiles.setSandboxBaseUrl(running.baseUrl);
      await options.onSandboxStarted?.();
      return running.baseUrl;
    })();
    // A failed start is tried again on the next call.
    sandboxReady.catch(() => {
      sandboxReady = null;
    });
    return sandboxReady;
  };

  const bareClient = (baseUrl: string): ServiceClient => createServiceClient({ baseUrl, credential: async () => null, fetch: options.fetch, log });

  const clientFor = async (profileId: string): Promise<ServiceClient> => {
    const profile = await profiles.get(profileId);
    const baseUrl = profile.id === SANDBOX_PROFILE_ID ? await ensureSandbox() : profile.baseUrl;
    const signature = signatureOf({ ...profile, baseUrl });
    const cached = clients.get(profileId);
    if (cached?.signature === signature) return cached.client;
    const raw = createServiceClient({
      baseUrl,
      credential: () => readCredential(vault, profile),
      fetch: options.fetch,
      log,
    });
    const client = trackClient(raw, (error) => {
      const kind = error === null ? undefined : (error as { kind?: unknown }).kind;
      // The vault's cached copy may be what failed (changed or added outside the app): read it again next time.
      if (kind === 'credential-rejected' || kind === 'no-credential') forgetCredential(vault, profileId);
      states.note(profileId, error);
      if (kind === 'credential-rejected') {
        for (const listener of rejectedListeners) listener(profileId);
      }
    });
    clients.set(profileId, { signature, client });
    return client;
  };

  const activeClient = () => clientFor(active);

  const proxy: ServiceClient = {
    get baseUrl() {
      return clients.get(active)?.client.baseUrl ?? '';
    },
    call: async (e, input, opts) => (await activeClient()).call(e, input, opts),
    playground: async (e, input, opts) => (await activeClient()).playground(e, input, opts),
    upload: async (e, fields, file, opts) => (await activeClient()).upload(e, fields, file, opts),
    download: async (url, dest, opts) => (await activeClient()).download(url, dest, opts),
    fetchBytes: async (url, opts) => (await activeClient()).fetchBytes(url, opts),
  };

  const check = async (): Promise<ConnectionView> => {
    const profileId = active;
    try {
      const client = await clientFor(profileId);
      await client.call(serviceContract.accounts.credits, {});
    } catch (err) {
      // The tracked client has already recorded what the failure showed; others (no profile) say nothing.
      if (states.view(profileId).state === 'unknown') log(`connection: check failed: ${describeError(err)}`);
    }
    return states.view(profileId);
  };

  return {
    activeId: () => active,
    clientFor,
    activeClient,
    proxy,
    bareClient,
    async switchTo(profileId) {
      const view = await profiles.switch(profileId).then(() => profiles.view());
      active = view.activeId;
      if (active === SANDBOX_PROFILE_ID) await ensureSandbox();
      if (!states.announce(active)) void check();
      return view;
    },
    check,
    view: () => states.view(active),
    onRejected(listener) {
      rejectedListeners.push(listener);
    },
    async start() {
      const view = await profiles.view();
      active = view.activeId;
      if (active === SANDBOX_PROFILE_ID) await ensureSandbox();
    },
    async sandboxWasReset() {
      sandboxReady = null;
      clients.delete(SANDBOX_PROFILE_ID);
      states.forget(SANDBOX_PROFILE_ID);
      if (active === SANDBOX_PROFILE_ID) await ensureSandbox();
    },
  };
}
