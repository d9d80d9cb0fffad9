import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFetcher, MAX_IMAGE_BYTES, servedImageType } from './image-fetcher.ts';

let origin = '';
let hugeSent = 0;
let hugeClosed: Promise<void> = Promise.resolve();
const seen: { url: string; headers: Record<string, unknown> }[] = [];
const server = createServer((req, res) => {
  seen.push({ url: req.url ?? '', headers: req.headers });
  if (req.url === '/redirect-rebind') {
    res.writeHead(302, { location: 'https://rebind.example/a.png' });
    return res.end();
  }
  if (req.url === '/huge' || req.url === '/huge-declared') {
    return sendHuge(req.url === '/huge-declared', res);
  }
  if (req.url === '/redirect-out') {
    res.writeHead(302, { location: 'http://10.0.0.1/secret.png' });
    return res.end();
  }
  if (req.url === '/a.svg') {
    res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8' });
    return res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  if (req.url === '/page.html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end('<script>alert(1)</script>');
  }
  if (req.url === '/missing.png') {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(200, { 'content-type': 'image/png' });
  res.end(Buffer.from([137, 80, 78, 71]));
});

// 64 MiB of "image" in 1 MiB chunks, honouring backpressure, without a Content-Length unless declared.
function sendHuge(declared: boolean, res: ServerResponse): void {
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const total = 64;
  hugeSent = 0;
  hugeClosed = new Promise((resolve) => res.on('close', () => resolve()));
  res.writeHead(200, { 'content-type': 'image/png', ...(declared ? { 'content-length': String(total * chunk.byteLength) } : {}) });
  const pump = (): void => {
    while (hugeSent < total && !res.destroyed) {
      hugeSent += 1;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (hugeSent >= total) res.end();
  };
  pump();
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('image fetcher', () => {
  it('fetches from the embedded sandbox without any credential', async () => {
    const fetchImage = createImageFetcher({ sandboxOrigin: () => origin });
    const image = await fetchImage(`${origin}/sandbox-assets/a.png`);
    expect(image).toEqual({ contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) });
    const request = seen.at(-1);
    expect(request?.headers).not.toHaveProperty('x-api-key');
    expect(request?.headers).not.toHaveProperty('authorization');
    expect(request?.headers).not.toHaveProperty('cookie');
  });

  it('passes SVG (as its bare media type) and refuses HTML and other non-image answers', async () => {
    const fetchImage = createImageFetcher({ sandboxOrigin: () => origin });
    expect(await fetchImage(`${origin}/a.svg`)).toEqual({
      contentType: 'image/svg+xml',
      bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(await fetchImage(`${origin}/page.html`)).toBeNull();
    expect(servedImageType('IMAGE/SVG+XML; charset=utf-8')).toBe('image/svg+xml');
    expect(servedImageType('text/html')).toBeNull();
    expect(servedImageType(null)).toBeNull();
  });

  it('refuses local addresses that are not the sandbox (an active profile on loopback included), plain http elsewhere, and redirects into the network', async () => {
    const notService = createImageFetcher({ sandboxOrigin: () => 'https://svc.example' });
    expect(await notService(`${origin}/a.png`)).toBeNull();
    expect(await notService('http://www.marketplace.com/a.png')).toBeNull();
    const fromService = createImageFetcher({ sandboxOrigin: () => origin });
    const before = seen.length;
    expect(await fromService(`${origin}/redirect-out`)).toBeNull();
    expect(seen.length).toBe(before + 1);
    expect(await fromService(`${origin}/missing.png`)).toBeNull();
    expect(await fromService('not a url')).toBeNull();
  });

  it('refuses every non-public address literal before any connection or lookup', async () => {
    const resolve = async (): Promise<string[]> => {
      throw new Error('no lookup for a literal');
    };
    const fetchImage = createImageFetcher({ sandboxOrigin: () => origin, resolve });
    const literals = [
      '[::7f00:1]',
      '[64:ff9b::7f00:1]',
      '198.18.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '169.254.169.254',
      '100.64.0.1',
      '[fc00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '[::1]',
      '127.0.0.1',
    ];
    for (const host of literals) expect(await fetchImage(`https://${host}/a.png`), host).toBeNull();
  });

  it('refuses a public-looking name that resolves to a private address, on any hop', async () => {
    const lookedUp: string[] = [];
    const resolve = async (host: string): Promise<string[]> => {
      lookedUp.push(host);
      return host === 'rebind.example' ? ['93.184.215.14', '10.0.0.7'] : ['127.0.0.1'];
    };
    const fetchImage = createImageFetcher({ sandboxOrigin: () => origin, resolve });
    expect(await fetchImage('https://cdn.example/a.png')).toBeNull();
    const before = seen.length;
    expect(await fetchImage(`${origin}/redirect-rebind`)).toBeNull();
    expect(seen.length).toBe(before + 1);
    expect(lookedUp).toEqual(['cdn.example', 'rebind.example']);
  });

  it('refuses localhost by what it resolves to, unless it is the embedded sandbox', async () => {
    const port = new URL(origin).port;
    const notService = createImageFetcher({ sandboxOrigin: () => 'https://svc.example' });
    const before = seen.length;
    expect(await notService(`https://localhost:${port}/a.png`)).toBeNull();
    expect(seen.length).toBe(before);
    const service = createImageFetcher({ sandboxOrigin: () => `http://localhost:${port}` });
    expect(await service(`http://localhost:${port}/a.png`)).toEqual({ contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) });
  });

  it('stops reading a body without Content-Length as soon as it passes the cap', async () => {
    const fetchImage = createImageFetcher({ sandboxOrigin: () => origin });
    expect(await fetchImage(`${origin}/huge`)).toBeNull();
    await hugeClosed;
    // The server was cut off a little past the cap (socket buffers), far from its 64 MiB.
    expect(hugeSent * 1024 * 1024).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(hugeSent).toBeLessThan(40);
  });

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const fetchImage = createImageFetcher({ sandboxOrigin: () => origin });
    expect(await fetchImage(`${origin}/huge-declared`)).toBeNull();
    await hugeClosed;
    expect(hugeSent).toBeLessThan(40);
  });
});
