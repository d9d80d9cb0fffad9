import { EventEmitter } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient } from '../app/service/service-client.ts';
import { ServiceError } from '../app/service/service-error.ts';
import { createZipcode } from '../app/service/test-endpoints.ts';
import { sendJson, startTestServer } from '../app/service/test-server.ts';
import type { TestHandler, TestServer } from '../app/service/test-server.ts';
import { createNetFetch } from './net-fetch-adapter.ts';
import type { NetLike, NetRequestOptions } from './net-fetch-adapter.ts';

// A fake of Electron's net over node:http on loopback, with Chromium's manual-redirect rule: a 3xx is
// announced as a `redirect` event, and unless a listener follows or aborts at once the request dies with
// "Redirect was cancelled" (which is all net.fetch ever gives for redirect: 'manual').
class LoopbackRequest extends EventEmitter {
  readonly options: NetRequestOptions;
  private aborted = false;
  private outgoing: ClientRequest | null = null;
  constructor(options: NetRequestOptions) {
    super();
    this.options = options;
  }
  abort(): void {
    this.aborted = true;
    this.outgoing?.destroy();
  }
  end(chunk?: Buffer): this {
    const { url, method, headers } = this.options;
    const outgoing = httpRequest(url, { method, headers }, (res) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location !== undefined) {
        const redirectHeaders: Record<string, string[]> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) redirectHeaders[name] = Array.isArray(value) ? value : [value];
        res.resume();
        this.emit('redirect', status, method, new URL(location, url).href, redirectHeaders);
        if (!this.aborted) this.emit('error', new Error('Redirect was cancelled'));
        return;
      }
      this.emit('response', res);
    });
    outgoing.on('error', (error) => {
      if (!this.aborted) this.emit('error', error);
    });
    this.outgoing = outgoing;
    outgoing.end(chunk);
    return this;
  }
}

const loopbackNet: NetLike = {
  request: (options) => new LoopbackRequest(options),
  // net.fetch follows redirects itself, as the global fetch does.
  fetch: (input, init) => fetch(input, init),
};

let servers: TestServer[] = [];
let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'net-fetch-'));
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

const clientFor = (server: TestServer) =>
  createServiceClient({ baseUrl: server.origin, credential: async () => ({ kind: 'apiKey', value: 'pfx.secret' }), fetch: createNetFetch(loopbackNet) });

describe('the service client over the net adapter', () => {
  it('downloads through a redirect on its own origin and then to a CDN, the key only on its own origin', async () => {
    const cdn = await serve((_seen, res) => {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(Buffer.from([1, 2, 3, 4]));
    });
    const server = await serve((seen, res) => {
      res.writeHead(302, { location: seen.url.startsWith('/api/') ? '/signed/file.zip' : `${cdn.origin}/bucket/file.zip` });
      res.end();
    });
    const dest = join(dir, 'file.zip');
    const result = await clientFor(server).download('/api/v1/results/5/9/file.zip', dest);
    expect(result.bytes).toBe(4);
    expect(new Uint8Array(await readFile(dest))).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(server.requests.map((r) => [r.url, r.headers['x-api-key']])).toEqual([
      ['/api/v1/results/5/9/file.zip', 'pfx.secret'],
      ['/signed/file.zip', 'pfx.secret'],
    ]);
    expect(cdn.requests[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('reports a redirected call as the service redirecting, not as a network failure', async () => {
    const server = await serve((_seen, res) => {
      res.writeHead(307, { location: 'http://127.0.0.1:9/elsewhere' });
      res.end();
    });
    const error: unknown = await clientFor(server)
      .call(createZipcode, { domain: 1, zipcode: '2000' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ kind: 'service', httpStatus: 307 });
  });

  it('sends a JSON call with its body and reads the answer', async () => {
    const server = await serve((seen, res) => {
      const sent = JSON.parse(seen.body.toString()) as { zipcode: string };
      sendJson(res, { code: 200, status: 1, data: { id: 7, zipcode: sent.zipcode, status: 'pending' } });
    });
    const data = await clientFor(server).call(createZipcode, { domain: 1, zipcode: '2000' });
    expect(data).toEqual({ id: 7, zipcode: '2000', status: 'pending' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[0]?.headers['x-api-key']).toBe('pfx.secret');
  });
});
