import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient } from './service-client.ts';
import type { Credential } from './credential.ts';
import { sendJson, startTestServer, failure } from './test-server.ts';
import type { TestHandler, TestServer } from './test-server.ts';

const KEY: Credential = { kind: 'apiKey', value: 'pfx.secret-value' };
const FILE_PATH = '/api/v1/results/5/9/Shelf_9_Results_Page_1.json';
let servers: TestServer[] = [];
let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'service-download-'));
});

afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  await rm(dir, { recursive: true, force: true });
});

async function serve(handler: TestHandler): Promise<TestServer> {
  const server = await startTestServer(handler);
  servers.push(server);
  return server;
}

function clientFor(server: TestServer) {
  return createServiceClient({ baseUrl: server.origin, credential: async () => KEY, retry: { attempts: 3, baseMs: 1, capMs: 5 } });
}

function sendBytes(res: Parameters<TestHandler>[1], bytes: Uint8Array, type: string): void {
  res.writeHead(200, { 'content-type': type, 'content-length': bytes.byteLength });
  res.end(bytes);
}

describe('download', () => {
  it('streams a file to disk through a .part file, with progress, sending the key to its own origin', async () => {
    const payload = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    const server = await serve((_seen, res) => sendBytes(res, payload, 'application/zip'));
    const dest = join(dir, 'nested', 'Shelf_9_Results_All_Pages.zip');
    const progress: Array<[number, number | null]> = [];
    const result = await clientFor(server).download('results/5/9/Shelf_9_Results_All_Pages.zip', dest, {
      onProgress: (received, total) => progress.push([received, total]),
    });
    expect(result).toEqual({ path: dest, bytes: payload.byteLength, contentType: 'application/zip' });
    expect((await readFile(dest)).equals(payload)).toBe(true);
    expect(existsSync(`${dest}.part`)).toBe(false);
    expect(progress.at(-1)).toEqual([payload.byteLength, payload.byteLength]);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.url).toBe('/api/v1/results/5/9/Shelf_9_Results_All_Pages.zip');
    expect(server.requests[0]?.headers['x-api-key']).toBe(KEY.value);
  });

  it('writes a JSON result page that is not an error envelope as the file', async () => {
    const page = JSON.stringify([{ asin: 'B000000001', title: 'Kettle', price: '19.95', availability: 'In stock' }]);
    const server = await serve((_seen, res) => sendBytes(res, new TextEncoder().encode(page), 'application/json'));
    const dest = join(dir, 'page.json');
    await clientFor(server).download(`${server.origin}${FILE_PATH}`, dest);
    expect(await readFile(dest, 'utf8')).toBe(page);
  });

  it('streams a large JSON file sent without a length, replaying the part read to look for an envelope', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => ({ asin: `B${String(i).padStart(9, '0')}`, title: 'Item', price: '1.00' }));
    const text = JSON.stringify(rows);
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const server = await serve((_seen, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      // Chunked, no content-length: the client cannot know the size up front.
      for (let i = 0; i < text.length; i += 64 * 1024) res.write(text.slice(i, i + 64 * 1024));
      res.end();
    });
    const dest = join(dir, 'category_asins.json');
    const result = await clientFor(server).download('results/3/4/category_asins.json', dest);
    expect(result.bytes).toBe(Buffer.byteLength(text));
    expect(await readFile(dest, 'utf8')).toBe(text);
  });

  it('recognises a chunked error envelope', async () => {
    const server = await serve((_seen, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code": 404, "status": 0, ');
      res.end('"data": "Collection not found."}');
    });
    const error = await failure(clientFor(server).download(FILE_PATH, join(dir, 'x.json')));
    expect(error).toMatchObject({ kind: 'service', code: 404, message: 'Collection not found.' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('fails with the service message when the answer is an error envelope, leaving no file', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 404, status: 0, data: 'Not found.' }));
    const dest = join(dir, 'missing.json');
    const error = await failure(clientFor(server).download(FILE_PATH, dest));
    expect(error).toMatchObject({ kind: 'service', code: 404, message: 'Not found.' });
    expect(await readdir(dir)).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('fails as credential-rejected on a 401 envelope', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 401, status: 0, data: 'Authentication failed.' }));
    const error = await failure(clientFor(server).download(FILE_PATH, join(dir, 'x.json')));
    expect(error.kind).toBe('credential-rejected');
  });

  it('sends no credential to a link on another origin', async () => {
    const cdn = await serve((_seen, res) => sendBytes(res, new Uint8Array([1, 2, 3]), 'application/octet-stream'));
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: [] }));
    const dest = join(dir, 'invoice.pdf');
    await clientFor(server).download(`${cdn.origin}/files/invoice.pdf?signature=abc`, dest);
    expect(new Uint8Array(await readFile(dest))).toEqual(new Uint8Array([1, 2, 3]));
    expect(cdn.requests[0]?.headers['x-api-key']).toBeUndefined();
    expect(cdn.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });

  it('drops the credential when its own origin redirects elsewhere', async () => {
    const cdn = await serve((_seen, res) => sendBytes(res, new Uint8Array([7]), 'application/octet-stream'));
    const server = await serve((_seen, res) => {
      res.writeHead(302, { location: `${cdn.origin}/bucket/file.zip` });
      res.end();
    });
    const dest = join(dir, 'file.zip');
    await clientFor(server).download(FILE_PATH, dest, { credential: { kind: 'session', value: 'tok-1' } });
    expect(server.requests[0]?.headers.authorization).toBe('Token tok-1');
    expect(cdn.requests).toHaveLength(1);
    expect(cdn.requests[0]?.headers.authorization).toBeUndefined();
    expect(cdn.requests[0]?.headers['x-api-key']).toBeUndefined();
    expect(new Uint8Array(await readFile(dest))).toEqual(new Uint8Array([7]));
  });

  it('retries a download after an HTML 503, then succeeds', async () => {
    const server = await serve((_seen, res) => {
      if (server.requests.length === 1) {
        res.writeHead(503, { 'content-type': 'text/html' });
        return void res.end('<html>busy</html>');
      }
      sendBytes(res, new Uint8Array([9, 9]), 'application/octet-stream');
    });
    const dest = join(dir, 'retry.bin');
    await clientFor(server).download(FILE_PATH, dest);
    expect(server.requests).toHaveLength(2);
    expect(new Uint8Array(await readFile(dest))).toEqual(new Uint8Array([9, 9]));
  });

  it('removes the .part file when the connection is cut mid-body', async () => {
    const server = await serve((_seen, res) => {
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': 1_000_000 });
      res.write(new Uint8Array(1000));
      res.socket?.destroy();
    });
    const error = await failure(clientFor(server).download(FILE_PATH, join(dir, 'cut.zip')));
    expect(error.kind).toBe('network');
    expect(server.requests).toHaveLength(3);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a link that is not http(s)', async () => {
    const server = await serve((_seen, res) => sendJson(res, { code: 200, status: 1, data: [] }));
    expect((await failure(clientFor(server).download('file:///etc/passwd', join(dir, 'x')))).kind).toBe('invalid-input');
  });
});

describe('fetchBytes', () => {
  it('reads a small file, with the credential on its own origin only', async () => {
    const server = await serve((_seen, res) => sendBytes(res, new TextEncoder().encode('[1,2]'), 'application/json'));
    const other = await serve((_seen, res) => sendBytes(res, new Uint8Array([5]), 'application/octet-stream'));
    const client = clientFor(server);
    const own = await client.fetchBytes(FILE_PATH);
    expect(new TextDecoder().decode(own.bytes)).toBe('[1,2]');
    expect(server.requests[0]?.headers['x-api-key']).toBe(KEY.value);
    const foreign = await client.fetchBytes(`${other.origin}/x.bin`);
    expect(foreign.bytes).toEqual(new Uint8Array([5]));
    expect(other.requests[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('fails on an error envelope and on a file over the limit', async () => {
    const server = await serve((seen, res) => {
      if (seen.url.endsWith('missing.json')) return sendJson(res, { code: 404, status: 0, data: 'Not found.' });
      sendBytes(res, new Uint8Array(2048), 'application/octet-stream');
    });
    const client = clientFor(server);
    expect(await failure(client.fetchBytes('results/1/1/missing.json'))).toMatchObject({ kind: 'service', code: 404 });
    expect((await failure(client.fetchBytes('results/1/1/big.bin', { maxBytes: 1024 }))).message).toContain('larger');
  });
});
