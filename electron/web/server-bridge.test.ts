import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventHub } from '../app/bridge/event-hub.ts';
import type { bridgeEvents } from '../../shared/bridge/events.ts';
import type { WebServer } from './server.ts';
import { PNG, rawRequest, startTestServer } from './server-test-kit.ts';

let server: WebServer;
let hub: EventHub<typeof bridgeEvents>;
beforeAll(async () => {
  ({ server, hub } = await startTestServer());
});
afterAll(() => server.close());

async function call(method: string, body: string, extra: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${server.origin}/bridge/${method}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', ...extra },
    body,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Reads SSE frames from a fetch stream until `predicate` holds, the way the renderer reads them. */
async function readFrames(body: ReadableStream<Uint8Array>, predicate: (text: string) => boolean): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!predicate(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe('browser-mode server bridge', () => {
  it('round-trips a bridge call to the router and back', async () => {
    expect(await call('test.echo', '{"name":"Sydney"}')).toEqual({ status: 200, json: { ok: true, value: { name: 'Sydney' } } });
    expect(await call('app.info', '{}')).toEqual({ status: 200, json: { ok: true, value: { version: '0.0.0-test', mode: 'web', sandbox: true } } });
    const unknown = await call('nope.nothing', '{}');
    expect(unknown.json).toMatchObject({ ok: false, error: { kind: 'unknown-method' } });
    const invalid = await call('test.echo', '{"name":1,"extra":true}');
    expect(invalid.json).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('answers malformed, oversized and wrongly typed bodies without reaching a handler', async () => {
    expect(await call('test.echo', '{"name":')).toMatchObject({ status: 400, json: { ok: false, error: { kind: 'invalid-input' } } });
    const big = await call('test.echo', JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }));
    expect(big).toMatchObject({ status: 413, json: { ok: false, error: { kind: 'invalid-input' } } });
    const form = await rawRequest(server.port, {
      method: 'POST',
      path: '/bridge/test.echo',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'text/plain', host: `127.0.0.1:${server.port}` },
      body: '{"name":"x"}',
    });
    expect(form.status).toBe(415);
    const get = await rawRequest(server.port, {
      path: '/bridge/test.echo',
      headers: { authorization: `Bearer ${server.token}`, host: `127.0.0.1:${server.port}` },
    });
    expect(get.status).toBe(405);
  });

  it('streams published events to a fetch reader of /events', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.origin}/events`, { headers: { authorization: `Bearer ${server.token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const body = res.body as ReadableStream<Uint8Array>;
    expect(await readFrames(body, (t) => t.includes(': ready'))).toContain(': ready');
    hub.publish('run.progress', { collectionId: 7, runnerId: 9, processed: 3, failed: 1, itemCount: 10 });
    expect((await call('test.emit', '{}')).json).toEqual({ ok: true, value: {} });
    const frames = await readFrames(body, (t) => t.includes('credits.changed'));
    expect(frames).toContain('event: run.progress\ndata: {"collectionId":7,"runnerId":9,"processed":3,"failed":1,"itemCount":10}\n\n');
    expect(frames).toContain('event: credits.changed\ndata: {}\n\n');
    controller.abort();
  });

  it('proxies images under the run capability that app.imageBase hands out', async () => {
    const base = await call('app.imageBase', '{}');
    expect(base.json).toEqual({ ok: true, value: { base: server.imageBase } });
    expect(server.imageBase).not.toContain(server.token);
    const url = (target: string): string => `${server.origin}${server.imageBase}?url=${encodeURIComponent(target)}`;
    const png = await fetch(url('https://img.example/a.png'));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true);
    // SVG passes, but as a document it is sandboxed and may not run script or load anything.
    const svg = await fetch(url('https://img.example/a.svg'));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await svg.text()).toBe('<svg onload="alert(1)"/>');
    expect(png.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect((await fetch(url('https://img.example/page.html'))).status).toBe(502);
    expect((await fetch(url('https://img.example/missing'))).status).toBe(502);
    expect((await fetch(url('file:///etc/passwd'))).status).toBe(400);
    expect((await fetch(`${server.origin}${server.imageBase}`)).status).toBe(404);
  });
});
