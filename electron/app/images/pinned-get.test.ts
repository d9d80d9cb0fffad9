import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedLookup, pinnedGet } from './pinned-get.ts';

let port = 0;
const hosts: string[] = [];
const server = createServer((req, res) => {
  hosts.push(req.headers.host ?? '');
  if (req.url === '/moved') {
    res.writeHead(302, { location: 'https://elsewhere.example/x.png' });
    return res.end();
  }
  if (req.url === '/empty') {
    res.writeHead(204);
    return res.end();
  }
  res.writeHead(200, { 'content-type': 'image/png', 'x-twice': 'a' });
  res.end('png-bytes');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const signal = (): AbortSignal => AbortSignal.timeout(5_000);

describe('pinnedGet', () => {
  it('connects to the checked address while naming the original host (a name that resolves nowhere)', async () => {
    const response = await pinnedGet(new URL(`http://images.invalid:${port}/a.png`), {
      addresses: ['127.0.0.1'],
      headers: { accept: 'image/*' },
      signal: signal(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('png-bytes');
    expect(hosts.at(-1)).toBe(`images.invalid:${port}`);
  });

  it('hands back a redirect as it is, never following it', async () => {
    const response = await pinnedGet(new URL(`http://127.0.0.1:${port}/moved`), { addresses: null, headers: {}, signal: signal() });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://elsewhere.example/x.png');
    await response.body?.cancel();
  });

  it('answers a null-body status without a body', async () => {
    const response = await pinnedGet(new URL(`http://127.0.0.1:${port}/empty`), { addresses: null, headers: {}, signal: signal() });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('rejects when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(pinnedGet(new URL(`http://127.0.0.1:${port}/a.png`), { addresses: null, headers: {}, signal: controller.signal })).rejects.toThrow();
  });

  it('answers both lookup callback forms with the fixed addresses only', () => {
    const lookup = fixedLookup(['::1', '127.0.0.1']);
    const single: unknown[] = [];
    const all: unknown[] = [];
    lookup('x.example', {}, (...args: unknown[]) => single.push(...args));
    lookup('x.example', { all: true }, (...args: unknown[]) => all.push(...args));
    expect(single).toEqual([null, '::1', 6]);
    expect(all).toEqual([
      null,
      [
        { address: '::1', family: 6 },
        { address: '127.0.0.1', family: 4 },
      ],
    ]);
  });
});
