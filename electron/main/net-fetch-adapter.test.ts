import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createNetFetch, redirectResponse, toNetRequest } from './net-fetch-adapter.ts';
import type { NetLike, NetRedirectListener, NetRequestOptions, NetResponse } from './net-fetch-adapter.ts';

type FakeResponse = PassThrough & NetResponse;

// A fake of Electron's ClientRequest with its manual-redirect rule: unless a `redirect` listener calls
// followRedirect() or abort() synchronously, the request dies with "Redirect was cancelled".
class FakeClientRequest extends EventEmitter {
  aborted = false;
  followed = false;
  sent: Buffer | null | undefined = undefined;
  readonly options: NetRequestOptions;
  constructor(options: NetRequestOptions) {
    super();
    this.options = options;
  }
  abort(): void {
    this.aborted = true;
  }
  end(chunk?: Buffer): this {
    this.sent = chunk ?? null;
    return this;
  }
  followRedirect(): void {
    this.followed = true;
  }
  redirect(...args: Parameters<NetRedirectListener>): void {
    this.emit('redirect', ...args);
    if (!this.followed && !this.aborted) this.emit('error', new Error('Redirect was cancelled'));
  }
  respond(statusCode: number, headers: Record<string, string | string[]> = {}): FakeResponse {
    const message = Object.assign(new PassThrough(), { statusCode, statusMessage: 'OK', headers });
    this.emit('response', message);
    return message;
  }
}

function fakeNet(): NetLike & { requests: FakeClientRequest[]; fetched: unknown[][] } {
  const requests: FakeClientRequest[] = [];
  const fetched: unknown[][] = [];
  return {
    requests,
    fetched,
    request: (options) => {
      const request = new FakeClientRequest(options);
      requests.push(request);
      return request;
    },
    fetch: async (input, init) => {
      fetched.push([input, init]);
      return new Response('from net.fetch');
    },
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

// The next request the fake has not handed out yet, once the adapter has made it.
const handedOut = new WeakMap<object, number>();
async function started(net: ReturnType<typeof fakeNet>): Promise<FakeClientRequest> {
  const index = handedOut.get(net) ?? 0;
  for (let i = 0; i < 20 && net.requests.length <= index; i += 1) await tick();
  const request = net.requests[index];
  if (!request) throw new Error('no request was made');
  handedOut.set(net, index + 1);
  return request;
}

describe('createNetFetch with redirect: manual', () => {
  it('hands back a redirect as its 3xx Response with Location, without following it', async () => {
    const net = fakeNet();
    const pending = createNetFetch(net)('https://svc.example/files/1', { redirect: 'manual', headers: { 'x-api-key': 'k' } });
    const request = await started(net);
    expect(request.options).toMatchObject({ method: 'GET', url: 'https://svc.example/files/1', redirect: 'manual', headers: { 'x-api-key': 'k' } });
    request.redirect(302, 'GET', 'https://cdn.example/blob?sig=1', { location: ['/blob?sig=1'], 'cache-control': ['no-store'] });
    const response = await pending;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://cdn.example/blob?sig=1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(request.followed).toBe(false);
    expect(request.aborted).toBe(true);
  });

  it('streams the body of a plain answer as it arrives, with status and headers', async () => {
    const net = fakeNet();
    const pending = createNetFetch(net)(new URL('https://svc.example/files/2'), { redirect: 'manual' });
    const request = await started(net);
    const message = request.respond(200, { 'content-type': 'text/csv', 'set-cookie': ['a=1', 'b=2'] });
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const reader = response.body!.getReader();
    message.write('id,name\n');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('id,name\n');
    message.end('1,chair\n');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('1,chair\n');
    expect((await reader.read()).done).toBe(true);
  });

  it('gives a null body for 204 and HEAD', async () => {
    const net = fakeNet();
    const pending = createNetFetch(net)('https://svc.example/x', { redirect: 'manual', method: 'HEAD' });
    (await started(net)).respond(200, { 'content-length': '10' });
    expect((await pending).body).toBeNull();
  });

  it('rejects with the net error (a network failure)', async () => {
    const net = fakeNet();
    const pending = createNetFetch(net)('https://svc.example/x', { redirect: 'manual' });
    (await started(net)).emit('error', new Error('net::ERR_CONNECTION_REFUSED'));
    await expect(pending).rejects.toThrow('net::ERR_CONNECTION_REFUSED');
  });

  it('honours the AbortSignal: before sending, while waiting, and while the body streams', async () => {
    const net = fakeNet();
    const fetchViaNet = createNetFetch(net);
    const early = new AbortController();
    early.abort(new Error('early'));
    await expect(fetchViaNet('https://svc.example/x', { redirect: 'manual', signal: early.signal })).rejects.toThrow('early');
    expect(net.requests).toHaveLength(0);

    const waiting = new AbortController();
    const pending = fetchViaNet('https://svc.example/x', { redirect: 'manual', signal: waiting.signal });
    const first = await started(net);
    waiting.abort(new Error('stopped'));
    await expect(pending).rejects.toThrow('stopped');
    expect(first.aborted).toBe(true);

    const streaming = new AbortController();
    const next = fetchViaNet('https://svc.example/y', { redirect: 'manual', signal: streaming.signal });
    const second = await started(net);
    const message = second.respond(200);
    const response = await next;
    message.write('part');
    const reading = response.arrayBuffer();
    streaming.abort(new Error('mid-body'));
    await expect(reading).rejects.toThrow('mid-body');
    expect(second.aborted).toBe(true);
  });

  it('aborts the request when the reader cancels the body', async () => {
    const net = fakeNet();
    const pending = createNetFetch(net)('https://svc.example/big', { redirect: 'manual' });
    const request = await started(net);
    request.respond(200).write('first');
    await (await pending).body!.cancel();
    expect(request.aborted).toBe(true);
  });

  it('sends string, byte and FormData bodies as bytes with their content type', async () => {
    const net = fakeNet();
    const fetchViaNet = createNetFetch(net);

    void fetchViaNet('https://svc.example/a', { method: 'POST', redirect: 'manual', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    const json = await started(net);
    expect(json.sent?.toString()).toBe('{"a":1}');
    expect(json.options.headers['content-type']).toBe('application/json');
    json.respond(204);

    void fetchViaNet('https://svc.example/b', { method: 'POST', redirect: 'manual', body: new Uint8Array([1, 2, 3]) });
    const bytes = await started(net);
    expect([...(bytes.sent ?? [])]).toEqual([1, 2, 3]);
    bytes.respond(204);

    const form = new FormData();
    form.append('name', 'Chairs');
    form.append('csv', new Blob(['url\nhttps://shop.example/1\n'], { type: 'text/csv' }), 'items.csv');
    void fetchViaNet('https://svc.example/c', { method: 'POST', redirect: 'manual', body: form });
    const multipart = await started(net);
    const type = multipart.options.headers['content-type'] ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(new Uint8Array(multipart.sent ?? []), { headers: { 'content-type': type } }).formData();
    expect(parsed.get('name')).toBe('Chairs');
    const file = parsed.get('csv') as File;
    expect(file.name).toBe('items.csv');
    expect(await file.text()).toBe('url\nhttps://shop.example/1\n');
    multipart.respond(204);
  });

  it('leaves other redirect modes to net.fetch', async () => {
    const net = fakeNet();
    const response = await createNetFetch(net)(new URL('https://cdn.example/blob'), { method: 'GET' });
    expect(await response.text()).toBe('from net.fetch');
    expect(net.fetched).toEqual([['https://cdn.example/blob', { method: 'GET' }]]);
    expect(net.requests).toHaveLength(0);
  });
});

describe('toNetRequest and redirectResponse', () => {
  it('maps credentials as net.fetch does and keeps every header', async () => {
    const omitted = await toNetRequest(new Request('https://img.example/a.png', { credentials: 'omit', headers: { accept: 'image/*' } }));
    expect(omitted).toEqual({
      options: { method: 'GET', url: 'https://img.example/a.png', redirect: 'manual', headers: { accept: 'image/*' }, credentials: 'omit' },
      body: null,
    });
    expect((await toNetRequest(new Request('https://svc.example/'))).options.credentials).toBe('include');
    const withOrigin = await toNetRequest(new Request('https://svc.example/', { headers: { origin: 'https://svc.example' } }));
    expect(withOrigin.options).toMatchObject({ credentials: 'same-origin', origin: 'https://svc.example' });
  });

  it('builds a 3xx Response with every header and the resolved Location', () => {
    const response = redirectResponse(307, 'https://svc.example/next', { location: ['next'], vary: ['a', 'b'] });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('https://svc.example/next');
    expect(response.headers.get('vary')).toBe('a, b');
  });
});
