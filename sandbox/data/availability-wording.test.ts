import { describe, expect, it } from 'vitest';
import { availabilityGroup } from '../../shared/availability/availability-group.ts';
import { categoryAsins } from './category-asins.ts';
import { marketplaceOutput, officestoreOutput, partsOutput } from './marketplace-output.ts';
import { AVAILABILITY } from './names.ts';
import { driftRecord } from '../runs/output-drift.ts';

describe('the availability groups read every wording the sandbox writes', () => {
  it('groups each marketplace phrase', () => {
    expect(availabilityGroup({ kind: 'marketplace', availability: AVAILABILITY.inStock })).toBe('in-stock');
    expect(availabilityGroup({ kind: 'marketplace', availability: AVAILABILITY.few.replace('{n}', '6') })).toBe('limited');
    expect(availabilityGroup({ kind: 'marketplace', availability: AVAILABILITY.later })).toBe('limited');
    expect(availabilityGroup({ kind: 'marketplace', availability: AVAILABILITY.out })).toBe('out');
  });

  it('reads every record it writes, and agrees with the record’s own count', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const sku = `SKU${1000 + i}`;
      const office = officestoreOutput({ sku, postcode: '2000', runSeed: `r${i}` });
      expect(availabilityGroup({ kind: 'officestore', availability: office.availability, stock: office.stock })).toBe(
        office.stock === 0 ? 'out' : office.stock < 5 ? 'limited' : 'in-stock',
      );
      expect(availabilityGroup({ kind: 'officestore', availability: office.availability })).not.toBe('unknown');
      const parts = partsOutput({ sku, postcode: '3000', runSeed: `r${i}` });
      expect(availabilityGroup({ kind: 'partsstore', availability: parts.availability })).not.toBe('unknown');
      const market = marketplaceOutput({
        asin: `B0${String(i).padStart(8, '0')}`,
        postcode: '2000',
        domain: 'marketplace.com.au',
        fetchMode: 'full',
        runSeed: `r${i}`,
      });
      expect(availabilityGroup({ kind: 'marketplace', availability: market.availability })).not.toBe('unknown');
      const drifted = driftRecord('partsstore', sku, { ...parts }, i);
      expect(availabilityGroup({ kind: 'partsstore', availability: String(drifted.availability) })).not.toBe('unknown');
      seen.add(market.availability.replace(/\d+/, 'n'));
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    for (const product of categoryAsins({ nodeId: '1000', domain: 'marketplace.com.au', postcode: '2000' }).slice(0, 50)) {
      expect(availabilityGroup({ kind: 'category', availability: null, inStock: product.in_stock })).toBe(product.in_stock ? 'in-stock' : 'out');
    }
  });
});
