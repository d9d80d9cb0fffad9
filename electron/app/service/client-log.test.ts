import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServiceClient } from './service-client.ts';
import { ServiceError } from './service-error.ts';
import { bulkAsins, createZipcode, listZipcodes } from './test-endpoints.ts';
import { closedPortOrigin, sendJson, startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

// A recognisable key: if any part of it shows up in a log line or a message, the test fails.
const CANARY = 'canaryprefix.CANARY-SECRET-7f3a9c';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('logging', () => {
  it('never writes the credential into a log line or an error message', async () => {
    server = await startTestServer((seen, res) => {
      if (seen.url.includes('get-zipcodes')) return sendJson(res, { code: 200, status: 1, data: [] });
      if (seen.url.includes('create-zipcode')) return sendJson(res, { code: 401, status: 0, data: 'Authentication failed.' });
      if (seen.url.includes('bulk')) return sendJson(res, { code: 404, status: 0, data: 'Collection not found.' });
      if (seen.url.includes('results/')) return sendJson(res, { code: 404, status: 0, data: 'Not found.' });
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end(`<html>${String(seen.headers['x-api-key'])}</html>`);
    });
    const lines: string[] = [];
    const messages: string[] = [];
    const log = (line: string) => lines.push(line);
    const client = createServiceClient({
      baseUrl: server.origin,
      credential: async () => ({ kind: 'apiKey', value: CANARY }),
      retry: { attempts: 2, baseMs: 1, capMs: 2 },
      log,
    });
    const down = createServiceClient({
      baseUrl: await closedPortOrigin(),
      credential: async () => ({ kind: 'session', value: CANARY }),
      retry: { attempts: 2, baseMs: 1, capMs: 2 },
      log,
    });
    const dir = await mkdtemp(join(tmpdir(), 'service-log-'));
    const attempts: Array<Promise<unknown>> = [
      client.call(listZipcodes, {}),
      client.call(createZipcode, { domain: 1, zipcode: '2000' }),
      client.upload(bulkAsins, { collection_id: 1 }, { name: 'a.csv', bytes: new TextEncoder().encode('asin\n') }),
      client.download(`results/1/2/x.json?token=${CANARY}`, join(dir, 'x.json')),
      client.fetchBytes('/api/v1/other/'),
      down.call(listZipcodes, {}),
      client.call(listZipcodes, {}, { credential: { kind: 'apiKey', value: `${CANARY}\n` } }),
    ];
    for (const outcome of await Promise.allSettled(attempts)) {
      if (outcome.status === 'fulfilled') continue;
      expect(outcome.reason).toBeInstanceOf(ServiceError);
      messages.push((outcome.reason as ServiceError).message);
    }
    await rm(dir, { recursive: true, force: true });

    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(messages).toHaveLength(6);
    for (const text of [...lines, ...messages]) {
      expect(text).not.toContain('CANARY');
      expect(text).not.toContain('canaryprefix');
    }
    for (const line of lines) {
      expect(line).toMatch(/^(POST|GET) \S+ (\S+ ){1,3}\d+ms$|^(POST|GET) \S+ retry \d+\/\d+ in \d+ms$/);
    }
    expect(lines.some((l) => /^POST zipcodes\/get-zipcodes\/ 200 \d+ms$/.test(l))).toBe(true);
    expect(lines.some((l) => /^GET \/api\/v1\/results\/1\/2\/x\.json 200 service 404 \d+ms$/.test(l))).toBe(true);
  });
});
