import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listEndpoints, serviceContract } from '../../../shared/api/contract.ts';

/** What the proxy can do to one request. */
export const FAULT_KINDS = ['delay', 'drop', 'reset-response', 'reset-download', 'http-500', 'http-502', 'http-503', 'http-429'] as const;
/** One kind of fault. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How often each fault strikes, as a fraction of requests (they add up; the rest pass untouched). */
export interface FaultRates {
  delay: number;
  drop: number;
  /** A cut after the sandbox answered: the request did reach it, the answer is half sent. */
  reset: number;
  /** The same cut for file downloads (GET), which are few in a day but large: a rate of their own. */
  resetDownload: number;
  /** 500, 502 and 503 in equal parts, answered by the proxy (nothing reaches the sandbox). */
  serverError: number;
  /** 429 with `Retry-After`, answered by the proxy. */
  busy: number;
}

/** Rewrites a JSON answer's `data` on its way back (the perturbing proxy); the path is under /api/v1/. */
export type Perturb = (path: string, data: unknown) => unknown;

/** Options of a fault proxy. */
export interface FaultProxyOptions {
  /** The sandbox's origin, e.g. http://127.0.0.1:1234. */
  target: string;
  /** Same seed, same faults for the same sequence of calls per endpoint. */
  seed: number;
  rates: FaultRates;
  delayMs?: number;
  retryAfterSeconds?: number;
  perturb?: Perturb;
  /** Rewrites a result file (raw bytes under /api/v1/results/) on its way back. */
  perturbFile?: (path: string, bytes: Buffer) => Buffer;
}

/** Figures of a proxy: what it passed on to the sandbox and what it did instead. */
export interface FaultFigures {
  requests: number;
  reachedSandbox: number;
  faults: Record<FaultKind, number>;
  /** Non-idempotent calls (create, run, rotate, delete, upload…) the sandbox received more than once, same body. */
  duplicates: string[];
  /** Requests that reached the sandbox, by `METHOD path`. */
  perEndpoint: Record<string, number>;
}

/** A running fault proxy; faults are off until `enabled` is set. */
export interface FaultProxy {
  readonly url: string;
  enabled: boolean;
  /** Changes the rates from the next request on (e.g. every request failing, then none), optionally for one path only. */
  setRates(rates: FaultRates, onlyPath?: string): void;
  figures(): FaultFigures;
  close(): Promise<void>;
}

// Paths the client never replays: a second arrival with the same body is a duplicate the user did not ask for.
const NEVER_REPLAYED = new Set(
  listEndpoints(serviceContract)
    .filter(({ endpoint }) => endpoint.retry === 'never')
    .map(({ endpoint }) => `/api/v1/${endpoint.path}`),
);

/** Starts a loopback HTTP proxy in front of `target` that injects faults at set, seeded rates. */
export async function startFaultProxy(given: FaultProxyOptions): Promise<FaultProxy> {
  const options = { ...given };
  const seen = new Map<string, number>();
  const reached = new Map<string, number>();
  const bodies = new Map<string, number>();
  const faults = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
  let requests = 0;
  const state: { enabled: boolean; onlyPath?: string | undefined } = { enabled: false };
  const self = { url: '' };

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readAll(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const key = `${req.method ?? 'GET'} ${path}`;
    requests += 1;
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const targeted = state.onlyPath === undefined || path === state.onlyPath;
    const fault = state.enabled && targeted ? pickFault(options, key, nth) : null;
    if (fault === 'drop') {
      faults.drop += 1;
      return void req.socket.destroy();
    }
    if (fault === 'http-429') {
      faults[fault] += 1;
      res.writeHead(429, { 'retry-after': String(options.retryAfterSeconds ?? 1), 'content-type': 'text/plain' });
      return void res.end('Too many requests');
    }
    if (fault === 'http-500' || fault === 'http-502' || fault === 'http-503') {
      faults[fault] += 1;
      res.writeHead(Number(fault.slice(5)), { 'content-type': 'text/html' });
      return void res.end('<html><body>Bad gateway</body></html>');
    }
    if (fault === 'delay') {
      faults.delay += 1;
      await new Promise((ok) => setTimeout(ok, options.delayMs ?? 300));
    }
    reached.set(key, (reached.get(key) ?? 0) + 1);
    if (NEVER_REPLAYED.has(path)) {
      const id = `${key} ${bodyDigest(req, body)}`;
      bodies.set(id, (bodies.get(id) ?? 0) + 1);
    }
    const answer = await forward(options.target, req, body);
    // The sandbox writes its own origin into file links; a reverse proxy shows its own instead.
    let payload: Buffer = Buffer.from(answer.body.toString('latin1').replaceAll(options.target, self.url), 'latin1');
    if (options.perturbFile && path.startsWith('/api/v1/results/') && answer.status === 200) payload = options.perturbFile(path, payload);
    else if (options.perturb && path.startsWith('/api/v1/') && answer.status === 200) payload = perturbed(payload, path, options.perturb);
    const headers = { ...answer.headers, 'content-length': String(payload.byteLength) };
    if (fault === 'reset-response' || fault === 'reset-download') {
      faults[fault] += 1;
      // Half the answer, then a cut: the client sees a premature close mid-body.
      res.writeHead(answer.status, headers);
      res.write(payload.subarray(0, Math.floor(payload.byteLength / 2)));
      await new Promise((ok) => setTimeout(ok, 5));
      return void res.destroy();
    }
    res.writeHead(answer.status, headers);
    res.end(payload);
  }

  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  self.url = `http://127.0.0.1:${port}`;
  return {
    url: self.url,
    get enabled() {
      return state.enabled;
    },
    set enabled(on: boolean) {
      state.enabled = on;
    },
    setRates(rates, onlyPath) {
      options.rates = rates;
      state.onlyPath = onlyPath;
    },
    figures: () => ({
      requests,
      reachedSandbox: [...reached.values()].reduce((a, b) => a + b, 0),
      faults: { ...faults },
      duplicates: [...bodies].filter(([, n]) => n > 1).map(([id, n]) => `${id.split(' ').slice(0, 2).join(' ')} ×${n}`),
      perEndpoint: Object.fromEntries(reached),
    }),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

// One seeded draw per (endpoint, nth call of it): the same day meets the same faults, whatever the interleaving.
function pickFault(options: FaultProxyOptions, key: string, nth: number): FaultKind | null {
  const digest = createHash('sha256').update(`${options.seed}|${key}|${nth}`).digest();
  const draw = digest.readUInt32BE(0) / 0x1_0000_0000;
  const { delay, drop, reset, resetDownload, serverError, busy } = options.rates;
  const download = key.startsWith('GET');
  let edge = drop;
  if (draw < edge) return 'drop';
  if (draw < (edge += download ? resetDownload : reset)) return download ? 'reset-download' : 'reset-response';
  if (draw < (edge += serverError)) return (['http-500', 'http-502', 'http-503'] as const)[digest.readUInt8(4) % 3] ?? 'http-500';
  if (draw < (edge += busy)) return 'http-429';
  if (draw < edge + delay) return 'delay';
  return null;
}

// A multipart body's boundary is random per send: take it out so a replayed upload is recognised.
function bodyDigest(req: IncomingMessage, body: Buffer): string {
  const boundary = /boundary=([^;]+)/.exec(req.headers['content-type'] ?? '')?.[1];
  const text = boundary ? body.toString('latin1').replaceAll(boundary, '') : body.toString('latin1');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function perturbed(payload: Buffer, path: string, perturb: Perturb): Buffer {
  try {
    const envelope = JSON.parse(payload.toString('utf8')) as { status?: unknown; data?: unknown };
    if (envelope.status !== 1) return payload;
    return Buffer.from(JSON.stringify({ ...envelope, data: perturb(path.slice('/api/v1/'.length), envelope.data) }));
  } catch {
    return payload;
  }
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function forward(target: string, req: IncomingMessage, body: Buffer): Promise<Answer> {
  const url = new URL(req.url ?? '/', target);
  const headers = { ...req.headers, host: url.host, 'content-length': String(body.byteLength) };
  return new Promise((resolve, reject) => {
    const out = request(url, { method: req.method, headers }, (answer) => {
      void readAll(answer).then((bytes) => {
        const copied: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && name !== 'transfer-encoding' && name !== 'connection') copied[name] = value;
        }
        resolve({ status: answer.statusCode ?? 502, headers: copied, body: bytes });
      }, reject);
    });
    out.on('error', reject);
    out.end(body);
  });
}
