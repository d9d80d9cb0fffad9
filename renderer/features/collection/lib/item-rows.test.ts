import { describe, expect, it } from 'vitest';
import { fixedDomainOf, itemNoun, itemsPageRows, itemTypeOf, localItemRow, officestoreRow, partRow } from './item-rows.ts';

const asin = {
  id: 4,
  asin: 'B000000001',
  collection: 1,
  domain: { id: 1, domain: 'marketplace.com.au' },
  customer_postcode: { id: 9, zipcode: '2000' },
  custom_id: 'ref-1',
  include_raw_html: true,
  output: 'JSON' as const,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('item rows', () => {
  it('maps collection types to item types (category scrapes are not managed here)', () => {
    expect(itemTypeOf('marketplace')).toBe('marketplace');
    expect(itemTypeOf('officestore')).toBe('officestore');
    expect(itemTypeOf('marketplace_category_scrape')).toBeNull();
    expect(itemNoun('partsstore', true)).toBe('parts');
    expect(fixedDomainOf('officestore')).toBe('officestore.com.au');
    expect(fixedDomainOf('marketplace')).toBeNull();
  });

  it('reads a marketplace page', () => {
    const counted = itemsPageRows({ type: 'marketplace', total: 120, items: [asin] });
    expect(counted.total).toBe(120);
    expect(counted.rows[0]).toMatchObject({
      id: 4,
      code: 'B000000001',
      domain: 'marketplace.com.au',
      postcode: '2000',
      postcodeId: 9,
      customId: 'ref-1',
      includeRawHtml: true,
    });
    expect(itemsPageRows({ type: 'marketplace', total: 2, items: [asin, { ...asin, id: 5, customer_postcode: null }] }).rows[1]).toMatchObject({
      postcode: '',
      postcodeId: null,
    });
  });

  it('reads parts and officestore SKUs', () => {
    expect(partRow({ id: 1, sku: 'P1', customer_postcode: '3000', collection: 2, created_at: '2026-01-01 00:00:00' })).toEqual({
      id: 1,
      code: 'P1',
      postcode: '3000',
      created: '2026-01-01 00:00:00',
    });
    expect(officestoreRow({ id: 2, sku: 'S1', store_id: 'W411', customer_postcode: '4000', collection: 3, created_at: 'x' })).toMatchObject({
      code: 'S1',
      store: 'W411',
    });
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
