import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import type { Zipcode, ZipcodeSubset } from '../../../../shared/api/zipcodes.ts';
import { applyStatusChange, countByStatus, hasInProgress, insertCreated, listRows, matchesFilters, mergeUpdated, searchRows } from './postcode-rows.ts';

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

  it('knows when a record still waits for cookies', () => {
    expect(hasInProgress(listed)).toBe(true);
    expect(hasInProgress(listed.filter((r) => r.status !== 'in-progress'))).toBe(false);
    expect(hasInProgress(undefined)).toBe(false);
  });

  it('applies a status change to the one record, keeping the array when nothing changes', () => {
    const next = applyStatusChange(listed, { zipcodeId: 2, status: 'active' }, '2026-02-01T00:00:00Z');
    expect(next?.[1]).toMatchObject({ status: 'active', updated_at: '2026-02-01T00:00:00Z' });
    expect(next?.[0]).toBe(listed[0]);
    expect(applyStatusChange(listed, { zipcodeId: 1, status: 'active' })).toBe(listed);
    expect(applyStatusChange(listed, { zipcodeId: 42, status: 'active' })).toBe(listed);
    const subset: ZipcodeSubset[] = [{ id: 5, zipcode: '2000', domain: { id: 1, domain: 'x' }, status: 'in-progress' }];
    expect(applyStatusChange(subset, { zipcodeId: 5, status: 'active' })?.[0]).toEqual({ ...subset[0], status: 'active' });
    expect(applyStatusChange(undefined, { zipcodeId: 5, status: 'active' })).toBeUndefined();
  });

  it('counts rows by status', () => {
    expect(countByStatus(listRows(listed, domains))).toEqual({ active: 1, 'in-progress': 1, failed: 1 });
  });
});

describe('postcode cache writes', () => {
  const created = zipcode(7, 'EC1A 1BB', 3, 'in-progress');

  it('puts a created record first in the lists it belongs to', () => {
    expect(insertCreated(listed, created, {})?.map((r) => r.id)).toEqual([7, 1, 2, 3]);
    expect(insertCreated(listed, created, { domain: 1 })).toBe(listed);
    expect(insertCreated(listed, created, { status: 'active' })).toBe(listed);
    expect(insertCreated([created], created, {})).toEqual([created]);
    expect(insertCreated(undefined, created, {})).toBeUndefined();
  });

  it('merges the reduced update answer, keeping what it lacks', () => {
    const next = mergeUpdated(listed, { id: 1, zipcode: '2010', domain: { id: 1, domain: 'marketplace.com.au' }, status: 'in-progress', updated_at: 'later' });
    expect(next?.[0]).toMatchObject({ zipcode: '2010', status: 'in-progress', updated_at: 'later', created_at: '2026-01-01T00:00:00Z' });
    expect(next?.[0]?.domain.country_code).toBe('AU');
    const moved = mergeUpdated(listed, { id: 1, zipcode: '10115', domain: { id: 4, domain: 'marketplace.de' } });
    expect(moved?.[0]?.domain).toEqual({ id: 4, domain: 'marketplace.de' });
    expect(moved?.[0]?.status).toBe('active');
  });

  it('tells whether a record fits the filters', () => {
    expect(matchesFilters(created, { status: 'in-progress', domain: 3 })).toBe(true);
    expect(matchesFilters(created, { domain: 4 })).toBe(false);
  });
});
