import type { DatabaseSync } from 'node:sqlite';
import type { Collection } from '../../../../shared/api/collections.ts';
import type { Runner } from '../../../../shared/api/runs.ts';
import type { CopyStore } from '../copy-store.ts';
import { storedItems } from '../sqlite/local-queries.ts';
import type { OutputRow, RunRow, RunListing } from '../copy-model.ts';
import { getMeta } from '../sqlite/local-writes.ts';
import { RULES_META } from '../watch/watch-rules-store.ts';
import type { OutputFacts } from '../record-fields.ts';

type Scalar = string | number | boolean | null;

/** The run as the service listed it, rebuilt from the embedded copy's row. */
function listingOf(r: RunRow): RunListing {
  return {
    id: r.id,
    kind: r.kind === 'category' ? 'category' : 'items',
    stage: r.stage as Runner['stage'],
    created_at: r.created_at,
    finished_at: r.finished_at,
    item_count: r.item_count,
    processed_count: r.processed_count,
    failed_count: r.failed_count,
    download_links: JSON.parse(r.links) as Runner['download_links'],
    // A finished run archived with no outputs had no result files; every other finished run has some.
    is_download_generated: r.stage === 'done' && !(r.archive === 'archived' && r.output_count === 0),
  };
}

/** One archived run's outputs as the archive step wrote them (the facts the store keeps). */
function runFacts(db: DatabaseSync, runId: number): OutputFacts[] {
  const rows = db
    .prepare(
      `SELECT o.key, o.price, o.price_text, o.currency, o.availability, o.in_stock, o.stock, d.json
       FROM outputs o JOIN details d ON d.id = o.detail_id WHERE o.run_id = ? ORDER BY o.seq`,
    )
    .all(runId) as (Omit<OutputRow, 'in_stock' | 'fields'> & { in_stock: number | null; json: string })[];
  return rows.map((r) => {
    const details = JSON.parse(r.json) as Record<string, Scalar>;
    const text = (v: Scalar | undefined): string | null => (typeof v === 'string' ? v : null);
    return {
      key: r.key,
      code: text(details.asin) ?? text(details.sku) ?? r.key,
      title: text(details.title),
      priceCents: r.price,
      priceText: r.price_text,
      currency: r.currency,
      availability: r.availability,
      inStock: r.in_stock === null ? null : r.in_stock === 1,
      stock: r.stock,
      details,
    };
  });
}

/**
 * Moves a profile's embedded copy into its team copy through the store's own idempotent writes, so it may
 * run while other desks write, and again after a failure: collections and items first, then each run's
 * listing, then the outputs of every archived run the team copy lacks (one short transaction each; runs
 * another desk archived already are skipped). Runs not archived here come in pending: the sync engine
 * archives them from the service. `progress` is told runs moved of the total.
 */
export async function moveIntoTeamCopy(db: DatabaseSync, store: CopyStore, progress: (done: number, total: number) => void): Promise<void> {
  const at = new Date().toISOString();
  const collections = (db.prepare('SELECT record FROM collections ORDER BY id').all() as { record: string }[]).map((r) => JSON.parse(r.record) as Collection);
  const toMove = db
    .prepare(`SELECT id, collection_id AS collectionId FROM runs WHERE archive = 'archived' AND output_count > 0 ORDER BY collection_id, id`)
    .all() as { id: number; collectionId: number }[];
  let done = 0;
  progress(done, toMove.length);
  await store.saveCollections(collections, at);
  for (const collection of collections) {
    const items = storedItems(db, collection.id);
    if (items.length > 0) await store.replaceItems(collection.id, items, at);
    const runs = db.prepare('SELECT * FROM runs WHERE collection_id = ? ORDER BY id').all(collection.id) as unknown as RunRow[];
    await store.saveRuns(collection.id, runs.map(listingOf), at);
    const archived = new Set((await store.runs(collection.id)).filter((r) => r.archive === 'archived').map((r) => r.runId));
    for (const run of toMove.filter((r) => r.collectionId === collection.id)) {
      if (!archived.has(run.id)) await store.archiveRun({ collectionId: collection.id, runId: run.id }, [runFacts(db, run.id)]);
      done += 1;
      progress(done, toMove.length);
    }
  }
  // The machine's retention and watch rules come along when the team has set none.
  for (const key of ['retention_days', RULES_META]) {
    const value = getMeta(db, key);
    if (value !== null && (await store.getMeta(key)) === null) await store.setMeta(key, value);
  }
}
