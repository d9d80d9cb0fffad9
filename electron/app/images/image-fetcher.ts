import { isIP } from 'node:net';

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

/** Whether a host name is this computer or a private network address (never fetched unless it is the service). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host === '') return true;
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (isIP(host) === 6) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

/**
 * Fetches product images for the renderer, never with a credential: https from any public host, and
 * plain http or a local address only from the active service itself (the embedded sandbox serves its
 * synthetic images on loopback). Redirects are followed by hand, each hop checked again. Only the
 * SERVED_IMAGE_TYPES come back (as their bare media type); anything else (HTML, JSON, …) is null.
 */
export function createImageFetcher(options: {
  fetch?: typeof fetch;
  /** The active service's origin, or null when unknown. */
  serviceOrigin: () => string | null;
}): (url: string) => Promise<FetchedImage | null> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const allowed = (url: URL): boolean => {
    if (url.username !== '' || url.password !== '') return false;
    if (url.origin === options.serviceOrigin()) return true;
    return url.protocol === 'https:' && !isLocalHost(url.hostname);
  };
  return async (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!allowed(url)) return null;
      const response = await doFetch(url.href, { method: 'GET', redirect: 'manual', signal, credentials: 'omit', headers: { accept: 'image/*' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const type = servedImageType(response.headers.get('content-type'));
      const length = Number(response.headers.get('content-length') ?? '0');
      if (type === null || length > MAX_IMAGE_BYTES) {
        await response.body?.cancel();
        return null;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.byteLength > MAX_IMAGE_BYTES) return null;
      return { contentType: type, bytes };
    }
    return null;
  };
}
