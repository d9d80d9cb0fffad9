/** What Electron's ClientRequest hands to a `redirect` listener. */
export type NetRedirectListener = (statusCode: number, method: string, redirectUrl: string, responseHeaders: Record<string, string[]>) => void;

/** The part of Electron's IncomingMessage the adapter reads (it is a Node Readable, hence pause/resume). */
export interface NetResponse {
  statusCode: number;
  statusMessage: string;
  headers: Record<string, string | string[]>;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'aborted', listener: () => void): unknown;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  pause?(): unknown;
  resume?(): unknown;
}

/** The part of Electron's ClientRequest the adapter drives. */
export interface NetRequest {
  on(event: 'redirect', listener: NetRedirectListener): unknown;
  on(event: 'response', listener: (response: NetResponse) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  abort(): void;
  end(chunk?: Buffer): unknown;
}

/** The options the adapter gives `net.request` (a subset of ClientRequestConstructorOptions). */
export interface NetRequestOptions {
  method: string;
  url: string;
  redirect: 'manual';
  headers: Record<string, string>;
  credentials: 'include' | 'omit' | 'same-origin';
  origin?: string;
}

/** The slice of Electron's `net` module the adapter uses: a fake stands in for it in tests. */
export interface NetLike {
  request(options: NetRequestOptions): NetRequest;
  fetch(input: string | Request, init?: RequestInit): Promise<Response>;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` over Electron's net (system proxy, OS certificate store) that honours `redirect: 'manual'`:
 * net.fetch throws "Redirect was cancelled" there, so those requests go through net.request, and a redirect
 * comes back as its 3xx Response with a Location header instead of being followed. Other modes use net.fetch.
 */
export function createNetFetch(net: NetLike): typeof fetch {
  return async (input, init) => {
    const mode = init?.redirect ?? (input instanceof Request ? input.redirect : 'follow');
    if (mode !== 'manual') return net.fetch(input instanceof URL ? input.href : input, init);
    // A Request normalises everything fetch accepts (headers in any form; string, bytes, FormData… bodies).
    const request = new Request(input, init);
    if (request.signal.aborted) throw request.signal.reason;
    const { options, body } = await toNetRequest(request);
    return sendManual(net, options, body, request.signal);
  };
}

/** The net.request options and body bytes of a fetch Request (FormData is serialised with its multipart boundary). */
export async function toNetRequest(request: Request): Promise<{ options: NetRequestOptions; body: Buffer | null }> {
  const origin = request.headers.get('origin') ?? undefined;
  // As net.fetch does: same-origin needs an origin, without one it means the session's credentials.
  const credentials = request.credentials === 'same-origin' && origin === undefined ? 'include' : request.credentials;
  const bytes = request.body === null ? null : Buffer.from(await request.arrayBuffer());
  return {
    options: {
      method: request.method,
      url: request.url,
      redirect: 'manual',
      headers: Object.fromEntries(request.headers),
      credentials,
      ...(origin === undefined ? {} : { origin }),
    },
    body: bytes,
  };
}

/** The 3xx Response a redirect event stands for, its Location set to the target net resolved. */
export function redirectResponse(statusCode: number, redirectUrl: string, responseHeaders: Record<string, string[]>): Response {
  const headers = new Headers();
  for (const [name, values] of Object.entries(responseHeaders)) for (const value of values) headers.append(name, value);
  headers.set('location', redirectUrl);
  return new Response(null, { status: statusCode, headers });
}

/** A Response whose body streams from a net response as it arrives (with backpressure); `fail` errors that body. */
export function streamedResponse(message: NetResponse, method: string, cancel: () => void): { response: Response; fail: (reason: unknown) => void } {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const init = { status: message.statusCode, statusText: message.statusMessage, headers };
  if (NULL_BODY_STATUSES.has(message.statusCode) || method === 'HEAD') {
    message.resume?.();
    return { response: new Response(null, init), fail: () => undefined };
  }
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let open = true;
  const fail = (reason: unknown): void => {
    if (!open) return;
    open = false;
    controller?.error(reason);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        message.on('end', () => {
          if (!open) return;
          open = false;
          c.close();
        });
        message.on('data', (chunk) => {
          if (!open) return;
          c.enqueue(new Uint8Array(chunk));
          if ((c.desiredSize ?? 1) <= 0) message.pause?.();
        });
        message.on('error', fail);
        message.on('aborted', () => fail(new Error('The response was aborted.')));
      },
      pull() {
        message.resume?.();
      },
      cancel() {
        open = false;
        cancel();
      },
    },
    { highWaterMark: 16 },
  );
  return { response: new Response(body, init), fail };
}

function sendManual(net: NetLike, options: NetRequestOptions, body: Buffer | null, signal: AbortSignal): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const req = net.request(options);
    let settled = false;
    let failBody: ((reason: unknown) => void) | null = null;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const onAbort = (): void => {
      req.abort();
      settle(() => reject(signal.reason));
      failBody?.(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const release = (): void => signal.removeEventListener('abort', onAbort);

    req.on('redirect', (statusCode, _method, redirectUrl, responseHeaders) => {
      // Aborting now, inside the listener, is what stops net from following (or dying with "Redirect was cancelled").
      req.abort();
      release();
      settle(() => {
        try {
          resolve(redirectResponse(statusCode, redirectUrl, responseHeaders));
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('response', (message) => {
      settle(() => {
        try {
          const streamed = streamedResponse(message, options.method, () => {
            release();
            req.abort();
          });
          failBody = streamed.fail;
          message.on('end', release);
          message.on('error', release);
          resolve(streamed.response);
        } catch (error) {
          release();
          req.abort();
          reject(error);
        }
      });
    });
    req.on('error', (error) => {
      release();
      settle(() => reject(error));
      failBody?.(error);
    });
    if (body === null) req.end();
    else req.end(body);
  });
}
