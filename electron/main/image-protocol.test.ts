import { describe, expect, it, vi } from 'vitest';
import { DESK_IMAGE_BASE, deskImageSource, deskImageUrl, MAX_IMAGE_BYTES, serveDeskImage } from './image-protocol.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('deskImageSource', () => {
  it('reads the remote URL the renderer built from app.imageBase', () => {
    expect(DESK_IMAGE_BASE).toBe('desk-image://img/');
    const src = 'https://images.marketplace.com/I/abc.jpg?x=1&y=2';
    expect(deskImageSource(deskImageUrl(src))).toBe(src);
    expect(deskImageSource(`${DESK_IMAGE_BASE}?url=${encodeURIComponent('http://127.0.0.1:8080/img/1.png')}`)).toBe('http://127.0.0.1:8080/img/1.png');
  });

  it('refuses credentials, other schemes, other hosts and missing URLs', () => {
    expect(deskImageSource(deskImageUrl('https://user:pw@images.example/a.png'))).toBeNull();
    expect(deskImageSource(deskImageUrl('file:///etc/passwd'))).toBeNull();
    expect(deskImageSource(deskImageUrl('data:image/png;base64,AAAA'))).toBeNull();
    expect(deskImageSource('desk-image://other/?url=https%3A%2F%2Fa.example%2Fa.png')).toBeNull();
    expect(deskImageSource('desk-image://img/')).toBeNull();
    expect(deskImageSource('https://img/?url=https%3A%2F%2Fa.example%2Fa.png')).toBeNull();
  });
});

describe('serveDeskImage', () => {
  it('answers with the fetched raster image', async () => {
    const fetchImage = vi.fn(async () => ({ contentType: 'image/png; charset=binary', bytes: png }));
    const response = await serveDeskImage({ url: deskImageUrl('https://a.example/a.png'), method: 'GET' }, fetchImage);
    expect(fetchImage).toHaveBeenCalledWith('https://a.example/a.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it('serves SVG as a sandboxed, script-free document with nosniff', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const response = await serveDeskImage({ url: deskImageUrl('https://a.example/a.svg'), method: 'GET' }, async () => ({
      contentType: 'image/svg+xml; charset=utf-8',
      bytes: svg,
    }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(svg);
  });

  it('refuses HTML, other non-image types and oversized bodies', async () => {
    for (const image of [
      { contentType: 'text/html', bytes: png },
      { contentType: 'application/xhtml+xml', bytes: png },
      { contentType: '', bytes: png },
      { contentType: 'image/png', bytes: new Uint8Array(MAX_IMAGE_BYTES + 1) },
    ]) {
      const response = await serveDeskImage({ url: deskImageUrl('https://a.example/a'), method: 'GET' }, async () => image);
      expect(response.status).toBe(502);
    }
  });

  it('answers 404 when there is no image, 502 when fetching fails, 400/405 for bad requests', async () => {
    const url = deskImageUrl('https://a.example/a.png');
    expect((await serveDeskImage({ url, method: 'GET' }, async () => null)).status).toBe(404);
    expect((await serveDeskImage({ url, method: 'GET' }, async () => Promise.reject(new Error('x')))).status).toBe(502);
    const never = vi.fn();
    expect((await serveDeskImage({ url: 'desk-image://img/?url=nope', method: 'GET' }, never)).status).toBe(400);
    expect((await serveDeskImage({ url, method: 'POST' }, never)).status).toBe(405);
    expect(never).not.toHaveBeenCalled();
  });
});
