import type { Collection } from '../../../../shared/api/collections.ts';
import type { CollectionListParams } from '../../../data/keys.ts';

/**
 * One page of the Collections list read from the local copy, filtered and paged as the service would
 * (type, name search, skip/limit; newest first), so the screen works the same while offline.
 */
export function offlineCollectionsPage(all: readonly Collection[], params: CollectionListParams): { items: Collection[]; total: number } {
  const search = params.search?.trim().toLowerCase() ?? '';
  const matching = all
    .filter((c) => (params.request_type === undefined || c.request_type === params.request_type) && (search === '' || c.name.toLowerCase().includes(search)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const skip = params.skip ?? 0;
  return { items: matching.slice(skip, skip + (params.limit ?? 20)), total: matching.length };
}
