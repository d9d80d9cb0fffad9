import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES } from './answer-body.ts';
import { createServiceClient } from './service-client.ts';
import { listZipcodes } from './test-endpoints.ts';
import { sendJson, startTestServer, type TestHandler, type TestServer, failure } from './test-server.ts';

let servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function clientOf(handler: TestHandler) {
  const server = await startTestServer(handler);
  servers.push(server);
  const client = createServiceClient({
    baseUrl: server.origin,
    credential: async () => ({ kind: 'apiKey', value: 'pfx.secret' }),
    retry: { attempts: 3, baseMs: 1, capMs: 5 },
  });
  return { server, client };
}

describe('a JSON answer larger than any the desk asks for', () => {
  it('stops reading an endless answer at the cap, says so, and does not ask again', async () => {
    let written = 0;
    let closed: () => void = () => {};
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    const { server, client } = await clientOf((_seen, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":200,"status":1,"data":[');
      const chunk = '{"id":1,"zipcode":"2000","status":"active"},'.repeat(1500);
      const pump = () => {
        // Writes for as long as anyone reads: a list that never ends.
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
      };
      res.on('drain', pump);
      res.on('close', closed);
      pump();
    });
    const error = await failure(client.call(listZipcodes, {}));
    expect(error.kind).toBe('service');
    expect(error.message).toBe(
      "The service's answer to zipcodes/get-zipcodes/ is larger than 8 MB, more than any answer the desk asks for, so it was not read.",
    );
    await serverSawClose;
    expect(written).toBeLessThan(4 * MAX_ANSWER_BYTES);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses an answer whose declared length is over the cap without waiting for it', async () => {
    const { client } = await clientOf((_seen, res) => {
      // Declares 64 MB, then sends nothing more: only the length can be judged.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) });
      res.write('{');
    });
    expect((await failure(client.call(listZipcodes, {}))).message).toMatch(/larger than 8 MB/);
  });

  it('still reads an answer of the largest size the desk asks for', async () => {
    // 5000 rows of about 300 bytes, as a list of 5000 ASINs with their domain and postcode is.
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, zipcode: '2000', status: 'active', pad: 'x'.repeat(250) }));
    const { client } = await clientOf((_seen, res) => sendJson(res, { code: 200, status: 1, data: rows }));
    expect(await client.call(listZipcodes, {})).toHaveLength(5000);
  });
});
