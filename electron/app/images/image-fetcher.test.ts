import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFetcher, isLocalHost, servedImageType } from './image-fetcher.ts';

let origin = '';
const seen: { url: string; headers: Record<string, unknown> }[] = [];
const server = createServer((req, res) => {
  seen.push({ url: req.url ?? '', headers: req.headers });
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

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isLocalHost', () => {
  it.each(['localhost', '127.0.0.1', '10.1.2.3', '192.168.0.5', '172.20.0.1', '169.254.169.254', '[::1]', 'printer.local', '0.0.0.0'])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });
  it.each(['www.marketplace.com', '8.8.8.8', '172.32.0.1'])('%s is public', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });
});

describe('image fetcher', () => {
  it('fetches from the active service without any credential', async () => {
    const fetchImage = createImageFetcher({ serviceOrigin: () => origin });
    const image = await fetchImage(`${origin}/sandbox-assets/a.png`);
    expect(image).toEqual({ contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) });
    const request = seen.at(-1);
    expect(request?.headers).not.toHaveProperty('x-api-key');
    expect(request?.headers).not.toHaveProperty('authorization');
    expect(request?.headers).not.toHaveProperty('cookie');
  });

  it('passes SVG (as its bare media type) and refuses HTML and other non-image answers', async () => {
    const fetchImage = createImageFetcher({ serviceOrigin: () => origin });
    expect(await fetchImage(`${origin}/a.svg`)).toEqual({
      contentType: 'image/svg+xml',
      bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(await fetchImage(`${origin}/page.html`)).toBeNull();
    expect(servedImageType('IMAGE/SVG+XML; charset=utf-8')).toBe('image/svg+xml');
    expect(servedImageType('text/html')).toBeNull();
    expect(servedImageType(null)).toBeNull();
  });

  it('refuses local addresses that are not the service, plain http elsewhere, and redirects into the network', async () => {
    const notService = createImageFetcher({ serviceOrigin: () => 'https://svc.example' });
    expect(await notService(`${origin}/a.png`)).toBeNull();
    expect(await notService('http://www.marketplace.com/a.png')).toBeNull();
    const fromService = createImageFetcher({ serviceOrigin: () => origin });
    const before = seen.length;
    expect(await fromService(`${origin}/redirect-out`)).toBeNull();
    expect(seen.length).toBe(before + 1);
    expect(await fromService(`${origin}/missing.png`)).toBeNull();
    expect(await fromService('not a url')).toBeNull();
  });
});
