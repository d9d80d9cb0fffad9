import { describe, expect, it } from 'vitest';
import { fixedDomainOf, itemNoun, itemTypeOf, localItemRow } from './item-rows.ts';

describe('item rows', () => {
  it('maps collection types to item types (category scrapes are not managed here)', () => {
    expect(itemTypeOf('marketplace')).toBe('marketplace');
    expect(itemTypeOf('officestore')).toBe('officestore');
    expect(itemTypeOf('marketplace_category_scrape')).toBeNull();
    expect(itemNoun('partsstore', true)).toBe('parts');
    expect(fixedDomainOf('officestore')).toBe('officestore.com.au');
    expect(fixedDomainOf('marketplace')).toBeNull();
  });
});

describe('local copy rows', () => {
  const base = {
    key: 'B0E2E00001',
    itemId: 9,
    type: 'marketplace' as const,
    code: 'B0E2E00001',
    postcode: '2000',
    domain: 'marketplace.com.au',
    storeId: null,
    customId: 'first-one',
    createdAt: '2026-11-20T10:00:00Z',
    includeRawHtml: true,
    output: 'HTML' as const,
    title: null,
    price: 12.5,
    currency: '$',
    availability: 'In stock',
    inStock: true,
    trend: [],
    outputRunId: null,
    outputOlder: false,
  };

  it('give a marketplace item the fields the table shows and the edit form starts from', () => {
    expect(localItemRow(base)).toEqual({
      id: 9,
      code: 'B0E2E00001',
      postcode: '2000',
      created: '2026-11-20T10:00:00Z',
      domain: 'marketplace.com.au',
      customId: 'first-one',
      includeRawHtml: true,
      output: 'HTML',
    });
  });

  it('leave out what a type does not have, and keep the store of an officestore SKU', () => {
    const sku = { ...base, type: 'officestore' as const, domain: null, customId: null, includeRawHtml: null, output: null, storeId: '118' };
    expect(localItemRow(sku)).toEqual({ id: 9, code: 'B0E2E00001', postcode: '2000', created: '2026-11-20T10:00:00Z', store: '118' });
  });
});
