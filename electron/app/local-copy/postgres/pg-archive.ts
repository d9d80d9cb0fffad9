import { createHash } from 'node:crypto';
import type { RunRef } from '../copy-store.ts';
import type { OutputFacts } from '../record-fields.ts';
import { storeRunProducts, type StoredOutput } from './pg-run-products.ts';
import { column, inPgTransaction, notifyChange, pgJson, pgText, type PgContext } from './pg-context.ts';

/** The key of a detail row: the MD5 of its JSON, written as a UUID. */
function hashOf(json: string): string {
  const hex = createHash('md5').update(json).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The detail row id of each of these JSON texts: those the copy holds are looked up by hash (most are: they
 * rarely change run to run), the others inserted and committed at once (content-addressed, so harmless alone).
 */
async function detailIds(ctx: PgContext, json: readonly string[]): Promise<number[]> {
  const hashes = json.map(hashOf);
  const textOf = new Map<string, string>();
  hashes.forEach((hash, n) => textOf.set(hash, json[n] ?? '{}'));
  const unique = [...textOf.keys()];
  const idOf = new Map<string, number>();
  const known = await ctx.pool.query<{ id: number; hash: string }>('SELECT id, hash::text FROM desk_store.details WHERE hash = ANY($1::uuid[])', [unique]);
  for (const r of known.rows) idOf.set(r.hash, r.id);
  // Sorted, so two desks inserting the same fields take their row locks in one order (no deadlock).
  const missing = unique.filter((hash) => !idOf.has(hash)).sort();
  if (missing.length > 0) {
    await ctx.pool.query(
      `INSERT INTO desk_store.details (hash, fields)
       SELECT x.hash, x.fields::jsonb FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS x(hash, fields, n) ORDER BY x.n
       ON CONFLICT (hash) DO NOTHING`,
      [missing, missing.map((hash) => textOf.get(hash) ?? '{}')],
    );
    const added = await ctx.pool.query<{ id: number; hash: string }>('SELECT id, hash::text FROM desk_store.details WHERE hash = ANY($1::uuid[])', [missing]);
    for (const r of added.rows) idOf.set(r.hash, r.id);
  }
  return hashes.map((hash) => idOf.get(hash) ?? 0);
}

/**
 * Stores a run's outputs and marks it archived in one short transaction, idempotently: the pages are read
 * first (a page that fails to read leaves nothing), the shared fields stored, then the run row is locked
 * and, unless another desk archived it meanwhile, its outputs are written in one statement. Two desks
 * archiving the same run end with one set of outputs.
 */
export async function archiveRunPg(ctx: PgContext, run: RunRef, pages: Iterable<readonly OutputFacts[]>): Promise<number> {
  const byKey = new Map<string, { fact: OutputFacts; seq: number }>();
  let seq = 0;
  for (const page of pages) {
    for (const fact of page) {
      const key = pgText(fact.key);
      if (!byKey.has(key)) byKey.set(key, { fact, seq });
      seq += 1;
    }
  }
  // One row per key in key order (the table's key order): the first record of a key wins, as in the embedded copy.
  const rows = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, row]) => ({ key, ...row }));
  const details = await detailIds(
    ctx,
    rows.map((r) => pgJson(r.fact.details)),
  );
  return inPgTransaction(ctx.pool, async (c) => {
    const found = await c.query<{ pk: number; archive: string; output_count: number }>(
      'SELECT pk, archive, output_count FROM desk_store.runs WHERE source_id = $1 AND collection_id = $2 AND id = $3 FOR UPDATE',
      [ctx.sourceId, run.collectionId, run.runId],
    );
    const row = found.rows[0];
    if (!row) throw new Error(`Run ${run.runId} of collection ${run.collectionId} is not in the team copy.`);
    if (row.archive === 'archived') return row.output_count;
    await c.query('DELETE FROM desk_store.outputs WHERE run_pk = $1', [row.pk]);
    // A price past any real one (a broken record) is kept as its text only.
    const stored: StoredOutput[] = rows.map((r) => ({
      key: r.key,
      price: r.fact.priceCents !== null && Number.isSafeInteger(r.fact.priceCents) ? r.fact.priceCents : null,
      inStock: r.fact.inStock,
    }));
    const inserted = await c.query(
      `INSERT INTO desk_store.outputs (run_pk, price, detail_id, seq, stock, in_stock, key, price_text, currency, availability)
       SELECT $1::bigint, x.* FROM unnest($2::bigint[], $3::bigint[], $4::int[], $5::numeric[], $6::boolean[], $7::text[], $8::text[], $9::text[], $10::text[]) AS x`,
      [
        row.pk,
        stored.map((o) => o.price),
        details,
        rows.map((r) => r.seq),
        rows.map((r) => r.fact.stock),
        rows.map((r) => r.fact.inStock),
        rows.map((r) => r.key),
        column(rows, (r) => r.fact.priceText),
        column(rows, (r) => r.fact.currency),
        column(rows, (r) => r.fact.availability),
      ],
    );
    const count = inserted.rowCount ?? 0;
    await storeRunProducts(c, ctx, { ...run, pk: row.pk }, stored);
    // The run's outputs in and out of stock, counted once here for the in-stock line (no scan of its outputs to draw it).
    const inStock = rows.filter((r) => r.fact.inStock === true).length;
    const outOfStock = rows.filter((r) => r.fact.inStock === false).length;
    await c.query(
      `UPDATE desk_store.runs SET archive = 'archived', reason = NULL, retry_at = NULL, unfinished = 0, output_count = $2,
         in_stock_count = $3, out_of_stock_count = $4, claimed_by = NULL, claimed_until = NULL
       WHERE pk = $1`,
      [row.pk, count, inStock, outOfStock],
    );
    await notifyChange(c, ctx, run.collectionId, 'runs');
    return count;
  });
}
