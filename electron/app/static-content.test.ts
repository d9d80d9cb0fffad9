import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeUrlPath, isInsideRoot, mimeTypeFor } from './static-content.ts';

describe('static content helpers', () => {
  it('names content types, octet-stream when unknown', () => {
    expect(mimeTypeFor('index.HTML')).toBe('text/html; charset=utf-8');
    expect(mimeTypeFor('x.wasm')).toBe('application/wasm');
    expect(mimeTypeFor('x')).toBe('application/octet-stream');
  });

  it('decodes a URL path, refusing malformed ones, NUL and backslash', () => {
    expect(decodeUrlPath('/a%20b.js')).toBe('/a b.js');
    expect(decodeUrlPath('/%E0%A4%A')).toBeNull();
    expect(decodeUrlPath('/a%00.js')).toBeNull();
    expect(decodeUrlPath('/..%5Csecret')).toBeNull();
  });

  it('keeps paths strictly inside the root', () => {
    const root = path.resolve('/srv/app');
    expect(isInsideRoot(root, path.join(root, 'a.js'))).toBe(true);
    expect(isInsideRoot(root, root)).toBe(false);
    expect(isInsideRoot(root, `${root}-other${path.sep}a.js`)).toBe(false);
  });
});
