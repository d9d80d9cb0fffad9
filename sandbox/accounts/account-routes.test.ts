import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

async function open(): Promise<TestSandbox> {
  sb = await startTestSandbox({ users: 2, credits: 750 });
  return sb;
}

const keyOf = (s: TestSandbox, i: number) => ({ apiKey: s.sandbox.users[i]!.apiKey });

async function login(s: TestSandbox, i: number): Promise<string> {
  const user = s.sandbox.users[i]!;
  const res = await s.call('users/login', { email: user.email, password: user.password }, null);
  return (res.data as { token: string }).token;
}

async function fetchInvoice(s: TestSandbox, id: number, method: 'GET' | 'POST', apiKey: string): Promise<Response> {
  return fetch(`${s.baseUrl}/api/v1/users/payments/${id}/invoice.pdf`, { method, headers: { 'x-api-key': apiKey } });
}

describe('profile and credits', () => {
  it('reads the profile of the caller', async () => {
    const s = await open();
    const res = await s.call('users/profile', {});
    expect(res.data).toMatchObject({ name: 'Sandbox Analyst 1', email: 'analyst1@sandbox.test' });
    expect(Object.keys(res.data as object).sort()).toEqual(['created_at', 'email', 'id', 'name', 'updated_at']);
  });

  it('updates profile fields and e-mail flags and answers with the account details', async () => {
    const s = await open();
    const res = await s.call('users/profile/update', { name: 'Renamed', timezone: 'Australia/Perth', update_emails: false });
    expect(res.data).toMatchObject({ timezone: 'Australia/Perth', update_emails: false, system_emails: true, api_key: s.apiKey });
    expect((await s.call('users/profile', {})).data).toMatchObject({ name: 'Renamed' });
  });

  it('refuses an e-mail that belongs to another account with 400', async () => {
    const s = await open();
    const res = await s.call('users/profile/update', { email: s.sandbox.users[1]!.email });
    expect(res).toEqual({ code: 400, status: 0, data: 'An account with this email already exists.' });
  });

  it('reports the credit balance with remaining = available - used - frozen', async () => {
    const s = await open();
    expect((await s.call('users/credits/', {})).data).toEqual({
      available_credits: 750,
      used_credits: 0,
      frozen_credits: 0,
      remaining_credits: 750,
    });
  });
});

describe('payments and invoices', () => {
  it('lists the synthetic starter payments newest first, paged by skip and limit with the total', async () => {
    const s = await open();
    const all = (await s.call('users/payments/', {})).data as { total: number; items: { created_at: string; description: string }[] };
    expect(all.total).toBe(2);
    expect(all.items[0]!.created_at > all.items[1]!.created_at).toBe(true);
    expect(all.items[0]!.description).toMatch(/^Sandbox credit pack/);
    const second = (await s.call('users/payments/', { skip: 1, limit: 1 })).data as { total: number; items: unknown[] };
    expect(second.total).toBe(2);
    expect(second.items).toEqual([all.items[1]]);
  });

  it('streams the invoice PDF of an own payment on GET and POST', async () => {
    const s = await open();
    const items = ((await s.call('users/payments/', {})).data as { items: { id: number }[] }).items;
    for (const method of ['GET', 'POST'] as const) {
      const res = await fetchInvoice(s, items[0]!.id, method, s.apiKey);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(new TextDecoder('latin1').decode(bytes)).toContain('analyst1@sandbox.test');
    }
  });

  it("answers another user's invoice and a missing one with the 404 envelope", async () => {
    const s = await open();
    const theirs = ((await s.call('users/payments/', {}, keyOf(s, 1))).data as { items: { id: number }[] }).items[0]!.id;
    const res = await fetchInvoice(s, theirs, 'GET', s.apiKey);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: 404, status: 0, data: 'Payment not found.' });
    expect(await (await fetchInvoice(s, 99_999, 'POST', s.apiKey)).json()).toMatchObject({ code: 404 });
  });

  it('refuses an invoice without a credential with 401', async () => {
    const s = await open();
    const res = await fetch(`${s.baseUrl}/api/v1/users/payments/1/invoice.pdf`);
    expect(await res.json()).toEqual({ code: 401, status: 0, data: MESSAGES.authFailed });
  });
});

describe('account details and API key rotation', () => {
  it('answers the full current API key and the account flags', async () => {
    const s = await open();
    const res = await s.call('users/account-details', {});
    expect(res.data).toMatchObject({ api_key: s.apiKey, system_emails: true, update_emails: true, notification_emails: true });
    const data = res.data as { id: number; user: number; timezone: string };
    expect(data.user).toBe(data.id);
    expect(data.timezone).toBe('Australia/Sydney');
  });

  it('keeps no usable API key in the database: only a hash and an AES-GCM sealed copy', async () => {
    const s = await open();
    const db = new DatabaseSync(join(s.sandbox.dataDir, 'sandbox.sqlite'));
    const dump = JSON.stringify(db.prepare('SELECT * FROM api_keys').all());
    db.close();
    const secret = s.apiKey.split('.')[1]!;
    expect(dump).not.toContain(secret);
    expect(dump).toContain('v1:');
    expect(readFileSync(join(s.sandbox.dataDir, '.key-wrap')).length).toBe(32);
  });

  it('rejects a rotated key with 401 "Authentication failed." at once; the session token reads the new key', async () => {
    const s = await open();
    const oldKey = s.apiKey;
    const token = await login(s, 0);
    expect(await s.call('users/api-key/update/', {}, { apiKey: oldKey })).toEqual({
      code: 200,
      status: 1,
      data: 'API key updated.',
    });
    expect(await s.call('users/profile', {}, { apiKey: oldKey })).toEqual({ code: 401, status: 0, data: MESSAGES.authFailed });
    const details = (await s.call('users/account-details', {}, { token })).data as { api_key: string };
    expect(details.api_key).not.toBe(oldKey);
    expect((await s.call('users/account-details', {}, { apiKey: details.api_key })).data).toMatchObject({
      api_key: details.api_key,
    });
  });

  it('prints the rotated key of a seeded demo account after a restart', async () => {
    const s = await open();
    await s.call('users/api-key/update/', {}, keyOf(s, 1));
    const token = await login(s, 1);
    const newKey = ((await s.call('users/account-details', {}, { token })).data as { api_key: string }).api_key;
    await s.restart();
    expect(s.sandbox.users[1]!.apiKey).toBe(newKey);
    expect((await s.call('users/profile', {}, { apiKey: newKey })).status).toBe(1);
  });

  it("does not touch another user's key on rotation", async () => {
    const s = await open();
    await s.call('users/api-key/update/', {});
    expect((await s.call('users/profile', {}, keyOf(s, 1))).status).toBe(1);
  });
});
