import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServiceError } from './service-error.ts';

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Answers one request; `raw` is the unread request when the body is not buffered. */
export type TestHandler = (seen: SeenRequest, res: ServerResponse, raw: IncomingMessage) => void | Promise<void>;

/** A loopback HTTP server for client tests: what it saw, and how to stop it. */
export interface TestServer {
  origin: string;
  requests: SeenRequest[];
  /** TCP connections accepted so far (counts tries that never became a full request). */
  connections(): number;
  close(): Promise<void>;
}

/** Starts a node:http server on 127.0.0.1 and a free port; `bufferBody: false` leaves the body to the handler. */
export async function startTestServer(handler: TestHandler, options: { bufferBody?: boolean } = {}): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  let connections = 0;
  const server = createServer((raw, res) => {
    const seen: SeenRequest = { method: raw.method ?? '', url: raw.url ?? '', headers: raw.headers, body: Buffer.alloc(0) };
    requests.push(seen);
    const answer = () => {
      Promise.resolve(handler(seen, res, raw)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    };
    if (options.bufferBody === false) return answer();
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      seen.body = Buffer.concat(chunks);
      answer();
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON body with an HTTP status (200 unless told) and extra headers. */
export function sendJson(res: ServerResponse, value: unknown, status = 200, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

/** An address on which nothing listens: a server is started, its port noted, and it is closed. */
export async function closedPortOrigin(): Promise<string> {
  const server = await startTestServer(() => {});
  await server.close();
  return server.origin;
}

/** The ServiceError `promise` fails with; anything else (or success) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  if (!(error instanceof ServiceError)) throw error;
  return error;
}
