import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { endBare } from './headers.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The outcome of resolving a request path inside the static root. */
type Resolved = { kind: 'file'; path: string; size: number } | { kind: 'missing' } | { kind: 'refused' };

/** Maps a URL path to a regular file strictly inside `root` (symlinks resolved); traversal is refused. */
export async function resolveStatic(root: string, urlPath: string): Promise<Resolved> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'refused' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'refused' };
  if (decoded.split('/').some((segment) => segment === '..')) return { kind: 'refused' };
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return { kind: 'refused' };
  try {
    const real = await realpath(candidate);
    if (real !== root && !real.startsWith(root + sep)) return { kind: 'refused' };
    const info = await stat(real);
    return info.isFile() ? { kind: 'file', path: real, size: info.size } : { kind: 'missing' };
  } catch {
    return { kind: 'missing' };
  }
}

function send(req: IncomingMessage, res: ServerResponse, file: { path: string; size: number }): void {
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
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
