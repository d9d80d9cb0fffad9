import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfilesView } from '../../../shared/bridge/profile.ts';
import { apiKeyAccount, pendingRotationAccount, sessionTokenAccount } from '../secrets/secret-store.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { createSessionStore } from '../secrets/session-store.ts';
import { createProfileStore, ProfileError } from './profile-store.ts';

let dir: string;
let file: string;
let secrets: SecretStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'profiles-'));
  file = join(dir, 'profiles.json');
  secrets = createSessionStore();
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const open = () => createProfileStore({ file, secrets });
const staging = { name: 'Staging', baseUrl: 'https://staging.example.com/', auth: 'apiKey' as const };

/** The ProfileError a call fails with, so tests can check its message and code. */
async function refusal(promise: Promise<unknown>): Promise<ProfileError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProfileError);
  return error as ProfileError;
}

describe('first start', () => {
  it('has only the built-in sandbox, active, and writes nothing', async () => {
    const store = open();
    expect(await store.view()).toEqual({
      profiles: [{ id: 'sandbox', name: 'Sandbox', baseUrl: '', auth: 'apiKey', builtIn: true }],
      activeId: 'sandbox',
    });
    expect((await store.active()).id).toBe('sandbox');
    expect(existsSync(file)).toBe(false);
  });

  it('fills the sandbox address at run time without saving it', async () => {
    const store = open();
    store.setSandboxBaseUrl('http://127.0.0.1:43210/');
    expect((await store.get('sandbox')).baseUrl).toBe('http://127.0.0.1:43210');
    await store.add(staging);
    expect((await open().get('sandbox')).baseUrl).toBe('');
    expect(() => store.setSandboxBaseUrl('http://example.com')).toThrow(ProfileError);
  });
});

describe('persistence', () => {
  it('keeps added profiles and the active choice across re-opening', async () => {
    const store = open();
    const added = await store.add(staging);
    expect(added).toMatchObject({ name: 'Staging', baseUrl: 'https://staging.example.com', auth: 'apiKey', builtIn: false });
    expect((await store.active()).id).toBe('sandbox'); // adding does not switch
    await store.switch(added.id);

    const reopened = open();
    expect(await reopened.list()).toEqual([{ id: 'sandbox', name: 'Sandbox', baseUrl: '', auth: 'apiKey', builtIn: true }, added]);
    expect(await reopened.active()).toEqual(added);
  });

  it('writes the file atomically, owner-only, and never with a secret in it', async () => {
    const store = open();
    const added = await store.add(staging);
    await secrets.set(apiKeyAccount(added.id), 'pfx.very-secret-value');
    await store.rename(added.id, 'Staging EU');
    const text = readFileSync(file, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ version: 1, profiles: [{ id: added.id, name: 'Staging EU' }] });
    expect(text).not.toContain('very-secret-value');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).filter((n) => n !== 'profiles.json')).toEqual([]);
  });

  it('serialises concurrent changes so none is lost', async () => {
    const store = open();
    const names = Array.from({ length: 10 }, (_, i) => `Server ${i}`);
    await Promise.all(names.map((name) => store.add({ ...staging, name })));
    const saved = (await open().list()).map((p) => p.name);
    expect(saved.slice(1).sort()).toEqual([...names].sort());
  });

  it('lets only one of two simultaneous adds with the same name through', async () => {
    const store = open();
    const results = await Promise.allSettled([store.add(staging), store.add({ ...staging, name: 'STAGING' })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await open().list()).toHaveLength(2);
  });

  it('starts over from the sandbox when the file is corrupt, keeping the bad file aside', async () => {
    writeFileSync(file, '{"version":1,"activeId":"x","profiles":[{"id":');
    const moved: string[] = [];
    const store = createProfileStore({ file, secrets, onCorrupt: ({ movedTo }) => moved.push(movedTo) });
    expect((await store.list()).map((p) => p.id)).toEqual(['sandbox']);
    expect(moved).toHaveLength(1);
    expect(readdirSync(dir).some((n) => n.startsWith('profiles.json.corrupt-'))).toBe(true);
  });

  it('repairs a hand-edited file: dangling active id, a stored sandbox, duplicate ids', async () => {
    const entry = { id: 'p1', name: 'One', baseUrl: 'https://one.example', auth: 'session' };
    const edited = {
      version: 1,
      activeId: 'gone',
      profiles: [{ ...entry, id: 'sandbox' }, entry, { ...entry, name: 'Dup' }, { ...entry, id: 'bad:id' }],
    };
    writeFileSync(file, JSON.stringify(edited));
    const store = open();
    expect((await store.list()).map((p) => `${p.id}/${p.name}`)).toEqual(['sandbox/Sandbox', 'p1/One']);
    expect((await store.active()).id).toBe('sandbox');
  });
});

describe('switch, rename, remove', () => {
  it('switches between profiles and refuses an unknown one', async () => {
    const store = open();
    const added = await store.add(staging);
    expect(await store.switch(added.id)).toEqual(added);
    expect(await store.switch('sandbox')).toMatchObject({ id: 'sandbox' });
    const error = await refusal(store.switch('nope'));
    expect(error.code).toBe('not-found');
    expect(error.message).toBe('That profile no longer exists.');
  });

  it('renames, allowing a change of case but not a clash', async () => {
    const store = open();
    const a = await store.add(staging);
    await store.add({ ...staging, name: 'Production', baseUrl: 'https://api.example.com' });
    expect((await store.rename(a.id, '  staging  ')).name).toBe('staging');
    const clash = await refusal(store.rename(a.id, 'PRODUCTION'));
    expect(clash.code).toBe('conflict');
    expect(clash.message).toBe('A profile named "Production" already exists. Choose another name.');
    const builtIn = await refusal(store.rename('sandbox', 'Local'));
    expect(builtIn.message).toBe('The built-in Sandbox profile cannot be renamed.');
  });

  it("removes a profile with all of its keychain entries and nobody else's", async () => {
    const store = open();
    const a = await store.add(staging);
    const b = await store.add({ ...staging, name: 'Other' });
    for (const id of [a.id, b.id]) {
      await secrets.set(apiKeyAccount(id), `key-${id}`);
      await secrets.set(sessionTokenAccount(id), `token-${id}`);
      await secrets.set(pendingRotationAccount(id), `pending-${id}`);
    }
    await store.switch(a.id);
    await store.remove(a.id);

    expect(await secrets.get(apiKeyAccount(a.id))).toBeNull();
    expect(await secrets.get(sessionTokenAccount(a.id))).toBeNull();
    expect(await secrets.get(pendingRotationAccount(a.id))).toBeNull();
    expect(await secrets.get(apiKeyAccount(b.id))).toBe(`key-${b.id}`);
    expect(await secrets.get(sessionTokenAccount(b.id))).toBe(`token-${b.id}`);
    const reopened = open();
    expect((await reopened.list()).map((p) => p.id)).toEqual(['sandbox', b.id]);
    expect((await reopened.active()).id).toBe('sandbox'); // the removed one was active
  });

  it('never removes the built-in sandbox', async () => {
    const store = open();
    await secrets.set(apiKeyAccount('sandbox'), 'sandbox-key');
    const error = await refusal(store.remove('sandbox'));
    expect(error.code).toBe('built-in');
    expect(error.message).toBe('The built-in Sandbox profile cannot be removed.');
    expect(await secrets.get(apiKeyAccount('sandbox'))).toBe('sandbox-key');
    expect((await refusal(store.remove('nope'))).code).toBe('not-found');
  });

  it('tells listeners about every saved change', async () => {
    const store = open();
    const seen: ProfilesView[] = [];
    const stop = store.onChange((view) => seen.push(view));
    const added = await store.add(staging);
    await store.switch(added.id);
    await refusal(store.switch('nope'));
    stop();
    await store.remove(added.id);
    expect(seen.map((v) => [v.profiles.length, v.activeId])).toEqual([
      [2, 'sandbox'],
      [2, added.id],
    ]);
  });
});

describe('validation messages', () => {
  const tooLong = 'x'.repeat(61);
  const cases: [string, { name?: string; baseUrl?: string; auth?: string }, string][] = [
    ['empty name', { name: '   ' }, 'Enter a name for the profile.'],
    ['long name', { name: tooLong }, 'A profile name can be at most 60 characters.'],
    ['control character', { name: 'Two\nlines' }, 'A profile name cannot contain line breaks or control characters.'],
    ['reserved name', { name: 'sandbox' }, 'A profile named "Sandbox" already exists. Choose another name.'],
    ['empty address', { baseUrl: ' ' }, 'Enter the address of the service, e.g. https://api.example.com.'],
    ['not a URL', { baseUrl: 'api.example.com' }, 'That is not a web address. Enter the full address, e.g. https://api.example.com.'],
    ['other scheme', { baseUrl: 'ftp://api.example.com' }, 'The address must start with https://, e.g. https://api.example.com.'],
    [
      'remote http',
      { baseUrl: 'http://api.example.com' },
      'Plain http:// is only allowed for this computer (localhost, 127.0.0.1 or [::1]). Use https:// for a remote service.',
    ],
    [
      'credentials',
      { baseUrl: 'https://user:pw@api.example.com' },
      'The address cannot contain a user name or password. The API key is saved separately, in the OS keychain.',
    ],
    [
      'query',
      { baseUrl: 'https://api.example.com/?key=1' },
      'The address cannot contain a query (?…) or a fragment (#…). Enter just the service address, e.g. https://api.example.com.',
    ],
    [
      'fragment',
      { baseUrl: 'https://api.example.com/#x' },
      'The address cannot contain a query (?…) or a fragment (#…). Enter just the service address, e.g. https://api.example.com.',
    ],
    ['auth', { auth: 'password' }, 'Choose how to sign in: with an API key or with e-mail and password.'],
  ];
  it.each(cases)('refuses %s', async (_label, change, message) => {
    const store = open();
    const input = { ...staging, ...change } as typeof staging;
    const error = await refusal(store.add(input));
    expect(error.message).toBe(message);
    expect(existsSync(file)).toBe(false);
  });

  const accepted: [string, string][] = [
    ['https://API.Example.com/', 'https://api.example.com'],
    ['  https://api.example.com:8443/prefix//  ', 'https://api.example.com:8443/prefix'],
    ['https://api.example.com/api/v1/', 'https://api.example.com'],
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://[::1]:9000/', 'http://[::1]:9000'],
  ];
  it.each(accepted)('accepts and normalises %s', async (baseUrl, expected) => {
    const store = open();
    expect((await store.add({ ...staging, baseUrl })).baseUrl).toBe(expected);
  });

  it('trims names and accepts exactly 60 characters', async () => {
    const store = open();
    expect((await store.add({ ...staging, name: '  Staging  ' })).name).toBe('Staging');
    expect((await store.add({ ...staging, name: 'é'.repeat(60) })).name).toHaveLength(60);
  });
});
