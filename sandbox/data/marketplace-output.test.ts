import { describe, expect, it } from 'vitest';
import { getCatalogue } from './catalogue-data.ts';
import { itemFails, marketplaceOutput, officestoreOutput, partsOutput } from './marketplace-output.ts';

const base = { asin: 'B07XYZ1234', postcode: '2150', domain: 'marketplace.com.au', fetchMode: 'full' as const, runSeed: 7 };

describe('marketplaceOutput', () => {
  it('is deterministic and holds the full-mode fields', () => {
    const out = marketplaceOutput(base);
    expect(marketplaceOutput(base)).toEqual(out);
    expect(out).toMatchObject({ asin: 'B07XYZ1234', synthetic: true });
    for (const key of ['title', 'price', 'availability', 'brand', 'seller_name', 'image'] as const) expect(typeof out[key]).toBe('string');
    expect(out.price).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(typeof out.rating).toBe('number');
    expect(Number.isInteger(out.review_count)).toBe(true);
    expect(typeof out.is_prime).toBe('boolean');
    expect(out.title.startsWith(out.brand ?? '?')).toBe(true);
    expect(out.image).toBe('/sandbox-assets/marketplace/B07XYZ1234.svg');
    expect(marketplaceOutput({ ...base, assetBaseUrl: 'http://127.0.0.1:9' }).image).toBe('http://127.0.0.1:9/sandbox-assets/marketplace/B07XYZ1234.svg');
  });

  it('leaves out the full-mode fields in availability_only', () => {
    const out = marketplaceOutput({ ...base, fetchMode: 'availability_only' });
    expect(Object.keys(out).sort()).toEqual(['asin', 'availability', 'price', 'synthetic', 'title']);
  });

  it('keeps the title per ASIN and moves the price a little by postcode and run', () => {
    const cents = (price: string): number => Number(price.replace(/[^\d]/g, ''));
    const asins = Array.from({ length: 40 }, (_, i) => `B0TEST${String(i).padStart(4, '0')}`);
    let moved = 0;
    for (const asin of asins) {
      const a = marketplaceOutput({ ...base, asin });
      const b = marketplaceOutput({ ...base, asin, postcode: '6000', runSeed: 8 });
      expect(b.title).toBe(a.title);
      expect(b.brand).toBe(a.brand);
      expect(Math.abs(cents(b.price) - cents(a.price)) / cents(a.price)).toBeLessThan(0.12);
      if (a.price !== b.price) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('prices in the currency of the domain', () => {
    expect(marketplaceOutput({ ...base, domain: 'marketplace.co.uk', postcode: 'SW1A 1AA' }).price).toMatch(/^£/);
    expect(marketplaceOutput({ ...base, domain: 'marketplace.de', postcode: '10115' }).price).toMatch(/^€/);
    expect(marketplaceOutput({ ...base, domain: 'marketplace.com', postcode: '10001' }).price).toMatch(/^\$/);
  });
});

describe('itemFails', () => {
  it('fails about 2% of items, deterministically', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `item-${i}`);
    const failed = keys.filter((key) => itemFails({ key, runSeed: 'run-1' }));
    expect(failed.length).toBeGreaterThan(50);
    expect(failed.length).toBeLessThan(150);
    expect(keys.filter((key) => itemFails({ key, runSeed: 'run-1' }))).toEqual(failed);
    expect(keys.filter((key) => itemFails({ key, runSeed: 'run-2' }))).not.toEqual(failed);
  });
});

describe('partsOutput and officestoreOutput', () => {
  it('builds a partsstore record from the product code and postcode', () => {
    const out = partsOutput({ sku: 'RYCO-Z411', postcode: '3121' });
    expect(partsOutput({ sku: 'RYCO-Z411', postcode: '3121' })).toEqual(out);
    expect(out.price).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(out.nearest_store).toContain('VIC');
    expect(out.freight === 'Free' || /^\$\d+\.95$/.test(out.freight)).toBe(true);
    expect(out.title.length).toBeGreaterThan(5);
    expect(out.availability.length).toBeGreaterThan(0);
  });

  it('builds an officestore record at the chosen or nearest store', () => {
    const product = getCatalogue().records[3]!.product;
    const nearest = officestoreOutput({ sku: product.sku, postcode: '4000' });
    expect(nearest).toMatchObject({ title: product.title, brand: product.brand, store_id: 'W501', synthetic: true });
    expect(nearest.price).toBe(`$${product.price_value.toFixed(2)}`);
    expect(Number.isInteger(nearest.stock)).toBe(true);
    expect(officestoreOutput({ sku: product.sku, postcode: '4000', store_id: 'W801' }).store_id).toBe('W801');
    expect(officestoreOutput({ sku: product.sku, postcode: '4000', store_id: 'W000' }).store_id).toBe('W501');
    expect(officestoreOutput({ sku: '0000001', postcode: '2000' }).title).toContain('(sandbox)');
  });
});
