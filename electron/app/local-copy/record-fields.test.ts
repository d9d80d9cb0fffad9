import { describe, expect, it } from 'vitest';
import { outputFacts, parsePrice, readsInStock, recordKey } from './record-fields.ts';

describe('reading result records', () => {
  it('reads prices as the stores write them into cents and a symbol', () => {
    expect(parsePrice('$1,249.99')).toEqual({ cents: 124999, currency: '$' });
    expect(parsePrice('£12')).toEqual({ cents: 1200, currency: '£' });
    expect(parsePrice('12,99 €')).toEqual({ cents: 1299, currency: '€' });
    expect(parsePrice('A$ 5.50')).toEqual({ cents: 550, currency: 'A$' });
    expect(parsePrice('1.299,00 €')).toEqual({ cents: 129900, currency: '€' });
    expect(parsePrice(3.5)).toEqual({ cents: 350, currency: null });
    expect(parsePrice('Price not shown')).toBeNull();
    expect(parsePrice('')).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
  });

  it('reads stock from the availability text, or a stock count when there is one', () => {
    expect(readsInStock('In stock', undefined)).toBe(true);
    expect(readsInStock('Only 3 left in stock.', undefined)).toBe(true);
    expect(readsInStock('Currently unavailable.', undefined)).toBe(false);
    expect(readsInStock('Out of stock in store - available for delivery', undefined)).toBe(false);
    expect(readsInStock('Low stock', 0)).toBe(false);
    expect(readsInStock(null, undefined)).toBeNull();
  });

  it('keys an item the same way in every run: asin@domain@postcode, sku@store, sku@postcode', () => {
    expect(recordKey({ asin: 'B000000001', domain: 'm.com.au', postcode: '2000' })).toBe('B000000001@m.com.au@2000');
    expect(recordKey({ asin: 'B000000001', domain: 'm.com.au', postcode: '3000' })).toBe('B000000001@m.com.au@3000');
    // A record that does not say where it was priced (a category scrape's) keeps its ASIN; the archive step places it.
    expect(recordKey({ asin: 'B000000001', title: 'x' })).toBe('B000000001');
    expect(recordKey({ sku: 'S1', store_id: 'W411', postcode: '2000' })).toBe('S1@W411');
    expect(recordKey({ sku: 'P1', postcode: '2000' })).toBe('P1@2000');
    expect(recordKey({ title: 'nothing to key on' })).toBeNull();
  });

  it('splits a record into typed columns and the fields that rarely move', () => {
    const facts = outputFacts({
      sku: 'S1',
      store_id: 'W411',
      title: 'Stapler',
      price: '$9.99',
      stock: 0,
      availability: 'Out of stock',
      synthetic: true,
      nested: { a: 1 },
    });
    expect(facts).toEqual({
      key: 'S1@W411',
      code: 'S1',
      title: 'Stapler',
      priceCents: 999,
      priceText: '$9.99',
      currency: '$',
      availability: 'Out of stock',
      inStock: false,
      stock: 0,
      details: { sku: 'S1', store_id: 'W411', title: 'Stapler', synthetic: true },
    });
    expect(outputFacts({ asin: 'B1', price_cents: 1999, in_stock: true })).toMatchObject({ priceCents: 1999, inStock: true });
  });
});
