import type { Domain } from '../../../../shared/api/settings.ts';
import type { Zipcode, ZipcodeStatus, ZipcodeSubset } from '../../../../shared/api/zipcodes.ts';

/** One row of the postcodes table, whichever call (list or search) it came from. */
export interface PostcodeRow {
  id: number;
  zipcode: string;
  domainId: number;
  domain: string;
  country: string | null;
  status: ZipcodeStatus | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** The server-side filters of `get-zipcodes` (status and domain id). */
export interface PostcodeFilters {
  status?: ZipcodeStatus;
  domain?: number;
}

/** A status change to apply to cached rows (the `postcode.status` event's payload). */
export interface PostcodeStatusChange {
  zipcodeId: number;
  status: ZipcodeStatus;
}

/** Builds a table row from a list or search record; missing fields come from `full` and the domains. */
export function toPostcodeRow(record: ZipcodeSubset, full: Zipcode | undefined, domains: ReadonlyMap<number, Domain>): PostcodeRow {
  const domain = domains.get(record.domain.id);
  return {
    id: record.id,
    zipcode: record.zipcode,
    domainId: record.domain.id,
    domain: record.domain.domain,
    country: record.domain.country_code ?? full?.domain.country_code ?? domain?.country_code ?? null,
    status: record.status ?? full?.status ?? null,
    createdAt: record.created_at ?? full?.created_at ?? null,
    updatedAt: record.updated_at ?? full?.updated_at ?? null,
  };
}

/** The rows of a plain (unsearched) list. */
export function listRows(records: readonly Zipcode[], domains: ReadonlyMap<number, Domain>): PostcodeRow[] {
  return records.map((record) => toPostcodeRow(record, undefined, domains));
}

/**
 * The rows of a server search, narrowed by the status and domain filters (search takes no filters)
 * and completed with the dates and country the reduced search records lack, from the list records.
 */
export function searchRows(
  found: readonly ZipcodeSubset[],
  listed: readonly Zipcode[] | undefined,
  filters: PostcodeFilters,
  domains: ReadonlyMap<number, Domain>,
): PostcodeRow[] {
  const byId = new Map((listed ?? []).map((record) => [record.id, record]));
  const rows: PostcodeRow[] = [];
  for (const record of found) {
    const row = toPostcodeRow(record, byId.get(record.id), domains);
    if (filters.domain !== undefined && row.domainId !== filters.domain) continue;
    if (filters.status !== undefined && row.status !== filters.status) continue;
    rows.push(row);
  }
  return rows;
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

/** Counts rows by status, for the subtitle ("3 generating cookies"). */
export function countByStatus(rows: readonly PostcodeRow[]): Partial<Record<ZipcodeStatus, number>> {
  const counts: Partial<Record<ZipcodeStatus, number>> = {};
  for (const row of rows) if (row.status) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

/** Whether a record belongs in a list with these filters. */
export function matchesFilters(record: Pick<Zipcode, 'status' | 'domain'>, filters: PostcodeFilters): boolean {
  return (filters.status === undefined || record.status === filters.status) && (filters.domain === undefined || record.domain.id === filters.domain);
}

/** A cached list with a just-created record put first (when it matches the list's filters and is not there yet). */
export function insertCreated(records: readonly Zipcode[] | undefined, created: Zipcode, filters: PostcodeFilters): readonly Zipcode[] | undefined {
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
