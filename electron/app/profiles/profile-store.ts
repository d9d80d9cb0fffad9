import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { checkBaseUrl, checkProfileName, profileAuthSchema, SANDBOX_PROFILE_ID } from '../../../shared/bridge/profile.ts';
import type { NewProfile, Profile, ProfilesView } from '../../../shared/bridge/profile.ts';
import { readJsonFile, writeFileAtomic } from '../fs/atomic-write.ts';
import type { ReadJsonOptions } from '../fs/atomic-write.ts';
import { profileAccounts } from '../secrets/secret-store.ts';
import type { SecretStore } from '../secrets/secret-store.ts';

/** Why a profile operation was refused; the bridge can map it to an error kind. */
export type ProfileErrorCode = 'invalid' | 'not-found' | 'conflict' | 'built-in';

/** A refused profile operation, with a message fit to show the user as is. */
export class ProfileError extends Error {
  override readonly name = 'ProfileError';
  readonly code: ProfileErrorCode;
  constructor(message: string, code: ProfileErrorCode) {
    super(message);
    this.code = code;
  }
}

/** Options of `createProfileStore`. */
export interface ProfileStoreOptions {
  /** The JSON file profiles are kept in (no secrets in it). */
  file: string;
  /** Where each profile's credentials live; removing a profile forgets them there. */
  secrets: SecretStore;
  /** Told when the profiles file was corrupt and moved aside, for the log. */
  onCorrupt?: ReadJsonOptions['onCorrupt'];
}

/** Connection profiles: the built-in sandbox plus the user's own, one of them active. */
export interface ProfileStore {
  /** Every profile, the built-in sandbox first. */
  list(): Promise<Profile[]>;
  /** Every profile and the active id: what the renderer is sent. */
  view(): Promise<ProfilesView>;
  /** One profile; a ProfileError when there is no such profile. */
  get(id: string): Promise<Profile>;
  /** The profile the app is using. */
  active(): Promise<Profile>;
  /** Adds a profile after checking its name and address; it does not become active. */
  add(input: NewProfile): Promise<Profile>;
  /** Renames one of the user's profiles. */
  rename(id: string, name: string): Promise<Profile>;
  /** Removes one of the user's profiles and forgets its credentials; the sandbox becomes active if it was. */
  remove(id: string): Promise<void>;
  /** Makes a profile the active one. */
  switch(id: string): Promise<Profile>;
  /** Sets where the embedded sandbox listens this run; not saved, as the port changes between runs. */
  setSandboxBaseUrl(baseUrl: string): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  onChange(listener: (view: ProfilesView) => void): () => void;
}

const storedProfileSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  baseUrl: z.string(),
  auth: profileAuthSchema,
});
type StoredProfile = z.infer<typeof storedProfileSchema>;

const profilesFileSchema = z.object({
  version: z.literal(1),
  activeId: z.string(),
  profiles: z.array(storedProfileSchema),
});
type ProfilesFile = z.infer<typeof profilesFileSchema>;

const SANDBOX_NAME = 'Sandbox';

const emptyFile = (): ProfilesFile => ({ version: 1, activeId: SANDBOX_PROFILE_ID, profiles: [] });

/** Opens the profile store over `file`; the file is read on first use and written atomically on change. */
export function createProfileStore(options: ProfileStoreOptions): ProfileStore {
  const { file, secrets } = options;
  let sandboxBaseUrl = '';
  let state: Promise<ProfilesFile> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(view: ProfilesView) => void>();

  const load = (): Promise<ProfilesFile> => {
    state ??= readJsonFile(file, profilesFileSchema, emptyFile(), { onCorrupt: options.onCorrupt }).then(sanitise);
    // A failed read (permissions) is retried next time rather than remembered.
    state.catch(() => {
      state = undefined;
    });
    return state;
  };

  /** Runs mutations one at a time so two quick changes never write over each other. */
  const exclusive = <T>(run: (current: ProfilesFile) => Promise<{ next?: ProfilesFile; result: T }>): Promise<T> => {
    const task = queue.then(async () => {
      const current = await load();
      const { next, result } = await run(current);
      if (next) {
        await writeFileAtomic(file, `${JSON.stringify(next, null, 2)}\n`);
        state = Promise.resolve(next);
        notify(next);
      }
      return result;
    });
    queue = task.catch(() => undefined);
    return task;
  };

  const sandbox = (): Profile => ({
    id: SANDBOX_PROFILE_ID,
    name: SANDBOX_NAME,
    baseUrl: sandboxBaseUrl,
    auth: 'apiKey',
    builtIn: true,
  });
  const all = (current: ProfilesFile): Profile[] => [sandbox(), ...current.profiles.map((p) => ({ ...p, builtIn: false }))];
  const toView = (current: ProfilesFile): ProfilesView => ({ profiles: all(current), activeId: current.activeId });
  const find = (current: ProfilesFile, id: string): Profile => {
    const profile = all(current).find((p) => p.id === id);
    if (!profile) throw new ProfileError('That profile no longer exists.', 'not-found');
    return profile;
  };
  const notify = (current: ProfilesFile): void => {
    const view = toView(current);
    for (const listener of listeners) {
      try {
        listener(view);
      } catch {
        // One broken listener must not undo a change that is already saved.
      }
    }
  };
  const uniqueName = (current: ProfilesFile, raw: string, exceptId?: string): string => {
    const checked = checkProfileName(raw);
    if (!checked.ok) throw new ProfileError(checked.message, 'invalid');
    const key = checked.value.toLowerCase();
    const clash = all(current).find((p) => p.id !== exceptId && p.name.toLowerCase() === key);
    if (clash) throw new ProfileError(`A profile named "${clash.name}" already exists. Choose another name.`, 'conflict');
    return checked.value;
  };
  const userProfile = (current: ProfilesFile, id: string, verb: string): StoredProfile => {
    if (id === SANDBOX_PROFILE_ID) throw new ProfileError(`The built-in Sandbox profile cannot be ${verb}.`, 'built-in');
    const found = current.profiles.find((p) => p.id === id);
    if (!found) throw new ProfileError('That profile no longer exists.', 'not-found');
    return found;
  };

  return {
    list: async () => all(await load()),
    view: async () => toView(await load()),
    get: async (id) => find(await load(), id),
    active: async () => {
      const current = await load();
      return find(current, current.activeId);
    },
    add: (input) =>
      exclusive(async (current) => {
        const name = uniqueName(current, input.name);
        const url = checkBaseUrl(input.baseUrl);
        if (!url.ok) throw new ProfileError(url.message, 'invalid');
        const auth = profileAuthSchema.safeParse(input.auth);
        if (!auth.success) throw new ProfileError('Choose how to sign in: with an API key or with e-mail and password.', 'invalid');
        const added: StoredProfile = { id: randomUUID(), name, baseUrl: url.value, auth: auth.data };
        return { next: { ...current, profiles: [...current.profiles, added] }, result: { ...added, builtIn: false } };
      }),
    rename: (id, raw) =>
      exclusive(async (current) => {
        const existing = userProfile(current, id, 'renamed');
        const name = uniqueName(current, raw, id);
        const renamed = { ...existing, name };
        const profiles = current.profiles.map((p) => (p.id === id ? renamed : p));
        return { next: { ...current, profiles }, result: { ...renamed, builtIn: false } };
      }),
    remove: (id) =>
      exclusive(async (current) => {
        userProfile(current, id, 'removed');
        // Credentials first: if the keychain refuses, the profile stays so the user can retry, and
        // no secret is ever left behind for a profile that no longer exists.
        for (const account of profileAccounts(id)) await secrets.delete(account);
        const profiles = current.profiles.filter((p) => p.id !== id);
        const activeId = current.activeId === id ? SANDBOX_PROFILE_ID : current.activeId;
        return { next: { ...current, activeId, profiles }, result: undefined };
      }),
    switch: (id) =>
      exclusive(async (current) => {
        const profile = find(current, id);
        return { next: current.activeId === id ? undefined : { ...current, activeId: id }, result: profile };
      }),
    setSandboxBaseUrl(baseUrl) {
      const url = checkBaseUrl(baseUrl);
      if (!url.ok) throw new ProfileError(url.message, 'invalid');
      sandboxBaseUrl = url.value;
      // Tell listeners once the file is loaded (or at once if it already is).
      void load().then(notify, () => undefined);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Repairs what a hand-edited file could hold: a stored "sandbox", duplicate ids, ids no keychain account
 * can be made from, a dangling active id.
 */
function sanitise(file: ProfilesFile): ProfilesFile {
  const seen = new Set<string>([SANDBOX_PROFILE_ID]);
  const profiles = file.profiles.filter((p) => {
    if (seen.has(p.id) || p.id.includes(':')) return false;
    seen.add(p.id);
    return true;
  });
  const activeId = seen.has(file.activeId) ? file.activeId : SANDBOX_PROFILE_ID;
  return { version: 1, activeId, profiles };
}
