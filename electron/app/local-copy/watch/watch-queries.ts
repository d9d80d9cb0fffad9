import type { DatabaseSync } from 'node:sqlite';
import { unnamedCollection } from '../../../../shared/api/collections.ts';
import type { InboxFilter, WatchMatch } from '../../../../shared/bridge/methods/inbox.ts';
import type { WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';
import type { MatchFacets, ReadSelection } from '../copy-store.ts';

const price = (cents: number | null): number | null => (cents === null ? null : cents / 100);
/** A collection's name as stored in its record, or the name an unnamed one is shown by. */
export const nameOf = (name: unknown, id: number): string => (typeof name === 'string' && name !== '' ? name : unnamedCollection(id));

/** One stored match as either store's query selects it (SQLite keeps `read` as 0/1, PostgreSQL as a boolean). */
export interface MatchRow {
  id: number;
  collection_id: number;
  name: unknown;
  run_id: number;
  previous_run_id: number | null;
  at: string;
  key: string;
  code: string;
  title: string | null;
  rule: WatchRuleKind;
  value: number | null;
  price_before: number | null;
  price_after: number | null;
  currency: string | null;
  availability_before: string | null;
  availability_after: string | null;
  /** What a regional rule's match says of the regions (null for the other rules). */
  regions: string | null;
  read: number | boolean;
}

/** A stored match as the bridge gives it (prices in the currency's units). */
export function matchOf(m: MatchRow): WatchMatch {
  return {
    id: m.id,
    collectionId: m.collection_id,
    collectionName: nameOf(m.name, m.collection_id),
    runId: m.run_id,
    previousRunId: m.previous_run_id,
    at: m.at,
    itemKey: m.key,
    code: m.code,
    title: m.title,
    rule: m.rule,
    value: m.value,
    priceBefore: price(m.price_before),
    priceAfter: price(m.price_after),
    currency: m.currency,
    availabilityBefore: m.availability_before,
    availabilityAfter: m.availability_after,
    regions: m.regions ?? null,
    read: m.read === 1 || m.read === true,
  };
}

const WHERE = `($collection IS NULL OR m.collection_id = $collection) AND ($run IS NULL OR m.run_id = $run) AND ($rule IS NULL OR m.rule = $rule)`;
const filterParams = (f: InboxFilter) => ({ collection: f.collectionId ?? null, run: f.runId ?? null, rule: f.rule ?? null });

/**
 * The matches a filter selects, newest run first (the service numbers runs as they start), each run's lines
 * by item then rule — the order of the matches' unique index, so the newest page needs no sort of them
 * all; at most `limit` of them (all when null).
 */
export function listMatches(db: DatabaseSync, filter: InboxFilter, limit: number | null): WatchMatch[] {
  const rows = db
    .prepare(
      `SELECT m.*, json_extract(c.record, '$.name') AS name, COALESCE(r.finished_at, r.created_at) AS at
       FROM watch_matches m JOIN runs r ON r.id = m.run_id LEFT JOIN collections c ON c.id = m.collection_id
       WHERE ${WHERE}
       ORDER BY m.run_id DESC, m.key, m.rule
       LIMIT $limit`,
    )
    .all({ ...filterParams(filter), limit: limit ?? -1 }) as unknown as MatchRow[];
  return rows.map(matchOf);
}

/** How many matches a filter selects. */
export function countMatches(db: DatabaseSync, filter: InboxFilter): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM watch_matches m WHERE ${WHERE}`).get(filterParams(filter)) as { n: number }).n;
}

/** How many matches are unread. */
export function unreadCount(db: DatabaseSync): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM watch_matches WHERE read = 0').get() as { n: number }).n;
}

/** The collections and the rules that have matches, with how many each, for the inbox's filters. */
export function matchFacets(db: DatabaseSync): MatchFacets {
  const collections = db
    .prepare(
      `SELECT m.collection_id AS id, json_extract(c.record, '$.name') AS name, COUNT(*) AS count
       FROM watch_matches m LEFT JOIN collections c ON c.id = m.collection_id GROUP BY m.collection_id ORDER BY m.collection_id DESC`,
    )
    .all() as { id: number; name: unknown; count: number }[];
  // A rule whose value changed over time is offered once, without a value.
  const rules = db
    .prepare('SELECT rule, CASE WHEN COUNT(DISTINCT value) = 1 THEN MAX(value) END AS value, COUNT(*) AS count FROM watch_matches GROUP BY rule')
    .all() as {
    rule: WatchRuleKind;
    value: number | null;
    count: number;
  }[];
  return { collections: collections.map((c) => ({ collectionId: c.id, name: nameOf(c.name, c.id), count: c.count })), rules };
}

/** Marks matches read; answers how many were unread before. */
export function markRead(db: DatabaseSync, which: ReadSelection): number {
  if ('matchIds' in which) {
    return Number(
      db.prepare('UPDATE watch_matches SET read = 1 WHERE read = 0 AND id IN (SELECT value FROM json_each(?))').run(JSON.stringify(which.matchIds)).changes,
    );
  }
  return Number(db.prepare('UPDATE watch_matches SET read = 1 WHERE read = 0').run().changes);
}
