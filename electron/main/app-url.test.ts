import { describe, expect, it } from 'vitest';
import { isAppUrl, PACKAGED_RENDERER_URL } from './app-url.ts';
import { devRendererUrl } from './dev-url.ts';

describe('isAppUrl', () => {
  it('accepts any page of the renderer origin', () => {
    expect(isAppUrl('app://desk/index.html', PACKAGED_RENDERER_URL)).toBe(true);
    expect(isAppUrl('app://desk/collections/3?tab=items#x', PACKAGED_RENDERER_URL)).toBe(true);
    expect(isAppUrl('http://localhost:5173/postcodes', 'http://localhost:5173/')).toBe(true);
  });

  it('refuses other schemes, hosts, ports and anything unparsable', () => {
    expect(isAppUrl('app://evil/index.html', PACKAGED_RENDERER_URL)).toBe(false);
    expect(isAppUrl('file:///app/index.html', PACKAGED_RENDERER_URL)).toBe(false);
    expect(isAppUrl('https://desk/index.html', PACKAGED_RENDERER_URL)).toBe(false);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
    expect(isAppUrl('http://user@localhost:5173/', 'http://localhost:5173/')).toBe(false);
    expect(isAppUrl('about:blank', PACKAGED_RENDERER_URL)).toBe(false);
    expect(isAppUrl('', PACKAGED_RENDERER_URL)).toBe(false);
    expect(isAppUrl(null, PACKAGED_RENDERER_URL)).toBe(false);
    expect(isAppUrl('not a url', PACKAGED_RENDERER_URL)).toBe(false);
  });
});

describe('devRendererUrl', () => {
  it('accepts the loopback dev server only', () => {
    expect(devRendererUrl('http://localhost:5173')).toBe('http://localhost:5173/');
    expect(devRendererUrl('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173/');
    expect(devRendererUrl(undefined)).toBeNull();
    expect(devRendererUrl('https://evil.example/')).toBeNull();
    expect(devRendererUrl('http://192.168.1.2:5173/')).toBeNull();
    expect(devRendererUrl('file:///tmp/index.html')).toBeNull();
    expect(devRendererUrl('nonsense')).toBeNull();
  });
});
