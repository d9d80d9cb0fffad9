import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb.close();
});

/** Every entry under `dir` with its permission bits. */
function modesUnder(dir: string): { path: string; dir: boolean; mode: number }[] {
  const found: { path: string; dir: boolean; mode: number }[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    found.push({ path, dir: stat.isDirectory(), mode: stat.mode & 0o777 });
    if (stat.isDirectory()) found.push(...modesUnder(path));
  }
  return found;
}

describe.runIf(process.platform !== 'win32')('the sandbox data dir is owner-only', () => {
  it('keeps its folder 0700 and its database, WAL, sealed credentials and outbox mail 0600', async () => {
    const sent = await sb.call('users/register/otp/sent', { email: 'modes@sandbox.test' }, null);
    expect(sent.status).toBe(1);
    const dataDir = sb.sandbox.dataDir;
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modesUnder(dataDir);
    const names = entries.map((e) => e.path.slice(dataDir.length + 1));
    expect(names).toEqual(expect.arrayContaining(['sandbox.sqlite', 'sandbox.sqlite-wal', '.key-wrap', 'sandbox-users.sealed', 'outbox']));
    expect(names.some((n) => n.startsWith('outbox/') && n.endsWith('.eml'))).toBe(true);
    for (const entry of entries) expect(entry.mode, entry.path).toBe(entry.dir ? 0o700 : 0o600);
  });
});
