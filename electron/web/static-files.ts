import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeUrlPath, isInsideRoot, mimeTypeFor } from '../app/static-content.ts';
import { endBare } from './headers.ts';

/** The outcome of resolving a request path inside the static root. */
type Resolved = { kind: 'file'; path: string; size: number } | { kind: 'missing' } | { kind: 'refused' };

/** Maps a URL path to a regular file strictly inside `root` (symlinks resolved); traversal is refused. */
export async function resolveStatic(root: string, urlPath: string): Promise<Resolved> {
  const decoded = decodeUrlPath(urlPath);
  if (decoded === null) return { kind: 'refused' };
  if (decoded.split('/').some((segment) => segment === '..')) return { kind: 'refused' };
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !isInsideRoot(root, candidate)) return { kind: 'refused' };
  try {
    const real = await realpath(candidate);
    if (real !== root && !isInsideRoot(root, real)) return { kind: 'refused' };
    const info = await stat(real);
    return info.isFile() ? { kind: 'file', path: real, size: info.size } : { kind: 'missing' };
  } catch {
    return { kind: 'missing' };
  }
}

function send(req: IncomingMessage, res: ServerResponse, file: { path: string; size: number }): void {
  const type = mimeTypeFor(file.path);
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', file.size);
  // Hashed assets could be cached for long; index.html must always be fresh (it names them).
  res.setHeader('Cache-Control', type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * Serves the built renderer from `root` (an absolute, real path): files as they are, never a
 * directory listing, traversal refused with 403, and any other path falls back to `index.html`
 * (the single-page app routes on the client) unless it names a missing asset file.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, urlPath: string): Promise<void> {
  const found = await resolveStatic(root, urlPath);
  if (found.kind === 'refused') return endBare(res, 403);
  if (found.kind === 'file') return send(req, res, found);
  if (extname(urlPath) !== '' && extname(urlPath) !== '.html') return endBare(res, 404);
  const index = await resolveStatic(root, '/index.html');
  if (index.kind !== 'file') return endBare(res, 404);
  send(req, res, index);
}
