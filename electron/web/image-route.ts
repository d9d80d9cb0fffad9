import type { ServerResponse } from 'node:http';
import { DATA_CSP, endBare } from './headers.ts';

/** Fetches a product image for the renderer (host allow-listing and size caps are the fetcher's job). */
export type ImageFetcher = (url: string) => Promise<{ contentType: string; bytes: Uint8Array } | null>;

/** Raster image types only: an SVG served from this origin could run script if opened directly. */
const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon',
]);

/** The largest image passed through. */
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Answers `GET /image/<capability>/?url=` (capability already checked): the image bytes, or a bare error. */
export async function serveImage(res: ServerResponse, target: string | null, fetchImage: ImageFetcher | undefined): Promise<void> {
  if (fetchImage === undefined || target === null) return endBare(res, 404);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return endBare(res, 400);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return endBare(res, 400);
  let image: Awaited<ReturnType<ImageFetcher>>;
  try {
    image = await fetchImage(url.href);
  } catch {
    return endBare(res, 502);
  }
  const type = image?.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (image === null || !IMAGE_TYPES.has(type) || image.bytes.byteLength > MAX_IMAGE_BYTES) return endBare(res, 502);
  res.statusCode = 200;
  res.setHeader('Content-Security-Policy', DATA_CSP);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', image.bytes.byteLength);
  res.setHeader('Cache-Control', 'private, max-age=3600');
  res.end(image.bytes);
}
