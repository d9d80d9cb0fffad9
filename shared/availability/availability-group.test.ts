import { describe, expect, it } from 'vitest';
import { availabilityGroup, availabilityLabel } from './availability-group.ts';
import type { AvailabilityFacts, AvailabilityGroup } from './availability-group.ts';

describe('availability grouped from the text, per record kind', () => {
  // The sandbox's wordings (sandbox/data/names.ts, marketplace-output.ts, runs/output-drift.ts; every record it
  // writes is walked in sandbox/data/availability-wording.test.ts), the seed's ("In stock", "Out of stock" in
  // contract examples and fakes), and a few a real retailer writes.
  const table: [AvailabilityFacts, AvailabilityGroup][] = [
    [{ kind: 'marketplace', availability: 'In stock' }, 'in-stock'],
    [{ kind: 'marketplace', availability: 'Only 6 left in stock.' }, 'limited'],
    [{ kind: 'marketplace', availability: 'Only 12 left in stock.' }, 'limited'],
    [{ kind: 'marketplace', availability: 'Usually dispatched within 3 to 5 days.' }, 'limited'],
    [{ kind: 'marketplace', availability: 'Currently unavailable.' }, 'out'],
    [{ kind: 'marketplace', availability: 'Temporarily out of stock.' }, 'out'],
    [{ kind: 'marketplace', availability: 'Available to pre-order.' }, 'limited'],
    [{ kind: 'partsstore', availability: '12 in stock at store' }, 'in-stock'],
    [{ kind: 'partsstore', availability: '3 in stock at store' }, 'limited'],
    [{ kind: 'partsstore', availability: 'Out of stock in store - available for delivery' }, 'out'],
    [{ kind: 'officestore', availability: 'In stock', stock: 17 }, 'in-stock'],
    [{ kind: 'officestore', availability: 'Low stock', stock: 3 }, 'limited'],
    [{ kind: 'officestore', availability: 'Low stock' }, 'limited'],
    [{ kind: 'officestore', availability: 'Out of stock', stock: 0 }, 'out'],
    // The count wins over a text it contradicts.
    [{ kind: 'officestore', availability: 'In stock', stock: 0 }, 'out'],
    [{ kind: 'category', availability: null, inStock: true }, 'in-stock'],
    [{ kind: 'category', availability: null, inStock: false }, 'out'],
    [{ kind: 'category', availability: null, inStock: null }, 'unknown'],
    [{ availability: 'In stock' }, 'in-stock'],
    [{ availability: 'Out of stock' }, 'out'],
    [{ availability: null }, 'unknown'],
    [{ availability: '   ' }, 'unknown'],
    [{ availability: 'Ask in store', inStock: true }, 'unknown'],
  ];
  it.each(table)('%j reads as %s', (facts, group) => {
    expect(availabilityGroup(facts)).toBe(group);
  });

  it('labels a group for exports and badges', () => {
    expect(availabilityLabel({ availability: 'Only 2 left in stock.' })).toBe('Limited');
    expect(availabilityLabel({ availability: null })).toBe('Unknown');
  });
});
