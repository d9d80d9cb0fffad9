import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { readSeedUsers } from './seed.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

describe('sealed demo credentials', () => {
  it('writes sandbox-users.sealed readable by its owner only and opens it with readSeedUsers', async () => {
    sb = await startTestSandbox({ users: 2 });
    const { dataDir, users } = sb.sandbox;
    if (process.platform !== 'win32') expect(statSync(join(dataDir, 'sandbox-users.sealed')).mode & 0o777).toBe(0o600);
    expect(readSeedUsers(dataDir)).toEqual(users);
    expect(readSeedUsers(join(dataDir, 'no-such-dir'))).toEqual([]);
  });

  it('keeps the rotated key of a seeded account in the sealed file', async () => {
    sb = await startTestSandbox({ users: 2 });
    const before = sb.sandbox.users;
    await sb.call('users/api-key/update/', {});
    const after = readSeedUsers(sb.sandbox.dataDir);
    expect(after[0]).toMatchObject({ email: before[0]!.email, password: before[0]!.password });
    expect(after[0]!.apiKey).not.toBe(before[0]!.apiKey);
    expect((await sb.call('users/profile', {}, { apiKey: after[0]!.apiKey })).status).toBe(1);
    expect(after[1]).toEqual(before[1]);
  });

  it('seals the plain-text sandbox-users.json of an older data dir and removes it', async () => {
    sb = await startTestSandbox({ users: 2 });
    const { dataDir, users } = sb.sandbox;
    await sb.sandbox.close();
    rmSync(join(dataDir, 'sandbox-users.sealed'));
    writeFileSync(join(dataDir, 'sandbox-users.json'), JSON.stringify(users, null, 2));
    await sb.restart();
    expect(sb.sandbox.users).toEqual(users);
    expect(existsSync(join(dataDir, 'sandbox-users.json'))).toBe(false);
    expect(readSeedUsers(dataDir)).toEqual(users);
    expect((await sb.call('users/profile', {})).status).toBe(1);
  });

  it('gives the demo accounts a new password and key when no readable credentials are kept', async () => {
    sb = await startTestSandbox();
    const { dataDir, users } = sb.sandbox;
    const old = users[0]!;
    await sb.sandbox.close();
    writeFileSync(join(dataDir, 'sandbox-users.sealed'), 'v1:not:a-sealed:file');
    await sb.restart();
    const fresh = sb.sandbox.users[0]!;
    expect(fresh.email).toBe(old.email);
    expect(fresh.password).not.toBe(old.password);
    expect(readSeedUsers(dataDir)).toEqual(sb.sandbox.users);
    expect(await sb.call('users/profile', {}, { apiKey: old.apiKey })).toEqual({ code: 401, status: 0, data: MESSAGES.authFailed });
    expect((await sb.call('users/profile', {}, { apiKey: fresh.apiKey })).status).toBe(1);
    const login = await sb.call('users/login', { email: fresh.email, password: fresh.password }, null);
    expect(login.status).toBe(1);
  });
});
