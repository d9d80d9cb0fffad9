import type { ClientCore } from './client-options.ts';
import { envelopeFailure, httpFailure, isJsonContentType, readEnvelope } from './decode.ts';
import { ServiceError } from './service-error.ts';
import type { ExchangeNote } from './transport.ts';

/** A file answer: buffered when it was small JSON (checked for an error envelope), else a body to stream. */
export type FileAnswer =
  | { kind: 'bytes'; bytes: Uint8Array; contentType: string | null }
  | { kind: 'stream'; response: Response; total: number | null; contentType: string | null };

const MAX_REDIRECTS = 5;
// An error envelope is a few hundred bytes; JSON beyond this is a result file, streamed unread.
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
  if (isJsonContentType(contentType) && (total === null || total <= ENVELOPE_PEEK_BYTES)) {
    // The service tells a file from an error by content type (completions 5): JSON may be an error envelope.
    const bytes = new Uint8Array(await response.arrayBuffer());
    const envelope = readEnvelope(new TextDecoder().decode(bytes));
    if (envelope !== null && envelope.status === 0) throw envelopeFailure(envelope, response.status, retryAfter);
    if (!response.ok) throw httpFailure(response.status, retryAfter, 'the download');
    return { kind: 'bytes', bytes, contentType };
  }
  if (response.type === 'opaqueredirect') {
    throw new ServiceError('service', 'The download link redirected in a way that cannot be followed safely.');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw httpFailure(response.status, retryAfter, 'the download');
  }
  return { kind: 'stream', response, total, contentType };
}
