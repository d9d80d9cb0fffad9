import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Zipcode, ZipcodeSubset } from '../../../../shared/api/zipcodes.ts';
import { desk } from '../../../lib/desk.ts';
import { applyStatusChange } from '../lib/postcode-rows.ts';
import type { PostcodeFilters, PostcodeStatusChange } from '../lib/postcode-rows.ts';
import { postcodeKeys } from './keys.ts';

/**
 * Writes a status change into every cached list and search (no refetch, no reload), then re-reads the
 * lists filtered by status, whose membership the change may alter.
 */
export function applyPostcodeStatus(client: QueryClient, change: PostcodeStatusChange): void {
  client.setQueriesData<readonly Zipcode[]>({ queryKey: postcodeKeys.lists() }, (data) => applyStatusChange(data, change));
  client.setQueriesData<readonly ZipcodeSubset[]>({ queryKey: postcodeKeys.searches() }, (data) => applyStatusChange(data, change));
  void client.invalidateQueries({
    queryKey: postcodeKeys.lists(),
    predicate: (query) => (query.queryKey[2] as PostcodeFilters | undefined)?.status !== undefined,
  });
}

/** Listens to `postcode.status` (main's cookie watcher) while the screen is open. */
export function usePostcodeStatusEvents(): void {
  const client = useQueryClient();
  useEffect(() => desk.on('postcode.status', (event) => applyPostcodeStatus(client, event)), [client]);
}
