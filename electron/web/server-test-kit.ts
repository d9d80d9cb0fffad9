import { request as httpRequest } from 'node:http';
import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { method } from '../../shared/bridge/define.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import { appMethods } from '../../shared/bridge/methods/app.ts';
import { appHandlers } from '../app/bridge/app-handlers.ts';
import { createEventHub, type EventHub } from '../app/bridge/event-hub.ts';
import { createBridgeRouter } from '../app/bridge/router.ts';
import { startWebServer, type WebServer } from './server.ts';
import type { ImageFetcher } from './image-route.ts';

/** A raw HTTP answer. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends one request with exactly the given path and headers (no URL normalisation, any Host). */
export function rawRequest(
  port: number,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; host?: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: opts.host ?? '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path, headers: opts.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const testMethods = {
  'test.echo': method('Echoes a name.', z.object({ name: z.string() }).strict(), z.object({ name: z.string() })),
  'test.emit': method('Publishes a credits.changed event.', z.object({}).strict(), z.object({})),
  'test.dropStreams': method('Ends the open event streams.', z.object({}).strict(), z.object({})),
};

/** A browser-mode server over a small contract, a built-renderer stand-in and a secret file outside it. */
export async function startTestServer(): Promise<{ server: WebServer; hub: EventHub<typeof bridgeEvents>; secret: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-web-'));
  const root = join(dir, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Collection Desk</title>');
  await writeFile(join(root, 'assets', 'app.js'), 'console.log("app");');
  const secret = 'TOP-SECRET-OUTSIDE-ROOT';
  await writeFile(join(dir, 'secret.txt'), secret);
  await symlink(dir, join(root, 'link'));
  const hub = createEventHub(bridgeEvents, { log: () => {} });
  let dropStreams = (): void => {};
  const router = createBridgeRouter(
    { ...appMethods, ...testMethods },
    {
      ...appHandlers({ version: '0.0.0-test', sandbox: true }),
      'test.echo': async (input) => ({ name: input.name }),
      'test.emit': async () => {
        hub.publish('credits.changed', {});
        return {};
      },
      'test.dropStreams': async () => {
        dropStreams();
        return {};
      },
    },
    { log: () => {} },
  );
  const fetchImage: ImageFetcher = async (url) => {
    if (url.endsWith('.png')) return { contentType: 'image/png', bytes: PNG };
    if (url.endsWith('.svg')) return { contentType: 'image/svg+xml', bytes: Buffer.from('<svg onload="alert(1)"/>') };
    if (url.endsWith('.html')) return { contentType: 'text/html; charset=utf-8', bytes: Buffer.from('<script>alert(1)</script>') };
    return null;
  };
  const server = await startWebServer({ router, events: hub, staticDir: root, fetchImage, log: () => {} });
  dropStreams = () => server.closeEventStreams();
  return { server, hub, secret };
}
