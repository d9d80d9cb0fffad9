import { describe, expect, it } from 'vitest';
import { parseHash, routeHref, sectionOf } from './router.ts';

describe('hash router', () => {
  it('parses static and parameterised routes', () => {
    expect(parseHash('#/postcodes')).toMatchObject({ name: 'postcodes', params: {} });
    expect(parseHash('#/collections/42')).toMatchObject({ name: 'collection', params: { id: '42' } });
    expect(parseHash('#/scrapes/7')).toMatchObject({ name: 'scrape', params: { id: '7' } });
    expect(parseHash('/account')).toMatchObject({ name: 'account' });
  });

  it('lands on postcodes for an empty hash and tolerates a trailing slash', () => {
    expect(parseHash('').name).toBe('postcodes');
    expect(parseHash('#').name).toBe('postcodes');
    expect(parseHash('#/import/').name).toBe('import');
  });

  it('parses the query string', () => {
    const match = parseHash('#/collections/9?tab=runs&q=a%20b');
    expect(match.params).toEqual({ id: '9' });
    expect(match.query).toEqual({ tab: 'runs', q: 'a b' });
  });

  it('reports unknown paths as not found', () => {
    expect(parseHash('#/nope')).toMatchObject({ name: null, path: '/nope' });
    expect(parseHash('#/collections/1/2').name).toBeNull();
    expect(parseHash('#/collections/%E0%A4%A').name).toBeNull();
  });

  it('builds hrefs that parse back', () => {
    expect(routeHref('postcodes')).toBe('#/postcodes');
    expect(routeHref('collection', { id: 42 }, { tab: 'runs', empty: '' })).toBe('#/collections/42?tab=runs');
    expect(parseHash(routeHref('scrape', { id: 'a/b' })).params).toEqual({ id: 'a/b' });
    expect(() => routeHref('collection')).toThrow();
  });

  it('maps detail routes to their section', () => {
    expect(sectionOf('collection')).toBe('collections');
    expect(sectionOf('scrape')).toBe('scrapes');
    expect(sectionOf('account')).toBe('account');
  });
});
