import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { localViewSchema } from '../../shared/bridge/methods/exports.ts';
import { unwrap, unwrapShown } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import type { SyncFocus } from '../../shared/bridge/methods/local-copy.ts';
import type { TeamCopySettings } from '../../shared/bridge/team-copy.ts';
import { localCopyChanged, localCopyKeys } from './local-copy-cache.ts';
import { LOCAL_STALE_MS } from './lifetimes.ts';

// Mirrored data (collections, items, runs, outputs, history, comparisons) is read here only, online and
// offline alike. Main's sync engine alone decides when the copy is read from the service again, and says
// what changed (`localCopy.changed`): these are never stale by age and are re-read on that event.

/** Every collection record of the copy, newest first (the Collections list and every picker select from it). */
export function localCollectionsQuery() {
  return queryOptions({
    queryKey: localCopyKeys.collections(),
    queryFn: () => unwrapShown(desk.localCopy.collections({})),
    staleTime: LOCAL_STALE_MS,
  });
}

/** One collection's record from the copy (null until the sync engine has read it; `notFound` once the service said it is gone). */
export function localCollectionQuery(collectionId: number) {
  return queryOptions({
    queryKey: localCopyKeys.record(collectionId),
    queryFn: () => unwrapShown(desk.localCopy.collection({ collectionId })),
    staleTime: LOCAL_STALE_MS,
    enabled: collectionId > 0,
  });
}

/** How current the copy is: the one freshness line of every mirrored view (`sync.status` events keep it). */
export function syncStatusQuery() {
  return queryOptions({
    queryKey: localCopyKeys.sync(),
    queryFn: () => unwrap(desk.localCopy.syncStatus({})),
    staleTime: LOCAL_STALE_MS,
  });
}

/** Tells main's sync engine what is on screen (the open collection is kept freshest). */
export function reportSyncFocus(focus: SyncFocus): void {
  void desk.localCopy.focus(focus);
}

/** Asks main to sync a collection now (the window came back to the front). */
export function syncNow(collectionId: number | null): void {
  void desk.localCopy.refresh(collectionId === null ? {} : { collectionId });
}

/** Every item of a collection with its latest output and price trend, from the copy. */
export function localItemsQuery(collectionId: number) {
  return queryOptions({
    queryKey: localCopyKeys.items(collectionId),
    queryFn: () => unwrapShown(desk.localCopy.items({ collectionId })),
    staleTime: LOCAL_STALE_MS,
    enabled: collectionId > 0,
  });
}

/** A collection's runs with their archive state. */
export function localRunsQuery(collectionId: number) {
  return queryOptions({
    queryKey: localCopyKeys.runs(collectionId),
    queryFn: () => unwrapShown(desk.localCopy.runs({ collectionId })),
    staleTime: LOCAL_STALE_MS,
    enabled: collectionId > 0,
  });
}

/** The archived outputs of one run (null: none chosen). */
export function localOutputsQuery(collectionId: number, runId: number | null) {
  return queryOptions({
    queryKey: localCopyKeys.outputs(collectionId, runId ?? 0),
    queryFn: () => unwrapShown(desk.localCopy.outputs({ collectionId, runId: runId ?? 0 })),
    staleTime: LOCAL_STALE_MS,
    enabled: collectionId > 0 && runId !== null,
  });
}

/** One item's price and availability across every archived run. */
export function localHistoryQuery(collectionId: number, itemKey: string | null) {
  return queryOptions({
    queryKey: localCopyKeys.history(collectionId, itemKey ?? ''),
    queryFn: () => unwrapShown(desk.localCopy.history({ collectionId, itemKey: itemKey ?? '' })),
    staleTime: LOCAL_STALE_MS,
    enabled: collectionId > 0 && itemKey !== null,
  });
}

/** Two archived runs compared (null: the last two). */
export function localCompareQuery(collectionId: number, runA: number | null, runB: number | null) {
  return queryOptions({
    queryKey: localCopyKeys.compare(collectionId, runA, runB),
    queryFn: () => unwrapShown(desk.localCopy.compare({ collectionId, ...(runA === null ? {} : { runA }), ...(runB === null ? {} : { runB }) })),
    staleTime: LOCAL_STALE_MS,
    enabled: collectionId > 0,
    retry: false,
  });
}

/** Per archived run of a collection, oldest first: its outputs in and out of stock (the in-stock line). */
export function localStockByRunQuery(collectionId: number) {
  return queryOptions({
    queryKey: localCopyKeys.stockByRun(collectionId),
    queryFn: () => unwrapShown(desk.localCopy.stockByRun({ collectionId })),
    staleTime: LOCAL_STALE_MS,
    enabled: collectionId > 0,
  });
}

/** Each product of a collection across the postcodes it is watched at, with the spread (the Regional tab). */
export function localRegionalQuery(collectionId: number) {
  return queryOptions({
    queryKey: localCopyKeys.regional(collectionId),
    queryFn: () => unwrapShown(desk.localCopy.regional({ collectionId })),
    staleTime: LOCAL_STALE_MS,
    enabled: collectionId > 0,
  });
}

/** Every profile's local copy: size, as of, retention. */
export function localStatusQuery() {
  return queryOptions({ queryKey: localCopyKeys.status(), queryFn: () => unwrap(desk.localCopy.status({})), staleTime: LOCAL_STALE_MS });
}

/** Sets how long a profile keeps archived results (null: for good). */
export function setRetentionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { profileId: string; days: number | null }) => unwrap(desk.localCopy.setRetention(input)),
    onSuccess: () => localCopyChanged(client, { collectionId: null, what: 'all' }),
  });
}

/** Deletes a profile's copy on this machine (never the service's data). */
export function purgeLocalCopyMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { profileId: string }) => unwrap(desk.localCopy.purge(input)),
    onSuccess: () => localCopyChanged(client, { collectionId: null, what: 'all' }),
  });
}

/** How far the move of a profile's copy into its team copy is (set by `copyStore.progress` events; null before any). */
export function moveProgressQuery(profileId: string) {
  return queryOptions<{ done: number; total: number } | null>({
    queryKey: localCopyKeys.move(profileId),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
}

/** Connects to a team copy's server as the desk would, without changing anything. */
export function testTeamCopyMutation() {
  return mutationOptions({
    mutationFn: (input: { profileId: string; settings: TeamCopySettings }) => unwrap(desk.copyStore.test(input)),
  });
}

/** Opens the desktop app's file picker for a team copy's CA certificate file; main checks what was chosen. */
export function chooseCaFileMutation() {
  return mutationOptions({
    mutationFn: () => unwrap(desk.copyStore.chooseCaFile({})),
  });
}

/** Keeps a profile's copy in its team copy from now on (moving the copy on this machine in). */
export function teamCopyMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { profileId: string; settings: TeamCopySettings }) => unwrap(desk.copyStore.usePostgres(input)),
    onSettled: (_data, _error, input) => client.setQueryData(localCopyKeys.move(input.profileId), null),
    onSuccess: () => localCopyChanged(client, { collectionId: null, what: 'all' }),
  });
}

/** Keeps a profile's copy on this machine again (rebuilt from the service). */
export function embeddedCopyMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { profileId: string }) => unwrap(desk.copyStore.useEmbedded(input)),
    onSuccess: () => localCopyChanged(client, { collectionId: null, what: 'all' }),
  });
}

/** A view of the copy to export. */
export type LocalView = z.input<typeof localViewSchema>;

/** Exports a view of the copy as CSV or XLSX (saved by main like result files). */
export function exportLocalViewMutation() {
  return mutationOptions({
    mutationFn: (input: { collectionId: number; view: LocalView; format: 'csv' | 'xlsx' }) => unwrap(desk.exports.localView(input)),
  });
}
