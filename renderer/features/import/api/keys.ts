import type { ItemType } from '../../../../shared/csv/item-columns.ts';

/** Query keys of the import feature; every query and invalidation of this feature goes through these. */
export const importKeys = {
  all: ['import'] as const,
  /** Every import journal query. */
  journals: () => [...importKeys.all, 'journals'] as const,
  /** The list of unfinished and recent imports. */
  journalList: () => [...importKeys.journals(), 'list'] as const,
  /** One journal with its rows. */
  journal: (id: string) => [...importKeys.journals(), 'detail', id] as const,
  /** Every collections list of the target picker. */
  collectionLists: () => [...importKeys.all, 'collections'] as const,
  /** Collections of one item type. */
  collections: (type: ItemType) => [...importKeys.collectionLists(), type] as const,
  /** One collection (item count, type). */
  collection: (id: number) => [...importKeys.all, 'collection', id] as const,
  /** The retail domains. */
  domains: () => [...importKeys.all, 'domains'] as const,
  /** The user's active postcodes. */
  activePostcodes: () => [...importKeys.all, 'active-postcodes'] as const,
  /** The officestore stores. */
  stores: () => [...importKeys.all, 'officestore-stores'] as const,
  /** The identities of a collection's items (for duplicate checks). */
  itemKeys: (type: ItemType, collectionId: number) => [...importKeys.all, 'item-keys', type, collectionId] as const,
};
