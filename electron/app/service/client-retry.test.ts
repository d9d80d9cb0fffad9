import { afterEach, describe, expect, it } from 'vitest';
import { createServiceClient } from './service-client.ts';
import type { Credential } from './credential.ts';
import { createZipcode, listZipcodes } from './test-endpoints.ts';
import { closedPortOrigin, sendJson, startTestServer, failure } from './test-server.ts';
import type { TestHandler, TestServer } from './test-server.ts';

const KEY: Credential = { kind: 'apiKey', value: 'pfx.secret-value' };
const FAST = { attempts: 3, baseMs: 1, capMs: 5 };
const EMPTY_LIST = { code: 200, status: 1, data: [] };
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

function clientAt(baseUrl: string, extra: { timeoutMs?: number; retry?: typeof FAST; log?: (line: string) => void } = {}) {
  return createServiceClient({ baseUrl, credential: async () => KEY, retry: FAST, ...extra });
}

describe('retries', () => {
  it('retries a read against a closed port, then fails as network; a create is tried once', async () => {
    const origin = await closedPortOrigin();
    const lines: string[] = [];
    const client = clientAt(origin, { log: (line) => lines.push(line) });

    const read = await failure(client.call(listZipcodes, {}));
    expect(read.kind).toBe('network');
    expect(read.message).toContain(origin);
    expect(lines.filter((l) => / network \d+ms$/.test(l))).toHaveLength(3);

    lines.length = 0;
    const create = await failure(client.call(createZipcode, { domain: 1, zipcode: '2000' }));
    expect(create.kind).toBe('network');
    // A refused connection never reached the service: plain "could not reach", not "may have been done".
    expect(create.message).toMatch(/^Could not reach the service/);
    expect(lines.filter((l) => / network \d+ms$/.test(l))).toHaveLength(1);
  });

  it('counts connections: a dropped read is retried N times, a dropped create once', async () => {
    const server = await serve((_seen, res) => {
      res.socket?.destroy();
    });
    const client = clientAt(server.origin);
    expect((await failure(client.call(listZipcodes, {}))).kind).toBe('network');
    expect(server.requests).toHaveLength(3);
    expect((await failure(client.call(createZipcode, { domain: 1, zipcode: '2000' }))).kind).toBe('network');
    expect(server.requests).toHaveLength(4);
  });

  it('recovers when a read succeeds on a later try', async () => {
    const server = await serve((seen, res) => {
      if (server.requests.indexOf(seen) === 0) return void res.socket?.destroy();
      sendJson(res, EMPTY_LIST);
    });
    expect(await clientAt(server.origin).call(listZipcodes, {})).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('retries an HTML 500 on a read, then fails clearly', async () => {
    const server = await serve((_seen, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    });
    const error = await failure(clientAt(server.origin).call(listZipcodes, {}));
    expect(error.kind).toBe('service');
    expect(error.message).toContain('HTTP 502');
    expect(error.code).toBeUndefined();
    expect(server.requests).toHaveLength(3);
  });

  it('retries a read on envelope code 500 but not on code 400', async () => {
    let code = 500;
    const server = await serve((_seen, res) =>
      sendJson(res, { code, status: 0, data: code === 500 ? 'An unexpected error occurred.' : 'This field is required.' }),
    );
    const client = clientAt(server.origin);
    expect(await failure(client.call(listZipcodes, {}))).toMatchObject({ code: 500, message: 'An unexpected error occurred.' });
    expect(server.requests).toHaveLength(3);
    code = 400;
    expect(await failure(client.call(listZipcodes, {}))).toMatchObject({ code: 400, message: 'This field is required.' });
    expect(server.requests).toHaveLength(4);
  });

  it('retries 408 and 429 on reads, never on creates', async () => {
    const server = await serve((_seen, res) => {
      res.writeHead(server.requests.length % 2 === 0 ? 408 : 429, { 'content-type': 'text/plain' });
      res.end('slow down');
    });
    const client = clientAt(server.origin);
    expect((await failure(client.call(listZipcodes, {}))).kind).toBe('service');
    expect(server.requests).toHaveLength(3);
    expect((await failure(client.call(createZipcode, { domain: 1, zipcode: '2000' }))).kind).toBe('service');
    expect(server.requests).toHaveLength(4);
  });

  it('honours Retry-After on a 429: waits as asked within the cap, and stops when asked to wait longer', async () => {
    const server = await serve((_seen, res) => {
      if (server.requests.length === 1) {
        res.writeHead(429, { 'retry-after': '0', 'content-type': 'text/plain' });
        return void res.end('Too Many Requests');
      }
      if (server.requests.length === 2) {
        res.writeHead(429, { 'retry-after': '120', 'content-type': 'text/plain' });
        return void res.end('Too Many Requests');
      }
      sendJson(res, EMPTY_LIST);
    });
    const lines: string[] = [];
    const client = clientAt(server.origin, { retry: { attempts: 3, baseMs: 100, capMs: 150 }, log: (l) => lines.push(l) });
    const error = await failure(client.call(listZipcodes, {}));
    // Not asked again before the two minutes are up: the user is told when to try.
    expect(error.message).toBe('The service is busy (HTTP 429) and refused zipcodes/get-zipcodes/. Try again in 120 seconds, as the service asked.');
    expect(server.requests).toHaveLength(2);
    expect(lines.filter((l) => l.includes(' retry '))).toEqual(['POST zipcodes/get-zipcodes/ retry 2/3 in 0ms']);
  });

  it('times out a server that never answers, and does not retry the timeout', async () => {
    const server = await serve(() => {
      // Never answers; the connection is dropped when the server closes.
    });
    const error = await failure(clientAt(server.origin, { timeoutMs: 150 }).call(listZipcodes, {}));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('zipcodes/get-zipcodes/');
    expect(server.requests).toHaveLength(1);
  });

  it('ends as cancelled when the caller aborts, also during the wait between tries', async () => {
    const hanging = await serve(() => {});
    const controller = new AbortController();
    const pending = clientAt(hanging.origin).call(listZipcodes, {}, { signal: controller.signal });
    await expect.poll(() => hanging.requests.length).toBe(1);
    controller.abort();
    expect((await failure(pending)).kind).toBe('cancelled');

    const origin = await closedPortOrigin();
    const waiting = new AbortController();
    const slowRetry = clientAt(origin, {
      retry: { attempts: 5, baseMs: 60_000, capMs: 60_000 },
      log: (line) => {
        if (line.includes(' retry ')) waiting.abort();
      },
    });
    expect((await failure(slowRetry.call(listZipcodes, {}, { signal: waiting.signal }))).kind).toBe('cancelled');
  });
});
