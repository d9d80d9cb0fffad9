import { describe, expect, it } from 'vitest';
import { regionalRows, type RegionalItemRow } from './regional-rows.ts';

const item = (postcode: string, cents: number): RegionalItemRow => ({
  key: `B0A@marketplace.com.au@${postcode}`,
  code: 'B0A',
  domain: 'marketplace.com.au',
  postcode,
  runId: 3,
  price: cents,
  currency: '$',
  availability: 'In stock',
  inStock: true,
  title: 'Kettle',
});

describe('the regional view from rows a shared database holds', () => {
  it('keeps a postcode that reads "__proto__" as a region of its own, with its price in the spread', () => {
    const { postcodes, rows } = regionalRows([item('2000', 1000), item('__proto__', 1200)]);
    expect(postcodes).toContain('__proto__');
    expect(Object.keys(rows[0]?.regions ?? {})).toEqual(['2000', '__proto__']);
    expect(JSON.parse(JSON.stringify(rows[0])).regions.__proto__.price).toBe(12);
    expect(rows[0]).toMatchObject({ spread: 2, spreadPct: 20, cheapest: '2000', dearest: '__proto__' });
  });
});
