import type { Collection } from '../../shared/api/collections.ts';
import type { CollectionListParams } from './keys.ts';

/**
 * One page of collections, filtered and paged as the service would (type, part of the name, skip/limit;
 * newest first).
 */
export function collectionsPage(all: readonly Collection[], params: CollectionListParams): { items: Collection[]; total: number } {
  const search = params.search?.trim().toLowerCase() ?? '';
  const matching = all
    .filter((c) => (params.request_type === undefined || c.request_type === params.request_type) && (search === '' || c.name.toLowerCase().includes(search)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const skip = params.skip ?? 0;
  return { items: matching.slice(skip, skip + (params.limit ?? 20)), total: matching.length };
}
