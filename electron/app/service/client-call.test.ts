import { afterEach, describe, expect, it } from 'vitest';
import { createServiceClient } from './service-client.ts';
import type { Credential } from './credential.ts';
import { createZipcode, listDomains, listZipcodes, playgroundPost } from './test-endpoints.ts';
import { sendJson, startTestServer, failure } from './test-server.ts';
import type { TestHandler, TestServer } from './test-server.ts';

const KEY: Credential = { kind: 'apiKey', value: 'pfx.secret-value' };
const FAST = { attempts: 3, baseMs: 1, capMs: 5 };
let servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serve(handler: TestHandler): Promise<TestServer> {
  const server = await startTestServer(handler);
  servers.push(server);
  return server;
}

function clientFor(server: TestServer, credential: Credential | null = KEY) {
  return createServiceClient({ baseUrl: server.origin, credential: async () => credential, retry: FAST });
}

describe('call', () => {
  it('POSTs JSON with the api key and parses data, tolerating extra fields', async () => {
    const server = await serve((_seen, res) =>
      sendJson(res, { code: 200, status: 1, data: [{ id: 1, zipcode: '2000', status: 'active', surprise: true }], extra: 'x' }),
    );
    const rows = await clientFor(server).call(listZipcodes, { status: 'active' });
    expect(rows).toEqual([{ id: 1, zipcode: '2000', status: 'active' }]);
    const seen = server.requests[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/api/v1/zipcodes/get-zipcodes/');
    expect(seen?.headers['x-api-key']).toBe(KEY.value);
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen?.body.toString() ?? '')).toEqual({ status: 'active' });
  });

  it('sends a session token as Authorization: Token, and a per-call credential wins', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: [] }));
    const client = clientFor(server);
    await client.call(listZipcodes, {}, { credential: { kind: 'session', value: 'tok123' } });
    expect(server.requests[0]?.headers.authorization).toBe('Token tok123');
    expect(server.requests[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('sends no credential to a public endpoint, even with none stored', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: [{ id: 1, domain: 'marketplace.com.au' }] }));
    const domains = await clientFor(server, null).call(listDomains, {});
    expect(domains[0]?.domain).toBe('marketplace.com.au');
    expect(server.requests[0]?.headers['x-api-key']).toBeUndefined();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('fails with no-credential when a private endpoint has none, sending nothing', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: [] }));
    const error = await failure(clientFor(server, null).call(listZipcodes, {}));
    expect(error.kind).toBe('no-credential');
    expect(server.requests).toHaveLength(0);
  });

  it('decodes a failure envelope by status and code into the service message', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 409, status: 0, data: 'Zipcode already exists for this domain.' }));
    const error = await failure(clientFor(server).call(createZipcode, { domain: 1, zipcode: '2000' }));
    expect(error).toMatchObject({ kind: 'service', code: 409, message: 'Zipcode already exists for this domain.' });
    expect(error.toBridgeError()).toEqual({ kind: 'service', code: 409, message: 'Zipcode already exists for this domain.' });
  });

  it('trusts the envelope over the HTTP status', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 404, status: 0, data: 'Collection not found.' }, 500));
    const error = await failure(clientFor(server).call(createZipcode, { domain: 1, zipcode: '2000' }));
    expect(error).toMatchObject({ kind: 'service', code: 404, message: 'Collection not found.' });
    expect(server.requests).toHaveLength(1);
  });

  it('turns code 401 into credential-rejected and never retries it, even for a read', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 401, status: 0, data: 'Authentication failed.' }));
    const error = await failure(clientFor(server).call(listZipcodes, {}));
    expect(error).toMatchObject({ kind: 'credential-rejected', code: 401, message: 'Authentication failed.' });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects a bad input before anything leaves the machine', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: {} }));
    // @ts-expect-error domain must be a number: the runtime check matters for untyped callers.
    const error = await failure(clientFor(server).call(createZipcode, { domain: 'one', zipcode: '2000' }));
    expect(error.kind).toBe('invalid-input');
    expect(error.message).toContain('domain');
    expect(server.requests).toHaveLength(0);
  });

  it('names the endpoint when data does not match its schema', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: { id: 'seven' } }));
    const error = await failure(clientFor(server).call(createZipcode, { domain: 1, zipcode: '2000' }));
    expect(error.kind).toBe('unusable-answer');
    expect(error.message).toContain('zipcodes/create-zipcode/');
    expect(error.message).toContain('id');
  });

  it('reports a 200 body that is not JSON as unreadable', async () => {
    const server = await serve((_seen, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code": 200, "status": 1, "data": [');
    });
    const error = await failure(clientFor(server).call(createZipcode, { domain: 1, zipcode: '2000' }));
    expect(error).toMatchObject({ kind: 'service', message: 'The service sent a response that could not be read.' });
  });

  it('reports an HTML 500 on a create as a clear service failure, sent once', async () => {
    const server = await serve((_seen, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Internal Server Error</body></html>');
    });
    const error = await failure(clientFor(server).call(createZipcode, { domain: 1, zipcode: '2000' }));
    expect(error.kind).toBe('service');
    expect(error.message).toContain('HTTP 500');
    expect(error.message).not.toContain('<html>');
    expect(server.requests).toHaveLength(1);
  });

  it('surfaces the playground credit failure in data.output.error as code 402', async () => {
    const server = await serve((_seen, res) =>
      sendJson(res, { code: 200, status: 1, data: { type: 'marketplace', output: { error: 'Insufficient Credits' } } }),
    );
    const input = { request_type: 'marketplace', domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B000000001' };
    const error = await failure(clientFor(server).playground(playgroundPost, input));
    expect(error).toMatchObject({ kind: 'service', code: 402, message: 'Insufficient Credits' });
    // Without the flag the same answer is plain data.
    const plain = await clientFor(server).call(playgroundPost, input);
    expect(plain.output).toEqual({ error: 'Insufficient Credits' });
  });

  it('never follows a redirect with the credential', async () => {
    const elsewhere = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: [] }));
    const server = await serve((_seen, res) => {
      res.writeHead(307, { location: `${elsewhere.origin}/api/v1/zipcodes/get-zipcodes/` });
      res.end();
    });
    const error = await failure(clientFor(server).call(createZipcode, { domain: 1, zipcode: '2000' }));
    expect(error.kind).toBe('service');
    expect(error.message).toContain('redirected');
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('joins a base URL with a trailing slash or a path prefix correctly', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: [] }));
    const client = createServiceClient({ baseUrl: `${server.origin}/svc/`, credential: async () => KEY });
    await client.call(listZipcodes, {});
    expect(server.requests[0]?.url).toBe('/svc/api/v1/zipcodes/get-zipcodes/');
  });
});
