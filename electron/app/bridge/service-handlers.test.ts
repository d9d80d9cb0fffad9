import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { ok, fail } from '../../../shared/api/envelope.ts';
import { appMethods } from '../../../shared/bridge/methods/app.ts';
import { serviceMethods } from '../../../shared/bridge/methods/service-methods.ts';
import { createServiceClient } from '../service/service-client.ts';
import type { Credential } from '../service/credential.ts';
import { startTestServer, type SeenRequest, type TestServer } from '../service/test-server.ts';
import { appHandlers } from './app-handlers.ts';
import { createBridgeRouter, type BridgeRouter } from './router.ts';
import { serviceHandlers } from './service-handlers.ts';

const API_KEY = 'pfx0001.0123456789abcdef0123456789abcdef';
const stamp = '2025-01-01T00:00:00Z';
const zipcodes = new Set<string>();

// A loopback stand-in for the service: a few endpoints answering real envelopes over HTTP.
function answer(seen: SeenRequest, res: ServerResponse): void {
  const path = seen.url.replace(/^\/api\/v1\//, '');
  const body = seen.body.length ? (JSON.parse(seen.body.toString()) as Record<string, unknown>) : {};
  const send = (envelope: unknown): void => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(envelope));
  };
  if (path !== 'settings/domains/' && seen.headers['x-api-key'] !== API_KEY) return send(fail(401, 'Authentication failed.'));
  if (path === 'settings/domains/') {
    return send(ok([{ id: 1, domain: 'marketplace.com.au', country_code: 'AU', supplier_type: 'scraping', status: 'active', postcode_regex: '^\\d{4}$' }]));
  }
  if (path === 'zipcodes/create-zipcode/') {
    const key = `${String(body.domain)}:${String(body.zipcode)}`;
    if (zipcodes.has(key)) return send(fail(409, 'Zipcode already exists for this domain.'));
    zipcodes.add(key);
    return send(
      ok({
        id: zipcodes.size,
        zipcode: body.zipcode,
        domain: { id: body.domain, domain: 'marketplace.com.au', supplier_type: 'scraping' },
        status: 'pending',
        created_at: stamp,
        updated_at: stamp,
        internal: 'x',
      }),
    );
  }
  if (path === 'users/account-details') {
    return send(
      ok({
        id: 1,
        user: 1,
        api_key: API_KEY,
        system_emails: true,
        update_emails: true,
        notification_emails: true,
        timezone: 'UTC',
        created_at: stamp,
        updated_at: stamp,
      }),
    );
  }
  if (path === 'playground/post/') return send(ok({ type: 'marketplace', output: { error: 'Insufficient Credits' } }));
  send(fail(404, 'Not found.'));
}

let service: TestServer;
let router: BridgeRouter;
let credential: Credential | null = { kind: 'apiKey', value: API_KEY };
const ctx = { origin: 'web' } as const;

beforeAll(async () => {
  service = await startTestServer(answer);
  const client = createServiceClient({ baseUrl: service.origin, credential: async () => credential, retry: { attempts: 1, baseMs: 1, capMs: 1 } });
  router = createBridgeRouter(
    { ...appMethods, ...serviceMethods },
    { ...appHandlers({ version: 't', sandbox: false }), ...serviceHandlers(() => client) },
    { log: () => {} },
  );
});
afterAll(() => service.close());

describe('service handlers through the router, over loopback HTTP', () => {
  it('forwards the parsed input and returns the declared output only', async () => {
    const domains = await router.invoke('settings.domains', {}, ctx);
    expect(domains).toMatchObject({ ok: true, value: [{ domain: 'marketplace.com.au' }] });
    const created = await router.invoke('zipcodes.create', { domain: 1, zipcode: ' 2000 ' }, ctx);
    expect(created).toMatchObject({ ok: true, value: { zipcode: '2000', domain: { id: 1 }, status: 'pending' } });
    expect(created.ok && created.value).not.toHaveProperty('internal');
    const sent = service.requests.find((r) => r.url.endsWith('zipcodes/create-zipcode/'));
    expect(JSON.parse(sent?.body.toString() ?? '{}')).toEqual({ domain: 1, zipcode: '2000' });
  });

  it('keeps the service’s own failure: kind, message and code', async () => {
    await router.invoke('zipcodes.create', { domain: 1, zipcode: '2001' }, ctx);
    const dup = await router.invoke('zipcodes.create', { domain: 1, zipcode: '2001' }, ctx);
    expect(dup).toEqual({ ok: false, error: { kind: 'service', message: 'Zipcode already exists for this domain.', code: 409 } });
  });

  it('turns the playground’s output error into a failure', async () => {
    const play = await router.invoke(
      'playground.post',
      { request_type: 'marketplace', domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B000000001' },
      ctx,
    );
    expect(play).toMatchObject({ ok: false, error: { kind: 'service', message: 'Insufficient Credits' } });
  });

  it('never returns the API key to the renderer', async () => {
    const details = await router.invoke('accounts.accountDetails', {}, ctx);
    expect(details).toMatchObject({ ok: true, value: { timezone: 'UTC' } });
    expect(JSON.stringify(details)).not.toContain(API_KEY);
  });

  it('refuses extra fields before sending, and reports rejected and missing credentials', async () => {
    const before = service.requests.length;
    const extra = await router.invoke('zipcodes.create', { domain: 1, zipcode: '2002', user: 2 }, ctx);
    expect(extra.ok === false && extra.error.kind).toBe('invalid-input');
    expect(service.requests.length).toBe(before);
    credential = { kind: 'apiKey', value: 'pfx0001.wrong' };
    const rejected = await router.invoke('accounts.accountDetails', {}, ctx);
    credential = null;
    const none = await router.invoke('accounts.accountDetails', {}, ctx);
    credential = { kind: 'apiKey', value: API_KEY };
    expect(rejected.ok === false && rejected.error.kind).toBe('credential-rejected');
    expect(none.ok === false && none.error.kind).toBe('no-credential');
  });
});
