import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import type { Zipcode, ZipcodeSubset } from '../../../../shared/api/zipcodes.ts';
import { countByStatus, listRows, searchRows } from './postcode-rows.ts';

const domains = new Map(DOMAINS.map((d) => [d.id, d]));

function zipcode(id: number, value: string, domainId: number, status: Zipcode['status']): Zipcode {
  const domain = DOMAINS.find((d) => d.id === domainId);
  return {
    id,
    zipcode: value,
    domain: { id: domainId, domain: domain?.domain ?? '?', country_code: domain?.country_code ?? '?', status: 'active' },
    status,
    created_at: `2026-01-0${id}T00:00:00Z`,
    updated_at: `2026-01-0${id}T01:00:00Z`,
  };
}

const listed = [zipcode(1, '2000', 1, 'active'), zipcode(2, 'SW1A 1AA', 3, 'in-progress'), zipcode(3, '3000', 1, 'failed')];

describe('postcode rows', () => {
  it('turns list records into rows with country and dates', () => {
    expect(listRows(listed, domains)[1]).toEqual({
      id: 2,
      zipcode: 'SW1A 1AA',
      domainId: 3,
      domain: 'marketplace.co.uk',
      country: 'GB',
      status: 'in-progress',
      createdAt: '2026-01-02T00:00:00Z',
      updatedAt: '2026-01-02T01:00:00Z',
    });
  });

  it('completes reduced search records from the list and the domains, then applies the filters', () => {
    const found: ZipcodeSubset[] = [
      { id: 3, zipcode: '3000', domain: { id: 1, domain: 'marketplace.com.au' }, status: 'failed' },
      { id: 9, zipcode: '3001', domain: { id: 1, domain: 'marketplace.com.au' } },
      { id: 2, zipcode: 'SW1A 1AA', domain: { id: 3, domain: 'marketplace.co.uk' }, status: 'in-progress' },
    ];
    const all = searchRows(found, listed, {}, domains);
    expect(all.map((r) => r.id)).toEqual([3, 9, 2]);
    expect(all[0]).toMatchObject({ country: 'AU', createdAt: '2026-01-03T00:00:00Z', status: 'failed' });
    expect(all[1]).toMatchObject({ country: 'AU', createdAt: null, status: null });
    expect(searchRows(found, listed, { domain: 1 }, domains).map((r) => r.id)).toEqual([3, 9]);
    expect(searchRows(found, listed, { status: 'in-progress' }, domains).map((r) => r.id)).toEqual([2]);
  });

  it('counts rows by status', () => {
    expect(countByStatus(listRows(listed, domains))).toEqual({ active: 1, 'in-progress': 1, failed: 1 });
  });
});
