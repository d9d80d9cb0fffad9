import { createHash } from 'node:crypto';
import type { RunRef } from '../copy-store.ts';
import type { OutputFacts } from '../record-fields.ts';
import { column, inPgTransaction, notifyChange, pgJson, type PgContext } from './pg-context.ts';

/** The key of a detail row: the MD5 of its JSON, written as a UUID. */
function hashOf(json: string): string {
  const hex = createHash('md5').update(json).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Stores the shared record fields of these outputs that the copy lacks (committed at once: they are content-addressed). */
async function saveDetails(ctx: PgContext, json: readonly string[], hashes: readonly string[]): Promise<void> {
  const byHash = new Map<string, string>();
  hashes.forEach((hash, n) => byHash.set(hash, json[n] ?? '{}'));
  // Sorted, so two desks inserting the same fields take their row locks in one order (no deadlock).
  const sorted = [...byHash.keys()].sort();
  await ctx.pool.query(
    `INSERT INTO desk_store.details (hash, fields)
     SELECT x.hash, x.fields::jsonb FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS x(hash, fields, n) ORDER BY x.n
     ON CONFLICT (hash) DO NOTHING`,
    [sorted, sorted.map((hash) => byHash.get(hash) ?? '{}')],
  );
}

/**
 * Stores a run's outputs and marks it archived in one short transaction, idempotently: the pages are read
 * first (a page that fails to read leaves nothing), the shared fields stored, then the run row is locked
 * and, unless another desk archived it meanwhile, its outputs are written at once (first record of a key
 * wins, as in the embedded copy). Two desks archiving the same run end with one set of outputs.
 */
export async function archiveRunPg(ctx: PgContext, run: RunRef, pages: Iterable<readonly OutputFacts[]>): Promise<number> {
  const facts: OutputFacts[] = [];
  for (const page of pages) facts.push(...page);
  const json = facts.map((f) => pgJson(f.details));
  const hashes = json.map(hashOf);
  await saveDetails(ctx, json, hashes);
  return inPgTransaction(ctx.pool, async (c) => {
    const { rows } = await c.query<{ pk: number; archive: string; output_count: number }>(
      'SELECT pk, archive, output_count FROM desk_store.runs WHERE source_id = $1 AND collection_id = $2 AND id = $3 FOR UPDATE',
      [ctx.sourceId, run.collectionId, run.runId],
    );
    const row = rows[0];
    if (!row) throw new Error(`Run ${run.runId} of collection ${run.collectionId} is not in the team copy.`);
    if (row.archive === 'archived') return row.output_count;
    await c.query('DELETE FROM desk_store.outputs WHERE run_pk = $1', [row.pk]);
    const inserted = await c.query(
      `INSERT INTO desk_store.outputs (run_pk, price, detail_id, seq, stock, in_stock, key, price_text, currency, availability)
       SELECT DISTINCT ON (x.key) $1::bigint, x.price, d.id, x.seq, x.stock, x.in_stock, x.key, x.price_text, x.currency, x.availability
       FROM unnest($2::int[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::boolean[], $9::numeric[], $10::uuid[])
         AS x(seq, key, price, price_text, currency, availability, in_stock, stock, hash)
       JOIN desk_store.details d ON d.hash = x.hash
       ORDER BY x.key, x.seq`,
      [
        row.pk,
        facts.map((_, n) => n),
        column(facts, (f) => f.key),
        // A price past any real one (a broken record) is kept as its text only.
        column(facts, (f) => (f.priceCents !== null && Number.isSafeInteger(f.priceCents) ? f.priceCents : null)),
        column(facts, (f) => f.priceText),
        column(facts, (f) => f.currency),
        column(facts, (f) => f.availability),
        column(facts, (f) => f.inStock),
        column(facts, (f) => f.stock),
        hashes,
      ],
    );
    const stored = inserted.rowCount ?? 0;
    await c.query(
      `UPDATE desk_store.runs SET archive = 'archived', reason = NULL, retry_at = NULL, unfinished = 0, output_count = $2, claimed_by = NULL, claimed_until = NULL
       WHERE pk = $1`,
      [row.pk, stored],
    );
    await notifyChange(c, ctx, run.collectionId, 'runs');
    return stored;
  });
}
