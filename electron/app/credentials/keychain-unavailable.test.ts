import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeedUsers } from '../../../sandbox/accounts/seed.ts';

const child = resolve(import.meta.dirname, '../testing/unavailable-keychain-child.ts');

/** Every file under `dir`, except the embedded sandbox's own data (it keeps the demo key, sealed). */
function appFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'sandbox') return [];
    return statSync(path).isDirectory() ? appFiles(path) : [path];
  });
}

describe('without an OS keychain', () => {
  it('keeps the Sandbox working from its own store; real profiles need the keychain or the session-only choice; no file written', () => {
    // Only Linux reaches its keychain through the session bus; elsewhere this setup cannot take it away.
    if (process.platform !== 'linux') return;
    const env = { ...process.env };
    delete env.DBUS_SESSION_BUS_ADDRESS;
    const run = spawnSync(process.execPath, [child], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
      dataDir: string;
      results: { method: string; result: { ok: boolean; value?: Record<string, unknown>; error?: { kind: string; message: string } } }[];
      logs: string[];
    };
    try {
      const [status, postcodes, , , added, setKey, sessionOnly, setKeyAfter, statusAfter] = out.results.map((r) => r.result);
      expect(status).toMatchObject({ ok: true, value: { storage: 'sandbox', hasApiKey: true, storageMessage: expect.stringMatching(/keychain/i) } });
      expect(postcodes).toEqual({ ok: true, value: [] });
      expect(added).toMatchObject({ ok: true });
      expect(setKey).toMatchObject({ ok: false, error: { kind: 'keychain-unavailable', message: expect.stringMatching(/for this session only/) } });
      expect(sessionOnly).toEqual({ ok: true, value: { storage: 'session' } });
      expect(setKeyAfter).toMatchObject({ ok: true, value: { storage: 'session', hasApiKey: true } });
      expect(statusAfter).toMatchObject({ ok: true, value: { storage: 'sandbox', hasApiKey: true } });

      const demo = readSeedUsers(join(out.dataDir, 'sandbox'));
      const key = demo[0]?.apiKey ?? '';
      expect(key).not.toBe('');
      for (const file of appFiles(out.dataDir)) expect(readFileSync(file, 'utf8'), file).not.toContain(key.split('.')[1]);
      expect(out.logs.join('\n')).not.toContain(key.split('.')[1]);
    } finally {
      rmSync(out.dataDir, { recursive: true, force: true });
    }
  });
});
