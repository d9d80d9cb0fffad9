import { pinnedGet } from './pinned-get.ts';
import { publicAddressesOf, resolveWithSystem } from './public-address.ts';
import type { ResolveHost } from './public-address.ts';

/** A fetched image. */
export interface FetchedImage {
  contentType: string;
  bytes: Uint8Array;
}

/** The largest image read (the transports refuse more anyway). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * Image types handed to the renderer: raster images and SVG (the sandbox draws its catalogue images as
 * SVG). Every transport serves them with IMAGE_CSP and nosniff, so an SVG opened as a document cannot run
 * script or load anything on the app's origin (inside an <img> an SVG never runs script anyway).
 */
export const SERVED_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/svg+xml',
]);

/** The Content-Security-Policy of every proxied image: no script, no loads, a sandboxed document; inline SVG styles only. */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The bare, lower-cased media type of a Content-Type value when it is a served image type, else null. */
export function servedImageType(contentType: string | null | undefined): string | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return SERVED_IMAGE_TYPES.has(type) ? type : null;
}
const TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;
const IMAGE_HEADERS = { accept: 'image/*' };

/** Options of `createImageFetcher`. */
export interface ImageFetcherOptions {
  /**
   * The embedded sandbox's own origin while it runs, else null: the one origin trusted without the public
   * address check (it serves its synthetic images on loopback). Never a profile's address: a profile can
   * point anywhere, the sandbox is the desk's own.
   */
  sandboxOrigin: () => string | null;
  /** Resolves a host name to all its addresses for the check (default: the system resolver). */
  resolve?: ResolveHost;
}

/**
 * Fetches product images for the renderer, never with a credential: https from hosts whose every address
 * is public (see isPublicAddress), and plain http or a local address only from the embedded sandbox.
 * Every connection goes to the addresses that were checked (pinned: resolve, check, connect to that address),
 * in the desktop app as in browser mode, so a name that changes its answer between the check and the
 * connection (DNS rebinding) cannot reach loopback or metadata addresses. Redirects are followed by hand,
 * each hop checked again. Only the SERVED_IMAGE_TYPES come back (as their bare media type), at most MAX_IMAGE_BYTES
 * counted as they stream; anything else (HTML, JSON, too big, …) is null.
 */
export function createImageFetcher(options: ImageFetcherOptions): (url: string) => Promise<FetchedImage | null> {
  const resolve = options.resolve ?? resolveWithSystem;
  // The addresses a URL may be fetched at: null (resolve as usual) for the service, checked ones elsewhere, or refused.
  const route = async (url: URL): Promise<{ addresses: string[] | null } | 'refused'> => {
    if (url.username !== '' || url.password !== '') return 'refused';
    if (url.origin === options.sandboxOrigin()) return { addresses: null };
    if (url.protocol !== 'https:') return 'refused';
    const addresses = await publicAddressesOf(url.hostname, resolve);
    return addresses === null ? 'refused' : { addresses };
  };
  // Not Electron's net: Chromium would resolve the name again, after the check.
  const get = (url: URL, addresses: string[] | null, signal: AbortSignal): Promise<Response> => pinnedGet(url, { addresses, headers: IMAGE_HEADERS, signal });
  return async (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const target = await route(url);
      if (target === 'refused') return null;
      const response = await get(url, target.addresses, signal);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      const type = servedImageType(response.headers.get('content-type'));
      const length = Number(response.headers.get('content-length') ?? '0');
      if (!response.ok || type === null || length > MAX_IMAGE_BYTES) {
        await response.body?.cancel();
        return null;
      }
      const bytes = await readCapped(response.body, MAX_IMAGE_BYTES);
      return bytes === null ? null : { contentType: type, bytes };
    }
    return null;
  };
}

// The whole body, or null (and the transfer cancelled) as soon as more than `cap` bytes have arrived.
async function readCapped(body: ReadableStream<Uint8Array> | null, cap: number): Promise<Uint8Array | null> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
