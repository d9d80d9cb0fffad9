import { describe, expect, it } from 'vitest';
import { categoryAsins, categoryPageCount, categoryPages } from './category-asins.ts';

const node = { nodeId: '4851681051', domain: 'marketplace.com.au', postcode: '2000' };

describe('categoryAsins', () => {
  it('lists 20-120 well-formed products per node, deterministically', () => {
    for (let i = 0; i < 30; i++) {
      const input = { ...node, nodeId: String(1000 + i) };
      const rows = categoryAsins(input);
      expect(categoryAsins(input)).toEqual(rows);
      expect(rows.length).toBeGreaterThanOrEqual(20);
      expect(rows.length).toBeLessThanOrEqual(120);
      expect(new Set(rows.map((r) => r.asin)).size).toBe(rows.length);
      for (const row of rows) {
        expect(row.asin).toMatch(/^[A-Z0-9]{10}$/);
        expect(row.parent_asin).toMatch(/^[A-Z0-9]{10}$/);
        expect(row.is_variant).toBe(row.parent_asin !== row.asin);
        expect(Number.isInteger(row.price_cents) && row.price_cents > 0).toBe(true);
        expect(row.price).toMatch(/^\$[\d,]+\.\d{2}$/);
        expect(Number(row.price.replace(/[^\d]/g, ''))).toBe(row.price_cents);
      }
    }
  });

  it('differs between nodes and keeps variation families together', () => {
    expect(categoryAsins(node)).not.toEqual(categoryAsins({ ...node, nodeId: '1' }));
    const all = Array.from({ length: 20 }, (_, i) => categoryAsins({ ...node, nodeId: `n${i}` })).flat();
    expect(all.some((r) => r.is_variant)).toBe(true);
    expect(all.some((r) => !r.is_variant)).toBe(true);
    expect(all.some((r) => r.is_prime) && all.some((r) => !r.is_prime)).toBe(true);
  });

  it('honours the filters, each keeping a subset of the unfiltered listing', () => {
    const all = categoryAsins(node);
    const asins = new Set(all.map((r) => r.asin));
    const prime = categoryAsins({ ...node, filters: { prime: true } });
    expect(prime.length).toBeGreaterThan(0);
    expect(prime.every((r) => r.is_prime && asins.has(r.asin))).toBe(true);
    const tomorrow = categoryAsins({ ...node, filters: { deliveryDay: 'tomorrow' } });
    const twoDays = categoryAsins({ ...node, filters: { deliveryDay: 'within_2_days' } });
    expect(tomorrow.length).toBeLessThanOrEqual(twoDays.length);
    expect(twoDays.length).toBeLessThan(all.length);
    expect(tomorrow.every((r) => twoDays.some((t) => t.asin === r.asin))).toBe(true);
    const prices = all.map((r) => r.price_cents).sort((a, b) => a - b);
    const min = prices[Math.floor(prices.length / 4)] ?? 0;
    const max = prices[Math.floor((prices.length * 3) / 4)] ?? 0;
    const band = categoryAsins({ ...node, filters: { priceMinCents: min, priceMaxCents: max } });
    expect(band.length).toBeGreaterThan(0);
    expect(band.length).toBeLessThan(all.length);
    expect(band.every((r) => r.price_cents >= min && r.price_cents <= max)).toBe(true);
    expect(categoryAsins({ ...node, filters: { deliveryDay: null, priceMinCents: null } })).toEqual(all);
  });

  it('prices in the currency of the domain', () => {
    expect(categoryAsins({ ...node, domain: 'marketplace.co.uk', postcode: 'SW1A 1AA' })[0]?.price).toMatch(/^£/);
    expect(categoryAsins({ ...node, domain: 'marketplace.de', postcode: '10115' })[0]?.price).toMatch(/^€/);
  });

  it('counts and splits listing pages of 24', () => {
    expect(categoryPageCount(0)).toBe(1);
    expect(categoryPageCount(24)).toBe(1);
    expect(categoryPageCount(25)).toBe(2);
    expect(categoryPages([])).toEqual([[]]);
    const rows = categoryAsins(node);
    const pages = categoryPages(rows);
    expect(pages).toHaveLength(categoryPageCount(rows.length));
    expect(pages.flat()).toEqual(rows);
  });
});
