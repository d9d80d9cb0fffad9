import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST, APP_SCHEME } from './app-url.ts';
import { decodeUrlPath, isInsideRoot, mimeTypeFor } from '../app/static-content.ts';
import { contentSecurityPolicy } from './security.ts';

/** The privileges of the app: scheme: a standard, secure origin so the renderer behaves as on https. */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } as const;

/** The content type served for a file name (shared with browser mode's static files). */
export { mimeTypeFor } from '../app/static-content.ts';

/**
 * Maps an `app://desk/…` URL to a file inside `rendererDir`, or null when the URL is not the app's or
 * would leave the directory. Paths without an extension are client-side routes and get index.html.
 */
export function resolveRendererFile(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  const pathname = decodeUrlPath(url.pathname);
  if (pathname === null) return null;
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  const file = relative === '' || path.posix.extname(relative) === '' ? 'index.html' : relative;
  const root = path.resolve(rendererDir);
  const resolved = path.resolve(root, file);
  return isInsideRoot(root, resolved) ? resolved : null;
}

function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}

/** Answers one `app:` request from the built renderer, with the CSP on every response. */
export async function serveRendererFile(
  rendererDir: string,
  request: { url: string; method: string },
  read: (file: string) => Promise<Uint8Array> = readFile,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed');
  const file = resolveRendererFile(rendererDir, request.url);
  if (!file) return textResponse(404, 'Not found');
  let body: Uint8Array;
  try {
    body = await read(file);
  } catch {
    return textResponse(404, 'Not found');
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': mimeTypeFor(file),
      'content-security-policy': contentSecurityPolicy(false),
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-cache',
    },
  });
}
