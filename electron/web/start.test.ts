import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { clearKeychainService, testKeychainService } from '../app/testing/desk-test-kit.ts';

const repo = resolve(import.meta.dirname, '../..');
const service = testKeychainService('web-start');
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  clearKeychainService(service);
});

describe('browser mode entry (electron/web/start.ts)', () => {
  it('prints its URL first, answers app.info over HTTP with the token only, and stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cd-web-data-'));
    const staticDir = mkdtempSync(join(tmpdir(), 'cd-web-static-'));
    dirs.push(dataDir, staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Collection Desk</title>');
    const child = spawn(process.execPath, ['electron/web/start.ts', '--port', '0', '--data', dataDir, '--static', staticDir], {
      cwd: repo,
      env: { ...process.env, DESK_KEYCHAIN_SERVICE: service, DESK_SANDBOX_COOKIE_DELAY_MS: '50', DESK_SANDBOX_JOB_DELAY_MS: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stderr: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      const first = await new Promise<string>((resolveLine, reject) => {
        createInterface({ input: child.stdout }).once('line', resolveLine);
        void exited.then((code) => reject(new Error(`browser mode exited (${code}): ${stderr.join('')}`)));
      });
      const match = /^Collection Desk \(browser mode\): (http:\/\/127\.0\.0\.1:\d+)\/#token=(\S+)$/.exec(first);
      expect(match, first).not.toBeNull();
      const [, origin, token] = match ?? [];

      const call = (auth: string | null) =>
        fetch(`${origin}/bridge/app.info`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
          body: '{}',
        });
      const answer = await call(`Bearer ${token}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ok: true, value: { version: expect.any(String), mode: 'web', sandbox: true } });
      expect((await call(null)).status).toBe(403);
      expect((await call('Bearer wrong')).status).toBe(403);
      const profiles = await fetch(`${origin}/bridge/profiles.list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(await profiles.json()).toMatchObject({ ok: true, value: { activeId: 'sandbox' } });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
