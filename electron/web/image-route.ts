import type { ServerResponse } from 'node:http';
import { IMAGE_CSP, MAX_IMAGE_BYTES, servedImageType } from '../app/images/image-fetcher.ts';
import { endBare } from './headers.ts';

/** Fetches a product image for the renderer (host allow-listing and size caps are the fetcher's job). */
export type ImageFetcher = (url: string) => Promise<{ contentType: string; bytes: Uint8Array } | null>;

/**
 * Answers `GET /image/<capability>/?url=` (capability already checked): the image bytes, or a bare error.
 * Raster images and SVG pass; SVG is safe on this origin only because every image goes out with
 * IMAGE_CSP (no script, sandboxed) and nosniff, so opening one as a document runs nothing.
 */
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
  const type = image === null ? null : servedImageType(image.contentType);
  if (image === null || type === null || image.bytes.byteLength > MAX_IMAGE_BYTES) return endBare(res, 502);
  res.statusCode = 200;
  res.setHeader('Content-Security-Policy', IMAGE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', image.bytes.byteLength);
  res.setHeader('Cache-Control', 'private, max-age=3600');
  res.end(image.bytes);
}
