import type pg from 'pg';
import type { RunRef } from '../copy-store.ts';
import { KEY_CHARS } from '../row-checks.ts';
import type { PgContext } from './pg-context.ts';

/** A product's id within a collection: its domain ('' for none) and code. */
const productId = (item: { domain: string; code: string }): string => `${item.domain}\u0000${item.code}`;

/** One output as it is stored: its key, price in cents (null when none or past any real one) and stock. */
export interface StoredOutput {
  key: string;
  price: number | null;
  inStock: boolean | null;
}

/**
 * Groups an archived run's outputs per product for the regional rules (as the embedded copy's run-products.ts):
 * its regions are the collection's postcodes at this moment, each the first item there, with its output. Grouped here from
 * one read of the items, not by a join: the server plans a join for a collection its statistics have not seen yet
 * as if it were empty, and one just added took 7–26 s.
 */
export async function storeRunProducts(c: pg.ClientBase, ctx: PgContext, run: RunRef & { pk: number }, outputs: readonly StoredOutput[]): Promise<void> {
  const { collectionId, pk: runPk } = run;
  // Rows of the shared database are read cut, as every read of it is: an item whose key, code, domain or postcode
  // is longer than any real one is no region (the screens leave it out too).
  const cut = (column: string) => `left(${column}, ${KEY_CHARS + 1})`;
  const { rows: items } = await c.query<{ key: string; code: string; domain: string; postcode: string }>(
    `SELECT ${cut('key')} AS key, ${cut('code')} AS code, ${cut("COALESCE(domain, '')")} AS domain, ${cut('postcode')} AS postcode
     FROM desk_store.items WHERE source_id = $1 AND collection_id = $2 AND COALESCE(postcode, '') <> '' ORDER BY item_id`,
    [ctx.sourceId, collectionId],
  );
  // A product's region is a postcode: the first item there (two stores of one postcode are one region).
  const regions = new Set<string>();
  const itemOf = new Map<string, (typeof items)[number]>();
  // Each product's regions in the collection now, judged or not.
  const regionsOf = new Map<string, { domain: string; code: string; regions: number }>();
  for (const item of items) {
    if ([item.key, item.code, item.domain, item.postcode].some((text) => text.length > KEY_CHARS)) continue;
    const region = `${item.domain}\u0000${item.code}\u0000${item.postcode}`;
    if (regions.has(region)) continue;
    regions.add(region);
    itemOf.set(item.key, item);
    const id = productId(item);
    const product = regionsOf.get(id) ?? { domain: item.domain, code: item.code, regions: 0 };
    product.regions += 1;
    regionsOf.set(id, product);
  }
  const products = new Map<
    string,
    { domain: string; code: string; regions: number; priced: number; lo: number | null; hi: number | null; someIn: boolean; someOut: boolean }
  >();
  for (const output of outputs) {
    const item = itemOf.get(output.key);
    if (item === undefined) continue;
    const id = productId(item);
    const product = products.get(id) ?? { domain: item.domain, code: item.code, regions: 0, priced: 0, lo: null, hi: null, someIn: false, someOut: false };
    products.set(id, product);
    product.regions += 1;
    if (output.price !== null) {
      product.priced += 1;
      product.lo = product.lo === null ? output.price : Math.min(product.lo, output.price);
      product.hi = product.hi === null ? output.price : Math.max(product.hi, output.price);
    }
    product.someIn ||= output.inStock === true;
    product.someOut ||= output.inStock === false;
  }
  // A rule across regions never holds for a product with one: only those with two or more are kept.
  const list = [...products.values()].filter((p) => p.regions >= 2);
  await c.query('DELETE FROM desk_store.run_products WHERE run_pk = $1', [runPk]);
  // A product the run cannot judge: two regions or more now, fewer of them answered (the others failed).
  const unjudged = [...regionsOf].filter(([id, p]) => p.regions >= 2 && (products.get(id)?.regions ?? 0) < 2).map(([, p]) => p);
  await carryUnjudged(c, ctx, run, unjudged);
  if (list.length === 0) return;
  await c.query(
    `INSERT INTO desk_store.run_products (run_pk, domain, code, priced, lo, hi, some_in, some_out)
     SELECT $1::bigint, x.* FROM unnest($2::text[], $3::text[], $4::int[], $5::bigint[], $6::bigint[], $7::boolean[], $8::boolean[]) AS x`,
    [
      runPk,
      list.map((p) => p.domain),
      list.map((p) => p.code),
      list.map((p) => p.priced),
      list.map((p) => p.lo),
      list.map((p) => p.hi),
      list.map((p) => p.someIn),
      list.map((p) => p.someOut),
    ],
  );
}

/**
 * A product the run cannot judge keeps its row of the run before (the collection's archived run with outputs, as
 * the rules compare), as the embedded copy's run-products.ts does: a spread that stayed wide is not news again
 * after a run in which a region failed. Copied within the server: nothing of the shared database is read here.
 */
async function carryUnjudged(
  c: pg.ClientBase,
  ctx: PgContext,
  run: RunRef & { pk: number },
  carried: readonly { domain: string; code: string }[],
): Promise<void> {
  if (carried.length === 0) return;
  await c.query(
    `INSERT INTO desk_store.run_products (run_pk, domain, code, priced, lo, hi, some_in, some_out)
     SELECT $1::bigint, p.domain, p.code, p.priced, p.lo, p.hi, p.some_in, p.some_out
     FROM desk_store.run_products p JOIN unnest($5::text[], $6::text[]) AS w (domain, code) ON w.domain = p.domain AND w.code = p.code
     WHERE p.run_pk = (SELECT pk FROM desk_store.runs WHERE source_id = $2 AND collection_id = $3 AND id < $4 AND archive = 'archived' AND output_count > 0
       ORDER BY id DESC LIMIT 1)
     ON CONFLICT DO NOTHING`,
    [run.pk, ctx.sourceId, run.collectionId, run.runId, carried.map((p) => p.domain), carried.map((p) => p.code)],
  );
}
