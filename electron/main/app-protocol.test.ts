import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { mimeTypeFor, resolveRendererFile, serveRendererFile } from './app-protocol.ts';
import { RENDERER_CSP } from './security.ts';

const root = path.resolve('/opt/desk/out/renderer');

describe('resolveRendererFile', () => {
  it('maps app://desk paths into the renderer folder', () => {
    expect(resolveRendererFile(root, 'app://desk/index.html')).toBe(path.join(root, 'index.html'));
    expect(resolveRendererFile(root, 'app://desk/assets/index-abc.js')).toBe(path.join(root, 'assets', 'index-abc.js'));
    expect(resolveRendererFile(root, 'app://desk/')).toBe(path.join(root, 'index.html'));
  });

  it('serves index.html for client-side routes', () => {
    expect(resolveRendererFile(root, 'app://desk/collections/12')).toBe(path.join(root, 'index.html'));
  });

  it('never leaves the renderer folder', () => {
    expect(resolveRendererFile(root, 'app://desk/../../etc/passwd.txt')).toBe(path.join(root, 'etc', 'passwd.txt'));
    expect(resolveRendererFile(root, 'app://desk/%2e%2e/%2e%2e/etc/passwd.txt')).toBe(path.join(root, 'etc', 'passwd.txt'));
    expect(resolveRendererFile(root, 'app://desk/..%5c..%5csecret.txt')).toBeNull();
    expect(resolveRendererFile(root, 'app://desk/a%00.js')).toBeNull();
    expect(resolveRendererFile(root, 'app://desk/%E0%A4%A.js')).toBeNull();
  });

  it('refuses other hosts and schemes', () => {
    expect(resolveRendererFile(root, 'app://other/index.html')).toBeNull();
    expect(resolveRendererFile(root, 'file:///opt/desk/out/renderer/index.html')).toBeNull();
    expect(resolveRendererFile(root, 'nonsense')).toBeNull();
  });
});

describe('serveRendererFile', () => {
  it('answers with the file, its type, and the CSP', async () => {
    const read = vi.fn(async () => new TextEncoder().encode('<!doctype html>'));
    const response = await serveRendererFile(root, { url: 'app://desk/index.html', method: 'GET' }, read);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(RENDERER_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('<!doctype html>');
    expect(read).toHaveBeenCalledWith(path.join(root, 'index.html'));
  });

  it('answers 404 for a missing file or a foreign URL, 405 for writes', async () => {
    const read = vi.fn(async () => Promise.reject(new Error('ENOENT')));
    expect((await serveRendererFile(root, { url: 'app://desk/missing.js', method: 'GET' }, read)).status).toBe(404);
    expect((await serveRendererFile(root, { url: 'app://evil/x.js', method: 'GET' }, read)).status).toBe(404);
    expect((await serveRendererFile(root, { url: 'app://desk/x.js', method: 'POST' }, read)).status).toBe(405);
  });

  it('knows the types a Vite build emits', () => {
    expect(mimeTypeFor('a.js')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeFor('a.css')).toBe('text/css; charset=utf-8');
    expect(mimeTypeFor('a.woff2')).toBe('font/woff2');
    expect(mimeTypeFor('a.unknown')).toBe('application/octet-stream');
  });
});
