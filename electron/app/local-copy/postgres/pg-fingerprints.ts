import type { ChangedPart } from '../copy-store.ts';
import type { PgContext } from './pg-context.ts';

/** Per collection, a short text that moves whenever what a screen shows of one part of it moves. */
export type Fingerprints = Map<number, string>;

// One cheap query per part, for some collections or all of the account's: what the copy holds now, in a
// form that can only be compared. A change note is believed only when one of these moved.
const QUERIES: Record<ChangedPart, string> = {
  // The record as stored and its last run: what the Collections list and a collection's header show.
  collections: `SELECT id, md5(record::text || '|' || COALESCE(last_run_at, '')) AS f
    FROM desk_store.collections WHERE source_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
  // Items are replaced as a whole, and each replacement stamps the collection's item sync time.
  items: `SELECT id, COALESCE(items_synced_at, '') AS f
    FROM desk_store.collections WHERE source_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
  // Runs: how many, and a sum of each one's listing, archive state and watch state.
  runs: `SELECT collection_id AS id, count(*)::text || ':' || sum(hashtext(concat_ws('|', id, stage, finished_at, processed_count, failed_count,
      links::text, archive, output_count, watched)))::text AS f
    FROM desk_store.runs WHERE source_id = $1 AND ($2::bigint[] IS NULL OR collection_id = ANY($2::bigint[])) GROUP BY collection_id`,
};

/** The fingerprints of one part of the given collections (all of the account's when `ids` is null). */
export async function fingerprints(ctx: PgContext, part: ChangedPart, ids: readonly number[] | null): Promise<Fingerprints> {
  const { rows } = await ctx.pool.query<{ id: number; f: string }>(QUERIES[part], [ctx.sourceId, ids]);
  return new Map(rows.map((r) => [Number(r.id), r.f]));
}

/**
 * The collections whose fingerprint moved between `seen` and `now` (a collection absent from both did not
 * move). `seen` is brought up to `now` for the collections looked at (all of them when `ids` is null).
 */
export function movedSince(seen: Fingerprints, now: Fingerprints, ids: readonly number[] | null): number[] {
  const moved: number[] = [];
  const looked = ids ?? [...new Set([...seen.keys(), ...now.keys()])];
  for (const id of looked) {
    const before = seen.get(id);
    const after = now.get(id);
    if (before === after) continue;
    moved.push(id);
    if (after === undefined) seen.delete(id);
    else seen.set(id, after);
  }
  return moved.sort((a, b) => a - b);
}
