import { request as httpRequest } from 'node:http';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

/** Options of `pinnedGet`. */
export interface PinnedGetOptions {
  /** The checked addresses to connect to, whatever the name resolves to by then; null = the system resolver. */
  addresses: readonly string[] | null;
  headers: Record<string, string>;
  signal: AbortSignal;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** A lookup that answers every name with fixed addresses (the single form gets the first; `all` gets every one). */
export function fixedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
  return (_hostname, options, callback) => {
    const first = entries[0];
    if (first === undefined) callback(Object.assign(new Error('No address to connect to.'), { code: 'ENOTFOUND' }), []);
    else if (options.all) callback(null, entries);
    else callback(null, first.address, first.family);
  };
}

/**
 * One GET over node:http(s) that connects only to `addresses` while still presenting the URL's host name (Host
 * header, TLS SNI and certificate check): the addresses checked before the request are the ones used, so a
 * name cannot resolve to a public address for the check and a private one for the connection. Redirects
 * are never followed; the answer comes back as a fetch Response whose body streams.
 */
export function pinnedGet(url: URL, options: PinnedGetOptions): Promise<Response> {
  const requestOptions: RequestOptions = {
    method: 'GET',
    headers: options.headers,
    signal: options.signal,
    ...(options.addresses === null ? {} : { lookup: fixedLookup(options.addresses) }),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const req = send(url, requestOptions, (res) => {
      try {
        resolve(toResponse(res));
      } catch (error) {
        res.destroy();
        reject(error);
      }
    });
    req.on('error', reject);
    req.end();
  });
}

function toResponse(res: IncomingMessage): Response {
  const status = res.statusCode ?? 0;
  const headers = new Headers();
  const raw = res.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '');
  if (NULL_BODY_STATUSES.has(status)) {
    res.resume();
    return new Response(null, { status, statusText: res.statusMessage ?? '', headers });
  }
  const body = Readable.toWeb(res) as ReadableStream<Uint8Array>;
  return new Response(body, { status, statusText: res.statusMessage ?? '', headers });
}
