import { describe, expect, it, vi } from 'vitest';
import { isAllowedExternalUrl, openExternalSafely, RETAIL_HOSTS } from './open-external.ts';

describe('isAllowedExternalUrl', () => {
  it('allows https product pages on every retail host, bare and www.', () => {
    for (const host of ['marketplace.com.au', 'marketplace.com', 'marketplace.co.uk', 'marketplace.de', 'partsstore.com.au', 'officestore.com.au']) {
      expect(isAllowedExternalUrl(`https://${host}/dp/B000TEST01`)).toBe(true);
      expect(isAllowedExternalUrl(`https://www.${host}/dp/B000TEST01?ref=x#top`)).toBe(true);
    }
    expect(RETAIL_HOSTS.size).toBe(12);
  });

  it.each([
    ['http on a retail host', 'http://www.marketplace.com/dp/1'],
    ['credentials in the URL', 'https://user:pass@www.marketplace.com/dp/1'],
    ['a user name alone', 'https://user@marketplace.com/'],
    ['a lookalike subdomain', 'https://marketplace.com.evil.example/'],
    ['another subdomain', 'https://shop.marketplace.com/'],
    ['a suffix host', 'https://evilmarketplace.com/'],
    ['a non-default port', 'https://www.marketplace.com:8443/'],
    ['a trailing-dot host', 'https://www.marketplace.com./'],
    ['file:', 'file:///etc/passwd'],
    ['javascript:', 'javascript:alert(1)'],
    ['a custom scheme', 'ms-settings:privacy'],
    ['the app itself', 'app://desk/index.html'],
    ['not a URL', 'marketplace.com/dp/1'],
    ['empty', ''],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });

  it('refuses absurdly long URLs', () => {
    expect(isAllowedExternalUrl(`https://www.marketplace.com/${'a'.repeat(3000)}`)).toBe(false);
  });

  it('treats host case as the URL parser does', () => {
    expect(isAllowedExternalUrl('https://WWW.Marketplace.COM/dp/1')).toBe(true);
  });
});

describe('openExternalSafely', () => {
  it('passes allowed URLs to the opener', async () => {
    const open = vi.fn(async () => undefined);
    await openExternalSafely('https://www.partsstore.com.au/p/123', open);
    expect(open).toHaveBeenCalledWith('https://www.partsstore.com.au/p/123');
  });

  it('rejects and never calls the opener for anything else', async () => {
    const open = vi.fn(async () => undefined);
    await expect(openExternalSafely('https://example.com/', open)).rejects.toThrow(/retail/);
    await expect(openExternalSafely('file:///tmp/x', open)).rejects.toThrow();
    expect(open).not.toHaveBeenCalled();
  });
});
