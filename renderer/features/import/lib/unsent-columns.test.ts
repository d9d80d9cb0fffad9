import { describe, expect, it } from 'vitest';
import { matchHeaders } from '../../../../shared/csv/item-columns.ts';
import { unsentColumns } from './unsent-columns.ts';

describe('unsentColumns', () => {
  const headers = ['domain', 'customer_postcode', 'asin', 'custom_id', 'note', ''];

  it('names every column the bulk CSV will not hold: custom ids set after the upload, the rest ignored', () => {
    const { mapping } = matchHeaders('marketplace', headers);
    expect(unsentColumns('marketplace', headers, mapping).map((c) => [c.header, c.fate])).toEqual([
      ['custom_id', 'after-upload'],
      ['note', 'ignored'],
      ['column 6', 'ignored'],
    ]);
  });

  it('lists custom ids as ignored once the user leaves them out, and for types without them', () => {
    const { custom_id: _left, ...mapping } = matchHeaders('marketplace', headers).mapping;
    expect(unsentColumns('marketplace', headers, mapping).find((c) => c.header === 'custom_id')?.fate).toBe('ignored');
    const parts = ['sku', 'customer_postcode', 'custom_id'];
    expect(unsentColumns('partsstore', parts, matchHeaders('partsstore', parts).mapping)).toEqual([{ header: 'custom_id', index: 2, fate: 'ignored' }]);
  });
});
