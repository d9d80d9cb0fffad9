import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

type Item = { id: number; to: string; subject: string; sent_at: string };
const items = async (s: TestSandbox, apiKey?: string): Promise<Item[]> =>
  ((await s.call('sandbox/outbox/', {}, apiKey ? { apiKey } : undefined)).data as { items: Item[] }).items;

describe('sandbox/outbox', () => {
  it('lists sent e-mails newest first as {id, to, subject, sent_at}', async () => {
    sb = await startTestSandbox();
    const email = sb.sandbox.users[0]!.email;
    await sb.call('users/password-reset/otp/sent', { email }, null);
    await sb.call('users/password-reset/otp/sent', { email }, null);
    const list = await items(sb);
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'sent_at', 'subject', 'to']);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    expect(list[0]!.sent_at >= list[1]!.sent_at).toBe(true);
  });

  it('reads one e-mail as {to, subject, text}', async () => {
    sb = await startTestSandbox();
    const email = sb.sandbox.users[0]!.email;
    await sb.call('users/password-reset/otp/sent', { email }, null);
    const [item] = await items(sb);
    const res = await sb.call('sandbox/outbox/get/', { id: item!.id });
    expect(res.data).toEqual({ to: email, subject: item!.subject, text: expect.stringMatching(/\b\d{6}\b/) as unknown });
  });

  it("hides one user's e-mails from another user: invisible in the list, 404 when read", async () => {
    sb = await startTestSandbox({ users: 2 });
    await sb.call('users/password-reset/otp/sent', { email: sb.sandbox.users[0]!.email }, null);
    const [mine] = await items(sb);
    const other = sb.sandbox.users[1]!.apiKey;
    expect(await items(sb, other)).toEqual([]);
    expect(await sb.call('sandbox/outbox/get/', { id: mine!.id }, { apiKey: other })).toEqual({
      code: 404,
      status: 0,
      data: 'Message not found.',
    });
  });

  it('shows registration codes for addresses without an account to any signed-in caller', async () => {
    sb = await startTestSandbox({ users: 2 });
    await sb.call('users/register/otp/sent', { email: 'someone-new@sandbox.test' }, null);
    expect((await items(sb, sb.sandbox.users[1]!.apiKey)).map((i) => i.to)).toEqual(['someone-new@sandbox.test']);
  });

  it('requires a credential like every other endpoint (401 without one)', async () => {
    sb = await startTestSandbox();
    expect(await sb.call('sandbox/outbox/', {}, null)).toEqual({ code: 401, status: 0, data: MESSAGES.authFailed });
  });

  it('answers an unknown message id with 404', async () => {
    sb = await startTestSandbox();
    expect(await sb.call('sandbox/outbox/get/', { id: 12345 })).toMatchObject({ code: 404, status: 0 });
    expect(await sb.call('sandbox/outbox/get/', { id: 'no-such.eml' })).toMatchObject({ code: 404, status: 0 });
  });
});
