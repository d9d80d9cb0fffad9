import { describe, expect, it } from 'vitest';
import { OFFICESTORE_STORES, findStore, nearestStore, postcodeState } from './stores.ts';

describe('officestore stores', () => {
  it('ships at least 20 well-formed stores across every state and territory', () => {
    expect(OFFICESTORE_STORES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(OFFICESTORE_STORES.map((s) => s.state))).toEqual(new Set(['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT']));
    expect(new Set(OFFICESTORE_STORES.map((s) => s.store_id)).size).toBe(OFFICESTORE_STORES.length);
    for (const store of OFFICESTORE_STORES) {
      expect(store.store_id).toMatch(/^W\d{3}$/);
      expect(store.postcode).toMatch(/^\d{4}$/);
      expect(store.phone).toMatch(/^\(0[2378]\) (5550|7010) \d{4}$/);
      expect(postcodeState(store.postcode)).toBe(store.state);
      expect(store.address).toContain(store.postcode);
      expect(store.lat).toBeLessThan(-10);
      expect(store.lon).toBeGreaterThan(110);
      expect(store.status).toBe('active');
    }
    expect(findStore('W411')?.store_name).toBe('Officestore Parramatta');
    expect(findStore('W000')).toBeUndefined();
  });

  it('maps postcodes to states', () => {
    expect(postcodeState('2600')).toBe('ACT');
    expect(postcodeState('0870')).toBe('NT');
    expect(postcodeState('2150')).toBe('NSW');
    expect(postcodeState('7250')).toBe('TAS');
    expect(postcodeState('123')).toBeUndefined();
  });

  it('picks the nearest store deterministically, within the state', () => {
    expect(nearestStore('2151').store_id).toBe('W411');
    expect(nearestStore('2601').state).toBe('ACT');
    expect(nearestStore('0870').store_id).toBe('W901');
    expect(nearestStore('6018').store_id).toBe('W709');
    expect(nearestStore('3000')).toEqual(nearestStore('3000'));
    expect(OFFICESTORE_STORES).toContain(nearestStore('abcd'));
  });
});
