import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { realpath } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { BridgeRouter } from '../app/bridge/router.ts';
import { errResult } from '../../shared/bridge/result.ts';
import { allowedHosts, hasToken, imageCapability, sameSecret, sameSite } from './guard.ts';
import { DATA_CSP, RENDERER_CSP, endBare, endJson, setCommonHeaders } from './headers.ts';
import { serveStatic } from './static-files.ts';
import { streamEvents, type EventSourceLike } from './event-stream.ts';
import { serveImage, type ImageFetcher } from './image-route.ts';

/** What browser mode serves: the app's router and events, the built renderer, the image proxy. */
export interface WebServerOptions {
  /** The bridge router; without `inputCap`, bodies are read up to {@link FALLBACK_BODY_CAP} and the router checks the real cap. */
  router: Pick<BridgeRouter, 'invoke'> & Partial<Pick<BridgeRouter, 'inputCap'>>;
  events: EventSourceLike;
  /** The built renderer (index.html and assets). */
  staticDir: string;
  fetchImage?: ImageFetcher;
  /** 0 (default) picks a free port. */
  port?: number;
  log?: (line: string) => void;
}

/** A running browser-mode server. */
export interface WebServer {
  /** The page to open, carrying the token in the fragment (never sent to the server by the browser). */
  readonly url: string;
  readonly origin: string;
  readonly token: string;
  readonly port: number;
  /** The image path prefix of this run (`/image/<capability>/`). */
  readonly imageBase: string;
  /** Ends the open event streams (clients reconnect), e.g. before the app swaps its services. */
  closeEventStreams(): void;
  close(): Promise<void>;
}

/** The largest body read for a router that does not tell its per-method caps. */
export const FALLBACK_BODY_CAP = 32 * 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, cap: number): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function handleBridge(req: IncomingMessage, res: ServerResponse, name: string, opts: WebServerOptions, imageBase: string): Promise<void> {
  if (req.method !== 'POST') return endBare(res, 405);
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return endBare(res, 415);
  const cap = opts.router.inputCap?.(name) ?? FALLBACK_BODY_CAP;
  let body: Buffer;
  try {
    body = await readBody(req, cap);
  } catch (err) {
    if (err instanceof BodyTooLarge) {
      res.setHeader('Connection', 'close');
      return endJson(res, 413, errResult('invalid-input', `input: more than the ${cap} bytes ${name.slice(0, 100)} accepts.`));
    }
    throw err;
  }
  let input: unknown;
  if (body.length > 0) {
    try {
      input = JSON.parse(body.toString('utf8'));
    } catch {
      return endJson(res, 400, errResult('invalid-input', 'input: not valid JSON.'));
    }
  }
  const result = await opts.router.invoke(name, input, { origin: 'web', imageBase });
  endJson(res, 200, result);
}

/**
 * Starts browser mode on 127.0.0.1 only. `/bridge/<method>` (POST JSON) and `/events` (SSE) need
 * `Authorization: Bearer <token>`; `/image/<capability>/?url=` needs the run's image capability;
 * every request needs a known `Host` and, when sent, a same-origin `Origin` — else a bare 403.
 */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const root = await realpath(opts.staticDir);
  const token = randomBytes(32).toString('base64url');
  const capability = imageCapability(token);
  const imageBase = `/image/${capability}/`;
  const streams = new Set<() => void>();
  let hosts: ReadonlySet<string> = new Set();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '';
    const query = raw.indexOf('?');
    const path = query === -1 ? raw : raw.slice(0, query);
    const isData = path.startsWith('/bridge/') || path === '/events' || path.startsWith('/image/') || path === '/image';
    setCommonHeaders(res, isData ? DATA_CSP : RENDERER_CSP);
    if (!path.startsWith('/') || !sameSite(req, hosts)) return endBare(res, 403);
    if (path.startsWith('/bridge/')) {
      if (!hasToken(req, token)) return endBare(res, 403);
      let name: string;
      try {
        name = decodeURIComponent(path.slice('/bridge/'.length));
      } catch {
        return endBare(res, 400);
      }
      return handleBridge(req, res, name, opts, imageBase);
    }
    if (path === '/events') {
      if (!hasToken(req, token)) return endBare(res, 403);
      if (req.method !== 'GET') return endBare(res, 405);
      const stop = streamEvents(res, opts.events);
      streams.add(stop);
      res.on('close', () => streams.delete(stop));
      return;
    }
    if (path === '/image' || path.startsWith('/image/')) {
      const given = path.slice('/image/'.length).replace(/\/$/, '');
      if (!sameSecret(given, capability)) return endBare(res, 403);
      if (req.method !== 'GET') return endBare(res, 405);
      const target = new URLSearchParams(query === -1 ? '' : raw.slice(query + 1)).get('url');
      return serveImage(res, target, opts.fetchImage);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return endBare(res, 405);
    return serveStatic(req, res, root, path);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      log(`web: request failed: ${err instanceof Error ? err.message : String(err)}`);
      endBare(res, 500);
    });
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  // An idle keep-alive connection is closed by the server only after a minute: closed at Node's default 5 s, a
  // client's next request could be written onto it just as it closed, and fail with "socket hang up".
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  hosts = allowedHosts(port);
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/#token=${token}`,
    origin,
    token,
    port,
    imageBase,
    closeEventStreams() {
      for (const stop of [...streams]) stop();
    },
    async close() {
      for (const stop of [...streams]) stop();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
    },
  };
}
