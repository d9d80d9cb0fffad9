import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { sha256 } from '../server/crypto.ts';
import { TOO_MANY_LOGINS } from './login-throttle.ts';
import { OTP_SUBJECTS } from './otp.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

async function open(): Promise<TestSandbox> {
  sb = await startTestSandbox({ users: 2 });
  return sb;
}

/** Runs SQL against the sandbox's database through a second connection (to age rows). */
function withDb<T>(s: TestSandbox, work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(s.sandbox.dataDir, 'sandbox.sqlite'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The newest e-mail to `to` in the outbox, read over HTTP with a seeded account's key. */
async function latestMail(s: TestSandbox, to: string): Promise<{ subject: string; text: string; code: number }> {
  const list = await s.call('sandbox/outbox/', {});
  const items = (list.data as { items: { id: number; to: string }[] }).items;
  const item = items.find((i) => i.to === to);
  if (!item) throw new Error(`no e-mail to ${to}`);
  const mail = (await s.call('sandbox/outbox/get/', { id: item.id })).data as { subject: string; text: string };
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  return { ...mail, code: Number(code) };
}

async function login(s: TestSandbox, email: string, password: string): Promise<string> {
  const res = await s.call('users/login', { email, password }, null);
  expect(res.status).toBe(1);
  return (res.data as { token: string }).token;
}

async function registerAccount(s: TestSandbox, email: string, password = 'long-enough-1') {
  await s.call('users/register/otp/sent', { email }, null);
  const { code } = await latestMail(s, email);
  return s.call('users/register', { name: 'New Analyst', email, password, otp: code, country: 'AU' }, null);
}

describe('users/login and users/logout', () => {
  it('exchanges a seeded account password for a session token that authenticates', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    const res = await s.call('users/login', { email: user.email, password: user.password }, null);
    expect(res).toMatchObject({ status: 1, code: 200, data: { user: { email: user.email, name: 'Sandbox Analyst 1' } } });
    const token = (res.data as { token: string }).token;
    expect((await s.call('users/profile', {}, { token })).data).toMatchObject({ email: user.email });
  });

  it('answers any wrong pair with 400 "Invalid email or password!"', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    const wrong = { code: 400, status: 0, data: MESSAGES.invalidLogin };
    expect(await s.call('users/login', { email: user.email, password: 'not-the-password' }, null)).toEqual(wrong);
    expect(await s.call('users/login', { email: 'nobody@sandbox.test', password: user.password }, null)).toEqual(wrong);
  });

  it('stores only the hash of a session token', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    const token = await login(s, user.email, user.password);
    const hashes = withDb(s, (db) => db.prepare('SELECT token_hash FROM sessions').all()) as { token_hash: string }[];
    expect(hashes.map((h) => h.token_hash)).toEqual([sha256(token)]);
  });

  it('stops the logged-out session token and keeps the other sessions', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    const first = await login(s, user.email, user.password);
    const second = await login(s, user.email, user.password);
    expect((await s.call('users/logout', {}, { token: first })).data).toBe('Logged out.');
    expect(await s.call('users/profile', {}, { token: first })).toEqual({ code: 401, status: 0, data: MESSAGES.authFailed });
    expect((await s.call('users/profile', {}, { token: second })).status).toBe(1);
    expect((await s.call('users/profile', {})).status).toBe(1);
  });

  it('rejects a session token after its 24 hour lifetime with 401', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    const token = await login(s, user.email, user.password);
    const expiresAt = withDb(s, (db) => db.prepare('SELECT expires_at FROM sessions').get()) as { expires_at: number };
    expect(expiresAt.expires_at - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expiresAt.expires_at - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    withDb(s, (db) => db.prepare('UPDATE sessions SET expires_at = ?').run(Date.now() - 1));
    expect(await s.call('users/profile', {}, { token })).toEqual({ code: 401, status: 0, data: MESSAGES.authFailed });
  });
});

describe('sign-in throttling', () => {
  const locked = { code: 400, status: 0, data: TOO_MANY_LOGINS };
  const invalid = { code: 400, status: 0, data: MESSAGES.invalidLogin };

  async function failLogins(s: TestSandbox, email: string, times: number): Promise<void> {
    for (let i = 0; i < times; i += 1) expect(await s.call('users/login', { email, password: `wrong-${i}` }, null)).toEqual(invalid);
  }

  it('refuses even the right password after 10 failed sign-ins for one e-mail until the 15 minute window passes', async () => {
    const s = await open();
    const [user, other] = s.sandbox.users;
    await failLogins(s, user!.email, 10);
    expect(await s.call('users/login', { email: user!.email, password: user!.password }, null)).toEqual(locked);
    expect(await s.call('users/login', { email: user!.email.toUpperCase(), password: 'wrong' }, null)).toEqual(locked);
    await login(s, other!.email, other!.password);
    withDb(s, (db) => db.prepare('UPDATE login_failures SET failed_at = failed_at - ?').run(15 * 60_000 + 1000));
    await login(s, user!.email, user!.password);
  });

  it('starts the count again after a successful sign-in', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    await failLogins(s, user.email, 9);
    await login(s, user.email, user.password);
    await failLogins(s, user.email, 9);
    await login(s, user.email, user.password);
  });

  it('locks an e-mail without an account the same way', async () => {
    const s = await open();
    await failLogins(s, 'nobody@sandbox.test', 10);
    expect(await s.call('users/login', { email: 'nobody@sandbox.test', password: 'anything' }, null)).toEqual(locked);
  });
});

describe('registration', () => {
  it('e-mails a 6-digit verification code and answers "Verification code sent successfully!"', async () => {
    const s = await open();
    const res = await s.call('users/register/otp/sent', { email: 'new@sandbox.test' }, null);
    expect(res).toEqual({ code: 200, status: 1, data: MESSAGES.otpSent });
    const mail = await latestMail(s, 'new@sandbox.test');
    expect(mail.subject).toBe(OTP_SUBJECTS.register);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('10 minutes');
  });

  it('refuses a code for an e-mail that is already registered with 400', async () => {
    const s = await open();
    const res = await s.call('users/register/otp/sent', { email: s.sandbox.users[0]!.email }, null);
    expect(res).toMatchObject({ code: 400, status: 0, data: 'An account with this email already exists.' });
  });

  it('answers the 4th code request for one e-mail within 15 minutes with 400 and the exact message', async () => {
    const s = await open();
    for (let i = 0; i < 3; i += 1) expect((await s.call('users/register/otp/sent', { email: 'rate@sandbox.test' }, null)).status).toBe(1);
    expect(await s.call('users/register/otp/sent', { email: 'rate@sandbox.test' }, null)).toEqual({
      code: 400,
      status: 0,
      data: 'Too many verification codes requested. Try again later.',
    });
    expect((await s.call('users/register/otp/sent', { email: 'other@sandbox.test' }, null)).status).toBe(1);
    withDb(s, (db) => db.prepare('UPDATE otps SET requested_at = requested_at - ?').run(15 * 60_000 + 1000));
    expect((await s.call('users/register/otp/sent', { email: 'rate@sandbox.test' }, null)).status).toBe(1);
  });

  it('creates the account with 500 credits, an API key at once and starter payments', async () => {
    const s = await open();
    const res = await registerAccount(s, 'fresh@sandbox.test');
    expect(res).toMatchObject({ code: 200, status: 1, data: { name: 'New Analyst', email: 'fresh@sandbox.test' } });
    const token = await login(s, 'fresh@sandbox.test', 'long-enough-1');
    expect((await s.call('users/credits/', {}, { token })).data).toEqual({
      available_credits: 500,
      used_credits: 0,
      frozen_credits: 0,
      remaining_credits: 500,
    });
    const details = (await s.call('users/account-details', {}, { token })).data as { api_key: string };
    expect(details.api_key).toMatch(/^[a-z0-9]+\.[A-Za-z0-9_-]+$/);
    expect((await s.call('users/profile', {}, { apiKey: details.api_key })).data).toMatchObject({ email: 'fresh@sandbox.test' });
    expect((await s.call('users/payments/', {}, { token })).data).toMatchObject({ total: 2 });
  });

  it('refuses a wrong code, a voided code and an expired code with 400', async () => {
    const s = await open();
    const email = 'codes@sandbox.test';
    const body = (otp: number) => ({ name: 'N', email, password: 'long-enough-1', otp, country: 'AU' });
    await s.call('users/register/otp/sent', { email }, null);
    const first = (await latestMail(s, email)).code;
    await s.call('users/register/otp/sent', { email }, null);
    const second = (await latestMail(s, email)).code;
    const invalid = { code: 400, status: 0, data: 'Invalid or expired verification code.' };
    if (first !== second) expect(await s.call('users/register', body(first), null)).toEqual(invalid);
    expect(await s.call('users/register', body((second + 1) % 1_000_000), null)).toEqual(invalid);
    withDb(s, (db) => db.prepare('UPDATE otps SET expires_at = ?').run(Date.now() - 1));
    expect(await s.call('users/register', body(second), null)).toEqual(invalid);
  });

  it('voids a code after 5 wrong codes: the right one is then refused until a new code is requested', async () => {
    const s = await open();
    const email = 'guess@sandbox.test';
    const body = (otp: number) => ({ name: 'N', email, password: 'long-enough-1', otp, country: 'AU' });
    const invalid = { code: 400, status: 0, data: 'Invalid or expired verification code.' };
    await s.call('users/register/otp/sent', { email }, null);
    const { code } = await latestMail(s, email);
    for (let i = 1; i <= 5; i += 1) expect(await s.call('users/register', body((code + i) % 1_000_000), null)).toEqual(invalid);
    expect(await s.call('users/register', body(code), null)).toEqual(invalid);
    await s.call('users/register/otp/sent', { email }, null);
    const fresh = (await latestMail(s, email)).code;
    expect((await s.call('users/register', body(fresh), null)).status).toBe(1);
  });

  it('accepts the right code after 4 wrong ones', async () => {
    const s = await open();
    const email = 'four@sandbox.test';
    const body = (otp: number) => ({ name: 'N', email, password: 'long-enough-1', otp, country: 'AU' });
    await s.call('users/register/otp/sent', { email }, null);
    const { code } = await latestMail(s, email);
    for (let i = 1; i <= 4; i += 1) expect((await s.call('users/register', body((code + i) % 1_000_000), null)).code).toBe(400);
    expect((await s.call('users/register', body(code), null)).status).toBe(1);
  });

  it('refuses a password under 8 characters and a code that is not an integer', async () => {
    const s = await open();
    const base = { name: 'N', email: 'short@sandbox.test', country: 'AU' };
    expect(await s.call('users/register', { ...base, password: 'short', otp: 123456 }, null)).toEqual({
      code: 400,
      status: 0,
      data: 'password: Ensure this field has at least 8 characters.',
    });
    expect(await s.call('users/register', { ...base, password: 'long-enough', otp: 'abc' }, null)).toEqual({
      code: 400,
      status: 0,
      data: 'otp: A valid integer is required.',
    });
  });

  it('uses a code once: a second registration with it is refused', async () => {
    const s = await open();
    const email = 'once@sandbox.test';
    await s.call('users/register/otp/sent', { email }, null);
    const { code } = await latestMail(s, email);
    const body = { name: 'N', email, password: 'long-enough-1', otp: code, country: 'AU' };
    expect((await s.call('users/register', body, null)).status).toBe(1);
    expect(await s.call('users/register', body, null)).toMatchObject({ code: 400, status: 0 });
  });
});

describe('password reset', () => {
  it('sets a new password with the e-mailed code and stops existing session tokens', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    const token = await login(s, user.email, user.password);
    expect(await s.call('users/password-reset/otp/sent', { email: user.email }, null)).toEqual({
      code: 200,
      status: 1,
      data: MESSAGES.otpSent,
    });
    const mail = await latestMail(s, user.email);
    expect(mail.subject).toBe(OTP_SUBJECTS.reset);
    const res = await s.call('users/password-reset', { email: user.email, otp: mail.code, password: 'brand-new-pass' }, null);
    expect(res).toEqual({ code: 200, status: 1, data: 'Password updated.' });
    expect(await s.call('users/profile', {}, { token })).toEqual({ code: 401, status: 0, data: MESSAGES.authFailed });
    expect((await s.call('users/login', { email: user.email, password: user.password }, null)).code).toBe(400);
    await login(s, user.email, 'brand-new-pass');
    expect((await s.call('users/profile', {})).status).toBe(1);
  });

  it('limits reset codes like registration codes: the 4th within 15 minutes is refused', async () => {
    const s = await open();
    const email = s.sandbox.users[0]!.email;
    for (let i = 0; i < 3; i += 1) expect((await s.call('users/password-reset/otp/sent', { email }, null)).status).toBe(1);
    expect(await s.call('users/password-reset/otp/sent', { email }, null)).toEqual({
      code: 400,
      status: 0,
      data: MESSAGES.tooManyOtps,
    });
  });

  it('refuses a reset with a wrong code and keeps the old password', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    await s.call('users/password-reset/otp/sent', { email: user.email }, null);
    const { code } = await latestMail(s, user.email);
    const res = await s.call('users/password-reset', { email: user.email, otp: (code + 1) % 1_000_000, password: 'brand-new-pass' }, null);
    expect(res).toEqual({ code: 400, status: 0, data: 'Invalid or expired verification code.' });
    await login(s, user.email, user.password);
  });

  it('voids a reset code after 5 wrong codes and keeps the old password', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    const reset = (otp: number) => s.call('users/password-reset', { email: user.email, otp, password: 'brand-new-pass' }, null);
    const invalid = { code: 400, status: 0, data: 'Invalid or expired verification code.' };
    await s.call('users/password-reset/otp/sent', { email: user.email }, null);
    const { code } = await latestMail(s, user.email);
    for (let i = 1; i <= 5; i += 1) expect(await reset((code + i) % 1_000_000)).toEqual(invalid);
    expect(await reset(code)).toEqual(invalid);
    await login(s, user.email, user.password);
    await s.call('users/password-reset/otp/sent', { email: user.email }, null);
    expect(await reset((await latestMail(s, user.email)).code)).toEqual({ code: 200, status: 1, data: 'Password updated.' });
  });

  it('lifts a sign-in lock-out once the password is reset', async () => {
    const s = await open();
    const user = s.sandbox.users[0]!;
    for (let i = 0; i < 10; i += 1) await s.call('users/login', { email: user.email, password: `wrong-${i}` }, null);
    await s.call('users/password-reset/otp/sent', { email: user.email }, null);
    const { code } = await latestMail(s, user.email);
    await s.call('users/password-reset', { email: user.email, otp: code, password: 'brand-new-pass' }, null);
    await login(s, user.email, 'brand-new-pass');
  });
});
