import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

describe('sandbox core', () => {
  it('answers an unknown path with the 404 envelope "Not found."', async () => {
    sb = await startTestSandbox();
    expect(await sb.call('no/such/path/')).toEqual({ code: 404, status: 0, data: 'Not found.' });
  });

  it('rejects a body over 10 MiB with "Request body too large."', async () => {
    sb = await startTestSandbox();
    const huge = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024 + 10) });
    expect(await sb.call('schedules/add_schedule/', huge)).toEqual({
      code: 400,
      status: 0,
      data: 'Request body too large.',
    });
  });

  it('keeps seeded accounts across a restart on the same data dir', async () => {
    sb = await startTestSandbox({ users: 2 });
    const before = sb.sandbox.users;
    expect(before).toHaveLength(2);
    await sb.restart();
    expect(sb.sandbox.users).toEqual(before);
  });

  it('keeps the demo credentials of seeded accounts in sandbox-users.json', async () => {
    sb = await startTestSandbox();
    expect(readFileSync(join(sb.sandbox.dataDir, 'sandbox-users.json'), 'utf8')).toContain('analyst1@sandbox.test');
  });
});

describe('npm run sandbox', () => {
  it('prints {baseUrl, users} as its first stdout line and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cd-cli-'));
    const child = spawn(process.execPath, ['sandbox/cli.ts', '--port', '0', '--data', dataDir, '--users', '2'], {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout });
    const first = await new Promise<string>((resolve) => lines.once('line', resolve));
    const started = JSON.parse(first) as { baseUrl: string; users: { email: string; password: string; apiKey: string }[] };
    expect(started.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(started.users).toHaveLength(2);
    expect(started.users[0]?.apiKey).toMatch(/^[a-z0-9]+\.[A-Za-z0-9_-]+$/);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});
