import { IMAGE_CSP, MAX_IMAGE_BYTES as FETCHED_IMAGE_MAX_BYTES, SERVED_IMAGE_TYPES, servedImageType } from '../app/images/image-fetcher.ts';

/** Scheme through which the renderer shows remote product images, fetched by main without credentials. */
export const DESK_IMAGE_SCHEME = 'desk-image';
const IMAGE_HOST = 'img';

/** Where the renderer loads proxied images from in Electron (`app.imageBase`): append `?url=<encoded URL>`. */
export const DESK_IMAGE_BASE = `${DESK_IMAGE_SCHEME}://${IMAGE_HOST}/`;

/** Privileges of desk-image: a standard, secure scheme usable only from <img> (no fetch, no service workers). */
export const DESK_IMAGE_SCHEME_PRIVILEGES = { standard: true, secure: true } as const;

/** Image types served to the renderer (raster and SVG; see image-fetcher.ts), re-exported for callers here. */
export { SERVED_IMAGE_TYPES };

/** The largest image passed through (the same cap as browser mode's image route). */
export const MAX_IMAGE_BYTES = FETCHED_IMAGE_MAX_BYTES;

/** The desk-image: URL showing the remote image at `src`, as the renderer builds it from `app.imageBase`. */
export function deskImageUrl(src: string): string {
  return `${DESK_IMAGE_BASE}?url=${encodeURIComponent(src)}`;
}

/**
 * The remote image a desk-image: request asks for: an http(s) URL without credentials, or null.
 * Which hosts may be fetched is the fetcher's decision (as in browser mode).
 */
export function deskImageSource(requestUrl: string): string | null {
  let target: URL;
  try {
    const url = new URL(requestUrl);
    if (url.protocol !== `${DESK_IMAGE_SCHEME}:` || url.host !== IMAGE_HOST) return null;
    const raw = url.searchParams.get('url');
    if (!raw || raw.length > 4096) return null;
    target = new URL(raw);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.username !== '' || target.password !== '') return null;
  return target.href;
}

function refuse(status: number): Response {
  return new Response(null, { status, headers: { 'x-content-type-options': 'nosniff' } });
}

/**
 * Answers one desk-image: request with `fetchImage` (which never sends credentials): raster images and
 * SVG pass, always with IMAGE_CSP and nosniff, so an SVG opened as a document can never run script.
 */
export async function serveDeskImage(
  request: { url: string; method: string },
  fetchImage: (url: string) => Promise<{ contentType: string; bytes: Uint8Array } | null>,
): Promise<Response> {
  if (request.method !== 'GET') return refuse(405);
  const src = deskImageSource(request.url);
  if (!src) return refuse(400);
  let image: { contentType: string; bytes: Uint8Array } | null;
  try {
    image = await fetchImage(src);
  } catch {
    return refuse(502);
  }
  if (!image) return refuse(404);
  const type = servedImageType(image.contentType);
  if (type === null || image.bytes.byteLength > MAX_IMAGE_BYTES) return refuse(502);
  return new Response(new Uint8Array(image.bytes), {
    status: 200,
    headers: {
      'content-type': type,
      'content-length': String(image.bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'content-security-policy': IMAGE_CSP,
      'cache-control': 'private, max-age=3600',
    },
  });
}
