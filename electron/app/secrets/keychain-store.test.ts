import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeychainStore, keychainUnavailableReason, probeKeychain } from './keychain-store.ts';
import { apiKeyAccount, KeychainError } from './secret-store.ts';
import { HOW_TO_RUN_KEYCHAIN_TESTS, requireSecretService, secretTool, testKeychainService } from '../testing/secret-service.ts';

const isLinux = process.platform === 'linux';
const service = testKeychainService('store');
const store = createKeychainStore({ service, timeoutMs: 15_000 });
const used = new Set<string>();
const account = (label: string): string => {
  const name = `${label}:${randomUUID().slice(0, 8)}`;
  used.add(name);
  return name;
};

const lookup = (name: string) => secretTool(['lookup', 'service', service, 'username', name]);

// These tests talk to a real Secret Service, as CI provides one. Without a session bus they must fail
// loudly rather than skip, or a broken CI setup would pass with the keychain untested.
beforeAll(requireSecretService);

afterAll(async () => {
  for (const name of used) await store.delete(name).catch(() => undefined);
  if (isLinux && process.env.DBUS_SESSION_BUS_ADDRESS) {
    const left = secretTool(['search', '--all', 'service', service]);
    expect(left.stdout + left.stderr).not.toContain(service);
  }
});

describe('keychain store (real Secret Service)', () => {
  it('saves a secret where the platform tool finds it', async () => {
    const name = account('api-key');
    await store.set(name, 'abc123.s3cret');
    expect(await store.get(name)).toBe('abc123.s3cret');
    if (isLinux) {
      const found = lookup(name);
      expect(found.status).toBe(0);
      expect(found.stdout).toBe('abc123.s3cret');
    }
  });

  it('reads a secret the platform tool saved', async () => {
    if (!isLinux) return;
    const name = account('from-tool');
    const stored = secretTool(['store', '--label', 'test entry', 'service', service, 'username', name], 'tool-written');
    expect(stored.status).toBe(0);
    expect(await store.get(name)).toBe('tool-written');
  });

  it('replaces a secret and round-trips any text', async () => {
    const name = account('replace');
    await store.set(name, 'first');
    await store.set(name, 'sécret ✓ with spaces and "quotes"');
    expect(await store.get(name)).toBe('sécret ✓ with spaces and "quotes"');
  });

  it('gives null for a secret that was never saved', async () => {
    expect(await store.get(account('never'))).toBeNull();
  });

  it('deletes a secret, and deleting again is harmless', async () => {
    const name = account('delete');
    await store.set(name, 'to-forget');
    await store.delete(name);
    expect(await store.get(name)).toBeNull();
    if (isLinux) expect(lookup(name).status).not.toBe(0);
    await expect(store.delete(name)).resolves.toBeUndefined();
  });

  it('keeps services apart', async () => {
    const name = account('shared-name');
    const other = createKeychainStore({ service: `${service}-other` });
    await store.set(name, 'mine');
    expect(await other.get(name)).toBeNull();
  });

  it('files entries under the profile account names', async () => {
    const name = apiKeyAccount(`p-${randomUUID().slice(0, 8)}`);
    used.add(name);
    await store.set(name, 'k.v');
    expect(await store.get(name)).toBe('k.v');
  });

  it('refuses an empty secret or account name', async () => {
    await expect(store.set(account('empty'), '')).rejects.toThrow(TypeError);
    await expect(store.get('')).rejects.toThrow(TypeError);
  });

  it('is the keychain kind', () => {
    expect(store.kind).toBe('keychain');
  });
});

describe('probeKeychain', () => {
  it('finds the running Secret Service and leaves nothing behind', async () => {
    expect(await probeKeychain(service)).toEqual({ available: true });
    if (isLinux) {
      const left = secretTool(['search', '--all', 'service', service]);
      expect(left.stdout + left.stderr).not.toContain('probe:');
    }
  });
});

// Without a reachable or unlocked Secret Service the store must fail plainly, never fall back to the
// kernel keyring. A child process gets its own D-Bus environment, which this one cannot change.
describe.runIf(isLinux)('without a usable Secret Service', () => {
  const moduleUrl = pathToFileURL(fileURLToPath(new URL('./keychain-store.ts', import.meta.url))).href;
  const script = `
    import { createKeychainStore, probeKeychain } from ${JSON.stringify(moduleUrl)};
    const service = ${JSON.stringify(`${service}-absent`)};
    const probe = await probeKeychain(service, { timeoutMs: 5000 });
    const store = createKeychainStore({ service, timeoutMs: 5000 });
    const set = await store.set('acct', 'never-saved').then(() => 'saved', (e) => e.name + ': ' + e.message);
    const get = await store.get('acct').then((v) => 'got ' + v, (e) => e.name + ': ' + e.message);
    console.log(JSON.stringify({ probe, set, get }));
  `;
  const runChild = (command: string, args: string[], env: NodeJS.ProcessEnv) => {
    const result = spawnSync(command, args, { encoding: 'utf8', env, timeout: 30_000 });
    if (result.error) throw result.error;
    const line = result.stdout.trim().split('\n').pop() ?? '';
    expect(line, result.stderr).toMatch(/^\{/);
    return JSON.parse(line) as { probe: { available: boolean; reason?: string }; set: string; get: string };
  };
  const nodeArgs = ['--input-type=module', '-e', script];
  const reason = keychainUnavailableReason('linux');

  it('reports no session bus in plain words', () => {
    const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/collection-desk-bus' };
    const out = runChild(process.execPath, nodeArgs, env);
    expect(out.probe).toMatchObject({ available: false, reason });
    expect(out.set).toBe(`KeychainError: ${reason}`);
    expect(out.get).toBe(`KeychainError: ${reason}`);
  });

  it('reports a locked keyring in plain words', () => {
    // A private bus where the Secret Service starts on demand but nobody unlocks it. That daemon gets
    // folders of its own: sharing this session's keyring files or control socket would disturb the
    // unlocked daemon every other test uses.
    const own = mkdtempSync(join(tmpdir(), 'desk-locked-keyring-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: '', WAYLAND_DISPLAY: '', XDG_DATA_HOME: join(own, 'data'), XDG_RUNTIME_DIR: own };
    delete env.DBUS_SESSION_BUS_ADDRESS;
    delete env.GNOME_KEYRING_CONTROL;
    try {
      const out = runChild('dbus-run-session', ['--', process.execPath, ...nodeArgs], env);
      expect(out.probe.available).toBe(false);
      expect(out.probe.reason).toMatch(/keychain/i);
      expect(out.set).toMatch(/^KeychainError: /);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

// Named so that a missing session shows up as a failure even when the suite-level hook is not reported.
it('runs inside a D-Bus session with a Secret Service', () => {
  if (isLinux) expect(process.env.DBUS_SESSION_BUS_ADDRESS, HOW_TO_RUN_KEYCHAIN_TESTS).toBeTruthy();
  expect(KeychainError.name).toBe('KeychainError');
});
