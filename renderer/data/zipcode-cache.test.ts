import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DOMAINS } from '../../shared/api/settings.ts';
import type { Zipcode, ZipcodeSubset } from '../../shared/api/zipcodes.ts';
import { applyPostcodeStatus, applyStatusChange, hasInProgress, insertCreated, matchesFilters, mergeUpdated } from './zipcode-cache.ts';
import { zipcodeKeys } from './keys.ts';

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

describe('postcode cache writes', () => {
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

describe('a postcode.status event while the list is being read', () => {
  it('is not undone by a read that began before it: that read is dropped and the list read again', async () => {
    const client = new QueryClient();
    const key = zipcodeKeys.list({});
    client.setQueryData(key, [zipcode(2, 'SW1A 1AA', 3, 'in-progress')]);
    // The read under way answers the old status, after the event has come.
    let answer: (rows: Zipcode[]) => void = () => undefined;
    const reads: string[] = [];
    const queryFn = () => {
      reads.push('read');
      return reads.length === 1 ? new Promise<Zipcode[]>((resolve) => (answer = resolve)) : Promise.resolve([zipcode(2, 'SW1A 1AA', 3, 'active')]);
    };
    const first = client.fetchQuery({ queryKey: key, queryFn, staleTime: 0 }).catch(() => undefined);
    client.getQueryCache().find({ queryKey: key })!.setOptions({ queryKey: key, queryFn });
    applyPostcodeStatus(client, { zipcodeId: 2, status: 'active' });
    expect(client.getQueryData<Zipcode[]>(key)?.[0]?.status).toBe('active');
    answer([zipcode(2, 'SW1A 1AA', 3, 'in-progress')]);
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData<Zipcode[]>(key)?.[0]?.status).toBe('active');
  });
});
