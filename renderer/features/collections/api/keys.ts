import type { RequestType } from '../../../../shared/api/collections.ts';

/** The filters and page of a collections list (`get_schedules`). */
export interface CollectionListParams {
  skip: number;
  limit: number;
  request_type?: RequestType;
  search?: string;
}

/** Query keys of the collections feature; every collection query and invalidation goes through these. */
export const collectionKeys = {
  all: ['collections'] as const,
  /** Every list page, whatever its filters. */
  lists: () => [...collectionKeys.all, 'list'] as const,
  /** One list page. */
  list: (params: CollectionListParams) => [...collectionKeys.lists(), params] as const,
  /** One collection (the collection screen of another feature keeps its own keys; this is for ours). */
  detail: (id: number) => [...collectionKeys.all, 'detail', id] as const,
  /** The signed-in account's profile, for the default notification e-mail. */
  profile: () => [...collectionKeys.all, 'profile'] as const,
};
