import { describe, expect, it } from 'vitest';
import { factsOf, regionKey } from '../record-fields.ts';
import { syntheticItem } from '../testing/synthetic.ts';
import { regionKeys } from './region-keys.ts';

const d = 'marketplace.com.au';
const at = (itemId: number, asin: string, postcode: string) => ({ ...syntheticItem(itemId, asin), key: regionKey(asin, d, postcode), postcode });
const items = [at(1, 'X', '2000'), at(2, 'X', '3000'), at(3, 'Y', '2000')];

describe('settling the keys of records that do not say where they were priced', () => {
  it('gives an ASIN’s records to its items in item order, across pages, and leaves an unknown ASIN as it is', () => {
    const keys = regionKeys(items);
    const page = (asins: string[]) => keys(factsOf(asins.map((asin) => ({ asin, price: '$1.00' })))).map((f) => f.key);
    expect(page(['X', 'Y'])).toEqual(['X@marketplace.com.au@2000', 'Y@marketplace.com.au@2000']);
    expect(page(['X', 'Z'])).toEqual(['X@marketplace.com.au@3000', 'Z']);
  });

  it('follows the postcode a record names, and keeps a record that names both as it is', () => {
    const keys = regionKeys(items);
    const facts = factsOf([
      { asin: 'X', customer_postcode: '3000', price: '$1.00' },
      { asin: 'X', domain: d, postcode: '2000', price: '$2.00' },
    ]);
    expect(keys(facts).map((f) => f.key)).toEqual(['X@marketplace.com.au@3000', 'X@marketplace.com.au@2000']);
  });
});
