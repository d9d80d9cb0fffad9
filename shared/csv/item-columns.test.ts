import { describe, expect, it } from 'vitest';
import { columnNames, ITEM_COLUMNS, matchHeaders, normaliseHeader, templateCsv } from './item-columns.ts';

describe('item columns', () => {
  it('lists the service header of each item type with the required ones', () => {
    expect(columnNames('marketplace')).toEqual(['domain', 'customer_postcode', 'asin', 'include_raw_html']);
    expect(columnNames('partsstore')).toEqual(['sku', 'customer_postcode']);
    expect(columnNames('officestore')).toEqual(['sku', 'customer_postcode', 'store_id']);
    const optional = (type: keyof typeof ITEM_COLUMNS) => ITEM_COLUMNS[type].filter((c) => !c.required).map((c) => c.name);
    expect(optional('marketplace')).toEqual(['include_raw_html']);
    expect(optional('partsstore')).toEqual([]);
    expect(optional('officestore')).toEqual(['store_id']);
  });

  it('writes a template with the header and two example rows', () => {
    for (const type of ['marketplace', 'partsstore', 'officestore'] as const) {
      const lines = templateCsv(type).trimEnd().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toBe(columnNames(type).join(','));
    }
    expect(templateCsv('partsstore')).toContain('0045821,0800');
  });
});

describe('matchHeaders', () => {
  it('normalises case, spaces, underscores and hyphens', () => {
    expect(normaliseHeader('  Customer Postcode ')).toBe('customer_postcode');
    expect(normaliseHeader('customer-postcode')).toBe('customer_postcode');
    expect(normaliseHeader('CUSTOMER__POSTCODE')).toBe('customer_postcode');
    expect(normaliseHeader('\uFEFFdomain')).toBe('domain');
  });

  it('maps each column to its header index, in any order', () => {
    const match = matchHeaders('marketplace', ['ASIN', 'Include Raw HTML', 'Customer Postcode', 'Domain']);
    expect(match.mapping).toEqual({ asin: 0, include_raw_html: 1, customer_postcode: 2, domain: 3 });
    expect(match.unmatched).toEqual([]);
  });

  it('lists required columns it could not place, not optional ones', () => {
    const match = matchHeaders('marketplace', ['domain', 'product']);
    expect(match.mapping).toEqual({ domain: 0 });
    expect(match.unmatched).toEqual(['customer_postcode', 'asin']);
    expect(matchHeaders('officestore', ['sku', 'customer_postcode']).unmatched).toEqual([]);
  });

  it('accepts common aliases, but an exact name wins over an alias', () => {
    expect(matchHeaders('partsstore', ['Code', 'Postcode']).mapping).toEqual({ sku: 0, customer_postcode: 1 });
    expect(matchHeaders('partsstore', ['postcode', 'sku', 'customer_postcode']).mapping).toEqual({ sku: 1, customer_postcode: 2 });
  });

  it('takes the first of two headers with the same name and ignores extra columns', () => {
    const match = matchHeaders('partsstore', ['sku', 'SKU', 'note', 'customer_postcode']);
    expect(match.mapping).toEqual({ sku: 0, customer_postcode: 3 });
  });
});
