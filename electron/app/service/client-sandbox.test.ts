import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox/start-sandbox.ts';
import type { RunningSandbox } from '../../../sandbox/start-sandbox.ts';
import { serviceContract } from '../../../shared/api/contract.ts';
import { createServiceClient } from './service-client.ts';
import type { Credential } from './credential.ts';
import { ServiceError } from './service-error.ts';

const { settings, accounts, zipcodes } = serviceContract;
let sandbox: RunningSandbox;
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'client-sandbox-'));
  sandbox = await startSandbox({ dataDir, port: 0, users: 1, cookieDelayMs: 50, jobDelayMs: 5 });
});

afterAll(async () => {
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

function seedUser() {
  const user = sandbox.users[0];
  if (!user) throw new Error('the sandbox seeded no user');
  return user;
}

function clientWith(credential: () => Promise<Credential | null>) {
  return createServiceClient({ baseUrl: sandbox.baseUrl, credential, retry: { attempts: 2, baseMs: 1, capMs: 5 } });
}

describe('service client against the real sandbox', () => {
  it('lists the domains without a credential', async () => {
    const domains = await clientWith(async () => null).call(settings.domains, {});
    expect(domains.map((d) => d.domain)).toContain('marketplace.com.au');
    expect(domains[0]).toMatchObject({ id: 1, supplier_type: 'scraping', postcode_regex: '^\\d{4}$' });
  });

  it('reads the account details with the api key', async () => {
    const { apiKey } = seedUser();
    const details = await clientWith(async () => ({ kind: 'apiKey', value: apiKey })).call(accounts.accountDetails, {});
    expect(details.api_key).toBe(apiKey);
  });

  it('creates a postcode and then lists it', async () => {
    const { apiKey } = seedUser();
    const client = clientWith(async () => ({ kind: 'apiKey', value: apiKey }));
    const created = await client.call(zipcodes.create, { domain: 1, zipcode: '2000' });
    expect(created.zipcode).toBe('2000');
    const listed = await client.call(zipcodes.list, {});
    expect(listed.map((z) => z.id)).toContain(created.id);

    const duplicate: unknown = await client.call(zipcodes.create, { domain: 1, zipcode: '2000' }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(ServiceError);
    expect(duplicate).toMatchObject({ kind: 'service', code: 409, message: 'Zipcode already exists for this domain.' });
  });

  it('downloads an invoice PDF and fails on a missing one with the 404 envelope', async () => {
    const { apiKey } = seedUser();
    const client = clientWith(async () => ({ kind: 'apiKey', value: apiKey }));
    const payments = await client.call(accounts.payments, {});
    const first = payments.items[0];
    if (!first) throw new Error('the sandbox seeded no payment');
    const dest = join(dataDir, 'downloads', 'invoice.pdf');
    const result = await client.download(`users/payments/${first.id}/invoice.pdf`, dest);
    expect(result.contentType).toContain('application/pdf');
    expect((await readFile(dest)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const missing: unknown = await client.download('users/payments/999999/invoice.pdf', join(dataDir, 'downloads', 'none.pdf')).catch((e: unknown) => e);
    expect(missing).toMatchObject({ kind: 'service', code: 404 });
  });

  it('gets credential-rejected with the old key after a rotation elsewhere', async () => {
    const { email, password, apiKey } = seedUser();
    const oldKeyClient = clientWith(async () => ({ kind: 'apiKey', value: apiKey }));
    const login = await clientWith(async () => null).call(accounts.login, { email, password });
    const session: Credential = { kind: 'session', value: login.token };

    await oldKeyClient.call(accounts.apiKeyUpdate, {}, { credential: session });

    const rejected: unknown = await oldKeyClient.call(accounts.accountDetails, {}).catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(ServiceError);
    expect(rejected).toMatchObject({ kind: 'credential-rejected', code: 401 });
    // The session token still reads the new key, which works at once.
    const fresh = await oldKeyClient.call(accounts.accountDetails, {}, { credential: session });
    expect(fresh.api_key).not.toBe(apiKey);
    const again = await clientWith(async () => ({ kind: 'apiKey', value: fresh.api_key })).call(accounts.accountDetails, {});
    expect(again.api_key).toBe(fresh.api_key);
  });
});
