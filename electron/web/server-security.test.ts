import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { WebServer } from './server.ts';
import { rawRequest, startTestServer } from './server-test-kit.ts';

let server: WebServer;
let secret: string;
beforeAll(async () => {
  ({ server, secret } = await startTestServer());
});
afterAll(() => server.close());

const host = (): string => `127.0.0.1:${server.port}`;
const auth = (): Record<string, string> => ({ authorization: `Bearer ${server.token}`, 'content-type': 'application/json', host: host() });
const echo = (headers: Record<string, string>) => rawRequest(server.port, { method: 'POST', path: '/bridge/test.echo', headers, body: '{"name":"x"}' });

function canConnect(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('browser-mode server security', () => {
  it('binds 127.0.0.1 only, with a fresh 32-byte token in the URL fragment', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/#token=${server.token}`);
    expect(Buffer.from(server.token, 'base64url')).toHaveLength(32);
    expect(await canConnect('127.0.0.1', server.port)).toBe(true);
    expect(await canConnect('::1', server.port)).toBe(false);
    const external = Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .filter((i) => !i.internal);
    for (const i of external) expect(await canConnect(i.address, server.port)).toBe(false);
  });

  it('refuses bridge calls without the token or with a wrong one, with no body detail', async () => {
    const { authorization: _, ...noToken } = auth();
    for (const headers of [
      noToken,
      { ...auth(), authorization: 'Bearer wrong' },
      { ...auth(), authorization: `Bearer ${server.token.slice(0, -1)}${server.token.endsWith('A') ? 'B' : 'A'}` },
      { ...auth(), authorization: `Bearer ${server.token}x` },
      { ...auth(), authorization: server.token },
      { ...auth(), authorization: `Basic ${server.token}` },
    ]) {
      const res = await echo(headers);
      expect(res.status).toBe(403);
      expect(res.body.length).toBe(0);
    }
    expect((await echo(auth())).status).toBe(200);
  });

  it('refuses another Origin, and a foreign Host header (DNS rebinding)', async () => {
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:${server.port + 1}`, `https://127.0.0.1:${server.port}`]) {
      expect((await echo({ ...auth(), origin })).status).toBe(403);
    }
    expect((await echo({ ...auth(), origin: `http://127.0.0.1:${server.port}` })).status).toBe(200);
    expect((await echo({ ...auth(), host: `localhost:${server.port}`, origin: `http://localhost:${server.port}` })).status).toBe(200);
    for (const h of [`evil.example:${server.port}`, 'evil.example', `127.0.0.1:${server.port + 1}`, `127.0.0.1.evil.example:${server.port}`]) {
      const res = await echo({ ...auth(), host: h });
      expect(res.status).toBe(403);
      const page = await rawRequest(server.port, { path: '/', headers: { host: h } });
      expect(page.status).toBe(403);
    }
  });

  it('refuses /events without the token and /image without the capability', async () => {
    const events = await rawRequest(server.port, { path: '/events', headers: { host: host() } });
    expect(events.status).toBe(403);
    const wrongCap = await rawRequest(server.port, { path: '/image/nope/?url=https%3A%2F%2Fimg.example%2Fa.png', headers: { host: host() } });
    expect(wrongCap.status).toBe(403);
    const bare = await rawRequest(server.port, { path: '/image?url=https%3A%2F%2Fimg.example%2Fa.png', headers: { host: host() } });
    expect(bare.status).toBe(403);
    const tokenAsCap = await rawRequest(server.port, { path: `/image/${server.token}/?url=https%3A%2F%2Fimg.example%2Fa.png`, headers: { host: host() } });
    expect(tokenAsCap.status).toBe(403);
  });

  it('refuses static path traversal, encoded or through a symlink', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/link/secret.txt',
      '/%00index.html',
      '/..\\secret.txt',
      '/%E0%A4%A',
    ]) {
      const res = await rawRequest(server.port, { path, headers: { host: host() } });
      expect([400, 403, 404]).toContain(res.status);
      expect(res.body.toString()).not.toContain(secret);
    }
  });

  it('serves static files with the CSP and nosniff, no listing, and an SPA fallback', async () => {
    const index = await rawRequest(server.port, { path: '/', headers: { host: host() } });
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.headers['content-security-policy']).toContain("default-src 'self'; script-src 'self'");
    expect(index.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    const js = await rawRequest(server.port, { path: '/assets/app.js', headers: { host: host() } });
    expect(js.headers['content-type']).toMatch(/javascript/);
    const route = await rawRequest(server.port, { path: '/collections/12?tab=items', headers: { host: host() } });
    expect(route.body.toString()).toContain('<title>Collection Desk</title>');
    const dir = await rawRequest(server.port, { path: '/assets/', headers: { host: host() } });
    expect(dir.body.toString()).toContain('<title>Collection Desk</title>');
    expect((await rawRequest(server.port, { path: '/assets/missing.js', headers: { host: host() } })).status).toBe(404);
    expect((await rawRequest(server.port, { method: 'POST', path: '/', headers: { host: host() } })).status).toBe(405);
  });
});
