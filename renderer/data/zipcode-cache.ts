import type { QueryClient } from '@tanstack/react-query';
import type { Zipcode, ZipcodeStatus, ZipcodeSubset } from '../../shared/api/zipcodes.ts';
import { zipcodeKeys } from './keys.ts';
import type { ZipcodeFilters } from './keys.ts';

// Writes into cached postcode lists, so a change shows at once (before the re-read answers) on every
// screen listing postcodes.

/** A status change to apply to cached rows (the `postcode.status` event's payload). */
export interface PostcodeStatusChange {
  zipcodeId: number;
  status: ZipcodeStatus;
}

/** Whether any record still waits for its cookies (drives the 2 s poll). */
export function hasInProgress(records: readonly { status?: ZipcodeStatus | undefined }[] | undefined): boolean {
  return records?.some((record) => record.status === 'in-progress') ?? false;
}

/** Cached records with one record's status replaced; the same array when nothing changed (no re-render). */
export function applyStatusChange<T extends { id: number; status?: ZipcodeStatus | undefined; updated_at?: string | undefined }>(
  records: readonly T[] | undefined,
  change: PostcodeStatusChange,
  now: string = new Date().toISOString(),
): readonly T[] | undefined {
  if (!records) return records;
  let changed = false;
  const next = records.map((record) => {
    if (record.id !== change.zipcodeId || record.status === change.status) return record;
    changed = true;
    return record.updated_at === undefined ? { ...record, status: change.status } : { ...record, status: change.status, updated_at: now };
  });
  return changed ? next : records;
}

/** Whether a record belongs in a list with these filters. */
export function matchesFilters(record: Pick<Zipcode, 'status' | 'domain'>, filters: ZipcodeFilters): boolean {
  return (filters.status === undefined || record.status === filters.status) && (filters.domain === undefined || record.domain.id === filters.domain);
}

/** A cached list with a just-created record put first (when it matches the list's filters and is not there yet). */
export function insertCreated(records: readonly Zipcode[] | undefined, created: Zipcode, filters: ZipcodeFilters): readonly Zipcode[] | undefined {
  if (!records || !matchesFilters(created, filters) || records.some((r) => r.id === created.id)) return records;
  return [created, ...records];
}

/** A cached list with an updated record's answer (the reduced update shape) merged in. */
export function mergeUpdated(records: readonly Zipcode[] | undefined, updated: ZipcodeSubset): readonly Zipcode[] | undefined {
  if (!records) return records;
  return records.map((record) =>
    record.id !== updated.id
      ? record
      : {
          ...record,
          zipcode: updated.zipcode,
          domain: updated.domain.id === record.domain.id ? { ...record.domain, ...updated.domain } : updated.domain,
          status: updated.status ?? record.status,
          updated_at: updated.updated_at ?? record.updated_at,
        },
  );
}

/**
 * A `postcode.status` event: written into every cached list and search at once (no flicker), then the
 * lists filtered by status (whose membership it may change, e.g. the active postcodes offered by forms)
 * are re-read. A read already under way began before the change and would bring the old status back when
 * it lands: it is cancelled first and read again after.
 */
export function applyPostcodeStatus(client: QueryClient, change: PostcodeStatusChange): void {
  const underWay = client.getQueryCache().findAll({ queryKey: zipcodeKeys.all, fetchStatus: 'fetching' });
  void client.cancelQueries({ queryKey: zipcodeKeys.all, fetchStatus: 'fetching' }, { revert: false });
  client.setQueriesData<readonly Zipcode[]>({ queryKey: zipcodeKeys.lists() }, (data) => applyStatusChange(data, change));
  client.setQueriesData<readonly ZipcodeSubset[]>({ queryKey: zipcodeKeys.searches() }, (data) => applyStatusChange(data, change));
  void client.invalidateQueries({
    queryKey: zipcodeKeys.lists(),
    predicate: (query) => (query.queryKey[2] as ZipcodeFilters | undefined)?.status !== undefined,
  });
  for (const query of underWay) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
}
