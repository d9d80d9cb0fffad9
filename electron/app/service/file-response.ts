import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ClientCore } from './client-options.ts';
import { envelopeFailure, httpFailure, isJsonContentType, readEnvelope } from './decode.ts';
import { ServiceError } from './service-error.ts';
import type { ExchangeNote } from './transport.ts';

/** A file answer: whole bytes when it was small JSON (checked for an error envelope), else a stream. */
export type FileAnswer =
  { kind: 'bytes'; bytes: Uint8Array; contentType: string | null } | { kind: 'stream'; stream: Readable; total: number | null; contentType: string | null };

const MAX_REDIRECTS = 5;
// An error envelope is a few hundred bytes; JSON beyond this is a result file and is streamed on.
const ENVELOPE_PEEK_BYTES = 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GETs a file, following redirects by hand so the credential never leaves the service's origin. */
export async function openFile(
  core: Pick<ClientCore, 'fetch' | 'origin'>,
  target: URL,
  auth: Record<string, string>,
  signal: AbortSignal,
  note: ExchangeNote,
): Promise<FileAnswer> {
  let current = target;
  for (let hop = 0; ; hop += 1) {
    const own = current.origin === core.origin;
    const response = await core.fetch(current.href, {
      method: 'GET',
      headers: own ? auth : {},
      signal,
      // Off our origin nothing secret is attached, so the fetch may follow redirects itself.
      redirect: own ? 'manual' : 'follow',
    });
    note.status = response.status;
    const location = response.headers.get('location');
    if (own && REDIRECTS.has(response.status) && location !== null) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new ServiceError('service', 'The download link redirected too many times.');
      current = new URL(location, current);
      continue;
    }
    return inspect(response);
  }
}

async function inspect(response: Response): Promise<FileAnswer> {
  const contentType = response.headers.get('content-type');
  const length = response.headers.get('content-length');
  const total = length !== null && /^\d+$/.test(length) ? Number(length) : null;
  const retryAfter = response.headers.get('retry-after');
  if (response.type === 'opaqueredirect') {
    throw new ServiceError('service', 'The download link redirected in a way that cannot be followed safely.');
  }
  const body = response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>) : Readable.from([]);
  if (isJsonContentType(contentType) && (total === null || total <= ENVELOPE_PEEK_BYTES)) {
    // The service tells a file from an error by content type (completions 5): small JSON may be an error envelope.
    const peeked = await peek(body, ENVELOPE_PEEK_BYTES);
    if (peeked.complete) {
      const envelope = readEnvelope(new TextDecoder().decode(peeked.bytes));
      if (envelope !== null && envelope.status === 0) throw envelopeFailure(envelope, response.status, retryAfter);
      if (!response.ok) throw httpFailure(response.status, retryAfter, 'the download');
      return { kind: 'bytes', bytes: peeked.bytes, contentType };
    }
    if (!response.ok) {
      peeked.stream.destroy();
      throw httpFailure(response.status, retryAfter, 'the download');
    }
    return { kind: 'stream', stream: peeked.stream, total, contentType };
  }
  if (!response.ok) {
    body.destroy();
    throw httpFailure(response.status, retryAfter, 'the download');
  }
  return { kind: 'stream', stream: body, total, contentType };
}

type Peeked = { complete: true; bytes: Uint8Array } | { complete: false; stream: Readable };

// Reads up to `limit` bytes: the whole body if it is that small, else a stream that replays what was read.
async function peek(body: Readable, limit: number): Promise<Peeked> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const head: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return { complete: true, bytes: new Uint8Array(Buffer.concat(head)) };
    head.push(next.value);
    size += next.value.byteLength;
    if (size > limit) break;
  }
  const rest: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => iterator };
  return {
    complete: false,
    stream: Readable.from(
      (async function* replay() {
        yield* head;
        yield* rest;
      })(),
      { objectMode: false },
    ),
  };
}
