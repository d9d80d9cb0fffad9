import { describe, expect, it } from 'vitest';
import { categoryScrapeEndpoints, nodeIdFromCategoryUrl } from './category-scrape.ts';
import { parseRequest } from './validation-message.ts';

describe('nodeIdFromCategoryUrl', () => {
  it.each([
    ['https://www.marketplace.com.au/b?node=4851799051', '4851799051'],
    ['https://www.marketplace.com.au/b/?ie=UTF8&node=5130626051&ref_=x', '5130626051'],
    ['https://www.marketplace.com/s?rh=n%3A172282&fs=true', '172282'],
    ['https://www.marketplace.com/b/2619533011', '2619533011'],
    ['https://www.marketplace.co.uk/Kitchen/b/560798', '560798'],
    ['https://www.marketplace.de/gp/browse/340843031/', '340843031'],
    ['https://www.marketplace.com/some-category/12345?ref=nav#top', '12345'],
    ['  https://www.marketplace.com/b?node=42  ', '42'],
  ])('%s → %s', (url, id) => {
    expect(nodeIdFromCategoryUrl(url)).toBe(id);
  });

  it('answers null when there is no node id', () => {
    expect(nodeIdFromCategoryUrl('https://www.marketplace.com/kitchen')).toBeNull();
    expect(nodeIdFromCategoryUrl('')).toBeNull();
  });
});

describe('category scrape add_schedule body', () => {
  const base = { category_url: 'https://www.marketplace.com.au/b?node=1', marketplace_node_id: '1', domain: 'marketplace.com.au', postcode: '2000' };
  const message = (body: unknown): string | null => {
    const r = parseRequest(categoryScrapeEndpoints.add.input, body);
    return r.success ? null : r.message;
  };

  it('accepts the minimal body', () => {
    expect(message(base)).toBeNull();
    expect(message({ ...base, filter_delivery_day: null })).toBeNull();
  });

  it('checks the postcode against the domain pattern', () => {
    expect(message({ ...base, postcode: '20000' })).toBe('Invalid postcode format.');
    expect(message({ ...base, domain: 'marketplace.co.uk', postcode: 'SW1A 1AA' })).toBeNull();
    expect(message({ ...base, domain: 'marketplace.com', postcode: '10001-1234' })).toBeNull();
  });

  it('keeps the AU-only filters to the AU domain', () => {
    const us = { ...base, domain: 'marketplace.com', postcode: '10001' };
    expect(message({ ...us, filter_delivery_day: 'tomorrow' })).toMatch(/^filter_delivery_day: .*marketplace\.com\.au only\.$/);
    expect(message({ ...us, filter_prime_ships_from_au: true })).toMatch(/^filter_prime_ships_from_au: /);
    expect(message({ ...us, filter_prime_ships_from_au: false })).toBeNull();
    expect(message({ ...base, filter_delivery_day: 'next_week' })).toBe('filter_delivery_day: "next_week" is not a valid choice.');
  });

  it('checks the URL, node id, prices and priority', () => {
    expect(message({ ...base, category_url: 'ftp://x/y' })).toBe('category_url: Enter a valid URL.');
    expect(message({ ...base, marketplace_node_id: 'abc' })).toMatch(/^marketplace_node_id: /);
    expect(message({ ...base, price_min_cents: 500, price_max_cents: 100 })).toMatch(/^price_max_cents: /);
    expect(message({ ...base, price_min_cents: -1 })).toBe('price_min_cents: Ensure this value is greater than or equal to 0.');
    expect(message({ ...base, priority: 'Urgent' })).toBe('priority: "Urgent" is not a valid choice.');
    expect(message({ ...base, marketplace_node_id: undefined })).toBe('marketplace_node_id: This field is required.');
  });
});
