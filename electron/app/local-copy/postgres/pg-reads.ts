import { collectionSchema } from '../../../../shared/api/collections.ts';
import {
  compareRowSchema,
  historyPointSchema,
  localItemSchema,
  localOutputSchema,
  localRunSchema,
  runStockSchema,
  type CompareChange,
  type CompareRow,
  type LocalItem,
  type LocalOutput,
  type LocalRun,
  type RunStock,
} from '../../../../shared/bridge/methods/local-copy.ts';
import { DeskError } from '../../connection/desk-error.ts';
import type { CopyReads } from '../copy-store.ts';
import { localItems, trendLines, TREND_RUNS, type LatestOutput } from '../item-rows.ts';
import { comparedIds, comparedPair, outputOf, runOf, type ItemRow, type OutputRow, type RunRow } from '../copy-model.ts';
import { checkedRow, checkedRows, leftOutOf, priceInBounds, withLeftOut, KEY_CHARS, LABEL_CHARS, SHOWN_TEXT_CHARS } from '../row-checks.ts';
import type { PgContext } from './pg-context.ts';
import { CAPPED_FIELDS, CAPPED_RECORD, capped, RUN_COLUMNS } from './pg-caps.ts';

const price = (cents: number | null): number | null => (cents === null ? null : cents / 100);
/** A price the desk can show, or the row is left out (null makes checkedRows count it). */
const bounded = <T>(row: T, ...cents: (number | null)[]): T | null => (cents.every(priceInBounds) ? row : null);
const textOf = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** A text field of a record's shared fields, as text cut to `max` characters (null when it is missing or not text): no JSON to parse per row. */
export const textField = (name: 'asin' | 'sku' | 'title' | 'brand', max: number = name === 'title' ? SHOWN_TEXT_CHARS : KEY_CHARS + 1): string =>
  `CASE WHEN jsonb_typeof(fields->'${name}') = 'string' THEN left(fields->>'${name}', ${max}) END`;

/** A collection row: its id, and its record as capped in SQL (null: not an object, or too big). */
interface RecordRow {
  id: number;
  record: unknown;
}

/** A record that is the row's own (a record naming another collection is not used). */
const recordOf = (r: RecordRow): unknown => (typeof r.record === 'object' && r.record !== null && (r.record as { id?: unknown }).id === r.id ? r.record : null);
/** A run row as the screens see it; its links must have read (they are NULL when not a small object). */
const runOfRow = (r: RunRow): LocalRun | null => ((r.links as string | null) === null ? null : runOf(r));
/** An item with a usable key and latest price. */
const itemOf = (i: LocalItem): LocalItem | null =>
  i.key.length > KEY_CHARS || i.code.length > KEY_CHARS ? null : bounded(i, i.price === null ? null : Math.round(i.price * 100));
/** An output row with a usable key, price and fields. */
const outputOfRow = (r: OutputRow): LocalOutput | null => (r.fields === null || r.key.length > KEY_CHARS || !priceInBounds(r.price) ? null : outputOf(r));

/**
 * The screens' reads of a team copy: the same answers as the embedded copy's (local-queries.ts), scoped to
 * the profile's service account (the regional view is pg-regional.ts, which uses textField from here). Named
 * statements are prepared once per connection and keep planning off the hot reads (history, comparison).
 */
export function pgReads(ctx: PgContext): Omit<CopyReads, 'regional'> {
  const { pool, sourceId } = ctx;

  const run = async (collectionId: number, runId: number): Promise<LocalRun> => {
    const { rows } = await pool.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM desk_store.runs WHERE source_id = $1 AND collection_id = $2 AND id = $3`, [
      sourceId,
      collectionId,
      runId,
    ]);
    const row = rows[0];
    if (!row) throw new DeskError('invalid-input', `Run ${runId} of collection ${collectionId} is not in the local copy.`);
    const checked = checkedRow(row, runOfRow, localRunSchema).value;
    if (!checked) throw new DeskError('invalid-input', `Run ${runId} of collection ${collectionId} in the team copy could not be read: its row is not a run.`);
    return checked;
  };

  /** The pks and ids of a collection's last `n` archived runs with outputs, oldest first. */
  const recentRuns = async (collectionId: number, n: number): Promise<{ pk: number; id: number }[]> => {
    const { rows } = await pool.query<{ pk: number; id: number }>(
      `SELECT pk, id FROM desk_store.runs WHERE source_id = $1 AND collection_id = $2 AND archive = 'archived' AND output_count > 0 ORDER BY id DESC LIMIT $3`,
      [sourceId, collectionId, n],
    );
    return rows.reverse();
  };

  const pkOf = async (collectionId: number, runId: number): Promise<number | null> => {
    const { rows } = await pool.query<{ pk: number }>('SELECT pk FROM desk_store.runs WHERE source_id = $1 AND collection_id = $2 AND id = $3', [
      sourceId,
      collectionId,
      runId,
    ]);
    return rows[0]?.pk ?? null;
  };

  return {
    async collections() {
      const { rows } = await pool.query<RecordRow>(`SELECT id, ${CAPPED_RECORD} AS record FROM desk_store.collections WHERE source_id = $1 ORDER BY id DESC`, [
        sourceId,
      ]);
      return checkedRows(rows, recordOf, collectionSchema);
    },
    async collection(collectionId) {
      const { rows } = await pool.query<RecordRow>(`SELECT id, ${CAPPED_RECORD} AS record FROM desk_store.collections WHERE source_id = $1 AND id = $2`, [
        sourceId,
        collectionId,
      ]);
      const { value, leftOut } = checkedRow(rows[0], recordOf, collectionSchema);
      if (leftOut > 0)
        throw new DeskError('invalid-input', `Collection ${collectionId}'s record in the team copy could not be read: it is not a collection record.`);
      return value;
    },
    async itemsSynced(collectionId) {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM desk_store.collections WHERE source_id = $1 AND id = $2 AND (items_synced_at IS NOT NULL OR runs_synced_at IS NOT NULL)',
        [sourceId, collectionId],
      );
      return (rowCount ?? 0) > 0;
    },
    async items(collectionId) {
      const recent = await recentRuns(collectionId, TREND_RUNS);
      const pks = recent.map((r) => r.pk);
      const ids = recent.map((r) => r.id);
      const idOf = new Map(recent.map((r) => [r.pk, r.id]));
      const grouped = await pool.query<{ key: string; runs: number[]; prices: (number | null)[] }>({
        name: 'desk-items-trend',
        text: `SELECT key, array_agg(run_pk) AS runs, array_agg(price) AS prices FROM desk_store.outputs WHERE run_pk = ANY($1::bigint[]) GROUP BY key`,
        values: [pks],
      });
      const { trend, lastSeen } = trendLines(
        ids,
        grouped.rows.map((g) => ({ key: g.key, runs: g.runs.map((pk) => idOf.get(pk) ?? 0), prices: g.prices.map((p) => (priceInBounds(p) ? p : null)) })),
      );
      // The latest output of each key: from the newest run, or (the few it lacks) from their own last run, in one query.
      const newest = recent.length - 1;
      const wanted = [...lastSeen].map(([key, at]) => ({ key, pk: pks[at === -1 ? newest : at] ?? 0 }));
      const latest = new Map<string, LatestOutput>();
      let badLatest = 0;
      if (newest >= 0) {
        const { rows } = await pool.query<{
          run_pk: number;
          key: string;
          price: number | null;
          currency: string | null;
          availability: string | null;
          in_stock: boolean | null;
          title: unknown;
        }>({
          name: 'desk-items-latest',
          text: `SELECT o.run_pk, o.key, o.price, ${capped('o.currency')} AS currency, ${capped('o.availability')} AS availability, o.in_stock, ${textField('title')} AS title
                 FROM unnest($1::bigint[], $2::text[]) AS w(run_pk, key)
                 JOIN desk_store.outputs o ON o.run_pk = w.run_pk AND o.key = w.key JOIN desk_store.details d ON d.id = o.detail_id`,
          values: [wanted.map((w) => w.pk), wanted.map((w) => w.key)],
        });
        for (const r of rows) {
          if (priceInBounds(r.price)) latest.set(r.key, { ...r, runId: idOf.get(r.run_pk) ?? 0, inStock: r.in_stock });
          else badLatest += 1;
        }
      }
      const stored = await pool.query<ItemRow>(
        `SELECT item_id AS "itemId", left(key, ${KEY_CHARS + 1}) AS key, left(type, 40) AS type, left(code, ${KEY_CHARS + 1}) AS code,
           ${capped('postcode')} AS postcode, ${capped('domain')} AS domain, ${capped('store_id')} AS "storeId", ${capped('custom_id')} AS "customId",
           left(created_at, 64) AS "createdAt", raw_html AS "includeRawHtml", left(output, 8) AS output
         FROM desk_store.items WHERE source_id = $1 AND collection_id = $2 ORDER BY item_id`,
        [sourceId, collectionId],
      );
      let category = false;
      if (stored.rows.length === 0) {
        const type = await pool.query<{ request_type: string }>('SELECT request_type FROM desk_store.collections WHERE source_id = $1 AND id = $2', [
          sourceId,
          collectionId,
        ]);
        category = type.rows[0]?.request_type === 'marketplace_category_scrape';
      }
      const items = checkedRows(localItems(stored.rows, category, ids, trend, latest), itemOf, localItemSchema);
      return withLeftOut(items, leftOutOf(items) + badLatest);
    },
    async runs(collectionId) {
      const { rows } = await pool.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM desk_store.runs WHERE source_id = $1 AND collection_id = $2 ORDER BY id DESC`, [
        sourceId,
        collectionId,
      ]);
      return checkedRows(rows, runOfRow, localRunSchema);
    },
    run,
    async outputs(collectionId, runId) {
      const pk = await pkOf(collectionId, runId);
      if (pk === null) return [];
      const { rows } = await pool.query<OutputRow>(
        `SELECT left(o.key, ${KEY_CHARS + 1}) AS key, o.price, ${capped('o.price_text')} AS price_text, ${capped('o.currency')} AS currency,
           ${capped('o.availability')} AS availability, o.in_stock, o.stock, ${CAPPED_FIELDS} AS fields
         FROM desk_store.outputs o JOIN desk_store.details d ON d.id = o.detail_id WHERE o.run_pk = $1 ORDER BY o.seq`,
        [pk],
      );
      return checkedRows(rows, outputOfRow, localOutputSchema);
    },
    async history(collectionId, key) {
      const { rows } = await pool.query<{
        id: number;
        at: string;
        price: number | null;
        currency: string | null;
        availability: string | null;
        in_stock: boolean | null;
        title: string | null;
        brand: string | null;
      }>({
        name: 'desk-history',
        text: `SELECT r.id, left(COALESCE(r.finished_at, r.created_at), 64) AS at, o.price, ${capped('o.currency')} AS currency,
                 ${capped('o.availability')} AS availability, o.in_stock, ${textField('title')} AS title, ${textField('brand', LABEL_CHARS)} AS brand
               FROM desk_store.runs r JOIN desk_store.outputs o ON o.run_pk = r.pk AND o.key = $3 JOIN desk_store.details d ON d.id = o.detail_id
               WHERE r.source_id = $1 AND r.collection_id = $2 AND r.archive = 'archived' ORDER BY r.id`,
        values: [sourceId, collectionId, key],
      });
      return checkedRows(
        rows,
        (r) =>
          bounded(
            {
              runId: r.id,
              at: r.at,
              price: price(r.price),
              currency: r.currency,
              availability: r.availability,
              inStock: r.in_stock,
              title: r.title,
              brand: r.brand,
            },
            r.price,
          ),
        historyPointSchema,
      );
    },
    async compareRuns(collectionId, runA, runB) {
      const ids =
        runA !== undefined && runB !== undefined
          ? [runA, runB]
          : comparedIds(
              (await recentRuns(collectionId, 2)).map((r) => r.id),
              runA,
              runB,
            );
      const [a, b] = await Promise.all(ids.map((id) => run(collectionId, id)));
      return comparedPair(a as LocalRun, b as LocalRun);
    },
    async compare(collectionId, runA, runB) {
      const [pa, pb] = await Promise.all([pkOf(collectionId, runA), pkOf(collectionId, runB)]);
      // A's rows in their order, then B's rows A lacks; the change decided per row by the same function the BI view uses.
      const { rows } = await pool.query<{
        key: string;
        pa: number | null;
        pb: number | null;
        aa: string | null;
        ab: string | null;
        ia: boolean | null;
        ib: boolean | null;
        cur: string | null;
        code: string | null;
        sku: string | null;
        title: string | null;
        change: CompareChange;
      }>({
        name: 'desk-compare',
        text: `SELECT left(COALESCE(a.key, b.key), ${KEY_CHARS + 1}) AS key, a.price AS pa, b.price AS pb, ${capped('a.availability')} AS aa,
                 ${capped('b.availability')} AS ab,
                 a.in_stock AS ia, b.in_stock AS ib, COALESCE(b.currency, a.currency) AS cur, d.code, d.sku, d.title,
                 desk_store.change_of(a.key, b.key, a.in_stock, b.in_stock, a.price, b.price) AS change
               FROM (SELECT * FROM desk_store.outputs WHERE run_pk = $1) a
               FULL JOIN (SELECT * FROM desk_store.outputs WHERE run_pk = $2) b ON b.key = a.key
               -- One keyed lookup per row (a join over the whole details table costs more than the two runs).
               CROSS JOIN LATERAL (SELECT ${textField('asin')} AS code, ${textField('sku')} AS sku, ${textField('title')} AS title
                 FROM desk_store.details WHERE id = COALESCE(b.detail_id, a.detail_id) LIMIT 1) d
               ORDER BY a.seq IS NULL, a.seq, b.seq`,
        values: [pa ?? 0, pb ?? 0],
      });
      const compared = (r: (typeof rows)[number]): CompareRow => ({
        key: r.key,
        code: textOf(r.code) ?? textOf(r.sku) ?? r.key,
        title: textOf(r.title),
        priceA: price(r.pa),
        priceB: price(r.pb),
        delta: r.pa !== null && r.pb !== null ? (r.pb - r.pa) / 100 : null,
        pct: r.pa !== null && r.pb !== null && r.pa !== 0 ? Math.round(((r.pb - r.pa) / r.pa) * 10_000) / 100 : null,
        currency: textOf(r.cur),
        availabilityA: r.aa,
        availabilityB: r.ab,
        inStockA: r.ia,
        inStockB: r.ib,
        change: r.change,
      });
      return checkedRows(rows, (r) => (r.key.length > KEY_CHARS ? null : bounded(compared(r), r.pa, r.pb)), compareRowSchema);
    },
    async stockByRun(collectionId) {
      const { rows } = await pool.query<RunStock>(
        `SELECT id AS "runId", COALESCE(finished_at, created_at) AS at, output_count AS items, in_stock_count AS "inStock", out_of_stock_count AS "outOfStock"
         FROM desk_store.runs
         WHERE source_id = $1 AND collection_id = $2 AND archive = 'archived' AND output_count > 0
         ORDER BY id`,
        [sourceId, collectionId],
      );
      return checkedRows(rows, (r) => r, runStockSchema);
    },
  };
}
