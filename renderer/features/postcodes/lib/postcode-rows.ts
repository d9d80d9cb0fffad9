import type { Domain } from '../../../../shared/api/settings.ts';
import type { Zipcode, ZipcodeStatus, ZipcodeSubset } from '../../../../shared/api/zipcodes.ts';
import type { ZipcodeFilters } from '../../../data/keys.ts';

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
  filters: ZipcodeFilters,
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

/** Counts rows by status, for the subtitle ("3 generating cookies"). */
export function countByStatus(rows: readonly PostcodeRow[]): Partial<Record<ZipcodeStatus, number>> {
  const counts: Partial<Record<ZipcodeStatus, number>> = {};
  for (const row of rows) if (row.status) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}
