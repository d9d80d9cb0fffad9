import { describe, expect, it } from 'vitest';
import type { Collection } from '../../shared/api/collections.ts';
import { collectionsPage } from './collections-page.ts';

const collection = (id: number, name: string, type: Collection['request_type'], day: number): Collection =>
  ({ id, name, request_type: type, created_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z` }) as Collection;

const all = [
  collection(1, 'Weekly prices', 'marketplace', 1),
  collection(2, 'Parts audit', 'partsstore', 3),
  collection(3, 'Office weekly', 'officestore', 2),
  collection(4, 'weekly stock', 'marketplace', 4),
];

describe('collectionsPage', () => {
  it('lists newest first, as the service does, with the total', () => {
    expect(collectionsPage(all, { skip: 0, limit: 20 })).toEqual({ items: [all[3], all[1], all[2], all[0]], total: 4 });
  });

  it('filters by type and by a part of the name, whatever its case', () => {
    expect(collectionsPage(all, { request_type: 'marketplace', search: 'WEEKLY' }).items.map((c) => c.id)).toEqual([4, 1]);
    expect(collectionsPage(all, { search: 'audit' }).items.map((c) => c.id)).toEqual([2]);
  });

  it('pages with skip and limit, the total counting every match', () => {
    expect(collectionsPage(all, { skip: 2, limit: 1 })).toEqual({ items: [all[2]], total: 4 });
  });
});
