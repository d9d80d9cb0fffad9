import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RetryOptions } from './backoff.ts';
import type { ClientCore } from './client-options.ts';
import { credentialHeaders, requireCredential } from './credential.ts';
import type { Credential } from './credential.ts';
import { openFile } from './file-response.ts';
import { ServiceError } from './service-error.ts';
import { exchange, withRetry } from './transport.ts';
import type { ExchangeContext } from './transport.ts';

/** Options of `download`. */
export interface DownloadOptions {
  signal?: AbortSignal;
  /** Called as bytes arrive; `total` is null when the service sends no length. */
  onProgress?: (received: number, total: number | null) => void;
  /** Use this credential instead of the profile's (sent to the service's own origin only). */
  credential?: Credential;
  /** Overrides the client's transfer time budget. */
  timeoutMs?: number;
}

/** A finished download. */
export interface DownloadResult {
  path: string;
  bytes: number;
  contentType: string | null;
}

/** Options of `fetchBytes`. */
export interface FetchBytesOptions {
  signal?: AbortSignal;
  credential?: Credential;
  timeoutMs?: number;
  /** Refuse files larger than this; default 32 MiB. */
  maxBytes?: number;
  /** Overrides the client's retry policy; null: one try. */
  retry?: RetryOptions | null;
}

/** A small file read into memory. */
export interface FetchedBytes {
  bytes: Uint8Array;
  contentType: string | null;
}

/** Resolves a download link: a full http(s) URL, an absolute path on the service, or a path under `/api/v1/`. */
export function resolveFileUrl(core: Pick<ClientCore, 'origin' | 'apiBase'>, link: string): URL {
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(link) ? new URL(link) : new URL(link, link.startsWith('/') ? core.origin : core.apiBase);
  } catch {
    throw new ServiceError('invalid-input', 'The download link is not a valid address.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ServiceError('invalid-input', 'The download link must be an http(s) address.');
  }
  return url;
}

/** Streams a file to `destPath` via `destPath.part` and a rename; reads are retried like any read. */
export async function downloadFile(core: ClientCore, link: string, destPath: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const target = resolveFileUrl(core, link);
  const auth = await authFor(core, target, options.credential);
  const ctx = context(core, target, options.timeoutMs ?? core.transferTimeoutMs, options.signal);
  const part = `${destPath}.part`;
  await mkdir(dirname(destPath), { recursive: true });
  try {
    const result = await withRetry(core.retry, ctx, () =>
      exchange(ctx, async (signal, note) => {
        const file = await openFile(core, target, auth, signal, note);
        if (file.kind === 'bytes') {
          await writeFile(part, file.bytes);
          options.onProgress?.(file.bytes.byteLength, file.bytes.byteLength);
          return { bytes: file.bytes.byteLength, contentType: file.contentType };
        }
        let received = 0;
        const counter = new Transform({
          transform(chunk: Uint8Array, _encoding, done) {
            received += chunk.byteLength;
            options.onProgress?.(received, file.total);
            done(null, chunk);
          },
        });
        await pipeline(file.stream, counter, createWriteStream(part), { signal });
        return { bytes: received, contentType: file.contentType };
      }),
    );
    await rename(part, destPath);
    return { path: destPath, ...result };
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

/** Reads a small file into memory under the client's call time budget; refused past `maxBytes`. */
export async function fetchSmallFile(core: ClientCore, link: string, options: FetchBytesOptions = {}): Promise<FetchedBytes> {
  const target = resolveFileUrl(core, link);
  const auth = await authFor(core, target, options.credential);
  const ctx = context(core, target, options.timeoutMs ?? core.timeoutMs, options.signal);
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  return withRetry(options.retry === undefined ? core.retry : options.retry, ctx, () =>
    exchange(ctx, async (signal, note) => {
      const file = await openFile(core, target, auth, signal, note);
      if (file.kind === 'bytes') return { bytes: file.bytes, contentType: file.contentType };
      if (file.total !== null && file.total > maxBytes) {
        file.stream.destroy();
        throw tooLarge(maxBytes);
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of file.stream) {
        const bytes = chunk as Uint8Array;
        size += bytes.byteLength;
        if (size > maxBytes) {
          file.stream.destroy();
          throw tooLarge(maxBytes);
        }
        chunks.push(bytes);
      }
      return { bytes: new Uint8Array(Buffer.concat(chunks)), contentType: file.contentType };
    }),
  );
}

// The credential travels only to the service's own origin; a link elsewhere gets no secret at all.
async function authFor(core: ClientCore, target: URL, explicit: Credential | undefined): Promise<Record<string, string>> {
  if (target.origin !== core.origin) return {};
  return credentialHeaders(await requireCredential(explicit, core.credential));
}

function context(core: ClientCore, target: URL, timeoutMs: number, signal: AbortSignal | undefined): ExchangeContext {
  // The path only: a signed link's query string may itself be a secret.
  return { fetch: core.fetch, log: core.log, method: 'GET', label: target.pathname, origin: target.origin, timeoutMs, signal };
}

function tooLarge(maxBytes: number): ServiceError {
  return new ServiceError('service', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB; download it to disk instead.`);
}
