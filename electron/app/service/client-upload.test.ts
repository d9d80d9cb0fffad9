import { afterEach, describe, expect, it } from 'vitest';
import { createServiceClient } from './service-client.ts';
import type { Credential } from './credential.ts';
import { bulkAsins, listZipcodes } from './test-endpoints.ts';
import { sendJson, startTestServer, failure } from './test-server.ts';
import type { TestHandler, TestServer } from './test-server.ts';

const KEY: Credential = { kind: 'apiKey', value: 'pfx.secret-value' };
const CSV = 'domain,customer_postcode,asin,include_raw_html\nmarketplace.com.au,2000,B000000001,false\n';
let servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serve(handler: TestHandler, bufferBody = true): Promise<TestServer> {
  const server = await startTestServer(handler, { bufferBody });
  servers.push(server);
  return server;
}

function clientFor(server: TestServer) {
  return createServiceClient({ baseUrl: server.origin, credential: async () => KEY, retry: { attempts: 3, baseMs: 1, capMs: 5 } });
}

describe('upload', () => {
  it('sends multipart/form-data with collection_id and the csv file', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: { success_count: 1, error_rows: [], note: 'extra' } }));
    const result = await clientFor(server).upload(
      bulkAsins,
      { collection_id: 42 },
      {
        name: 'asins.csv',
        bytes: new TextEncoder().encode(CSV),
      },
    );
    expect(result).toEqual({ success_count: 1, error_rows: [] });

    const seen = server.requests[0];
    expect(seen?.url).toBe('/api/v1/schedules/marketplace/asin/create/bulk/');
    expect(seen?.headers['x-api-key']).toBe(KEY.value);
    const contentType = seen?.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    // Parse the body back with the platform's own multipart reader.
    const form = await new Response(new Uint8Array(seen?.body ?? Buffer.alloc(0)), {
      headers: { 'content-type': contentType },
    }).formData();
    expect(form.get('collection_id')).toBe('42');
    const file = form.get('csv');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('asins.csv');
    expect((file as File).type).toBe('text/csv');
    expect(await (file as File).text()).toBe(CSV);
  });

  it('validates the fields before sending', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: {} }));
    // @ts-expect-error collection_id must be a number.
    const error = await failure(clientFor(server).upload(bulkAsins, { collection_id: 'x' }, { name: 'a.csv', bytes: new Uint8Array() }));
    expect(error.kind).toBe('invalid-input');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses to upload to a JSON endpoint and to call a multipart one', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: {} }));
    const client = clientFor(server);
    expect((await failure(client.upload(listZipcodes, {}, { name: 'a.csv', bytes: new Uint8Array() }))).kind).toBe('invalid-input');
    expect((await failure(client.call(bulkAsins, { collection_id: 1 }))).kind).toBe('invalid-input');
    expect(server.requests).toHaveLength(0);
  });

  it('reports a connection cut mid-upload as network that may have been done, and does not send it again', async () => {
    let received = 0;
    const server = await serve((_seen, _res, raw) => {
      raw.on('data', (chunk: Buffer) => {
        received += chunk.byteLength;
        // Part of the multipart body has arrived: drop the connection.
        raw.socket.destroy();
      });
    }, false);
    const big = new Uint8Array(8 * 1024 * 1024).fill(65);
    const error = await failure(clientFor(server).upload(bulkAsins, { collection_id: 7 }, { name: 'big.csv', bytes: big }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/may have been done\. It was not sent again: look whether it is there/);
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(big.byteLength);
    expect(server.requests).toHaveLength(1);
    expect(server.connections()).toBe(1);
  });

  it('passes a failure envelope from a bulk endpoint through', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 404, status: 0, data: 'Collection not found.' }));
    const error = await failure(clientFor(server).upload(bulkAsins, { collection_id: 9 }, { name: 'a.csv', bytes: new Uint8Array([1]) }));
    expect(error).toMatchObject({ kind: 'service', code: 404, message: 'Collection not found.' });
  });
});
