import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { readSeedUsers } from '../accounts/seed.ts';
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

  it('keeps the demo credentials of seeded accounts sealed in sandbox-users.sealed, never in plain text', async () => {
    sb = await startTestSandbox({ users: 2 });
    const { dataDir, users } = sb.sandbox;
    expect(existsSync(join(dataDir, 'sandbox-users.json'))).toBe(false);
    const sealed = readFileSync(join(dataDir, 'sandbox-users.sealed'), 'utf8');
    for (const user of users) {
      for (const secret of [user.email, user.password, user.apiKey.split('.')[1]!]) expect(sealed).not.toContain(secret);
    }
    expect(readSeedUsers(dataDir)).toEqual(users);
  });
});

interface CliStart {
  baseUrl: string;
  users: { email: string; password: string; apiKey: string }[];
}

/** Runs `sandbox/cli.ts` on `dataDir`; resolves with its first stdout line and a stop that awaits the exit code. */
async function startCli(dataDir: string): Promise<{ started: CliStart; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, ['sandbox/cli.ts', '--port', '0', '--data', dataDir, '--users', '2'], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve) => lines.once('line', resolve));
  return {
    started: JSON.parse(first) as CliStart,
    stop() {
      child.kill('SIGTERM');
      return exit;
    },
  };
}

describe('npm run sandbox', () => {
  it('prints {baseUrl, users} as its first stdout line and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cd-cli-'));
    try {
      const cli = await startCli(dataDir);
      expect(cli.started.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(cli.started.users).toHaveLength(2);
      expect(cli.started.users[0]?.apiKey).toMatch(/^[a-z0-9]+\.[A-Za-z0-9_-]+$/);
      expect(await cli.stop()).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prints the current (rotated) key and the same password again after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cd-cli-'));
    try {
      const first = await startCli(dataDir);
      const [user] = first.started.users;
      const rotate = await fetch(`${first.started.baseUrl}/api/v1/users/api-key/update/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': user!.apiKey },
        body: '{}',
      });
      expect(((await rotate.json()) as { status: number }).status).toBe(1);
      const rotated = readSeedUsers(dataDir)[0]!;
      expect(rotated.apiKey).not.toBe(user!.apiKey);
      expect(readFileSync(join(dataDir, 'sandbox-users.sealed'), 'utf8')).not.toContain(rotated.apiKey.split('.')[1]);
      expect(await first.stop()).toBe(0);

      const second = await startCli(dataDir);
      expect(second.started.users[0]).toEqual({ ...user, apiKey: rotated.apiKey });
      expect(second.started.users[1]).toEqual(first.started.users[1]);
      expect(await second.stop()).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
