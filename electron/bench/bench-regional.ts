// `npm run bench:local`, prices by region: a store of 5000 ASINs each watched at 3 postcodes (15,000 items) over
// 10 runs, its records as the sandbox writes them (a product's drift shared by its regions, each region's own
// factor and stock, about 2% of items failing a run). Times the regional view's read and the regional watch
// rules on the newest run. Prints `name value unit (target)`; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processRunItem, type RunItem } from '../../sandbox/runs/run-items.ts';
import type { ItemRow } from '../app/local-copy/copy-model.ts';
import { factsOf, regionKey } from '../app/local-copy/record-fields.ts';
import { inTransaction, openLocalDb } from '../app/local-copy/sqlite/local-db.ts';
import { archiveRun, replaceItems, saveCollections, saveRuns } from '../app/local-copy/sqlite/local-writes.ts';
import { storeRunProducts } from '../app/local-copy/sqlite/run-products.ts';
import { createSqliteStore } from '../app/local-copy/sqlite/sqlite-store.ts';
import { syntheticCollection, syntheticItem, syntheticRun } from '../app/local-copy/testing/synthetic.ts';
import { evaluateRun } from '../app/local-copy/watch/watch-eval.ts';
import { saveRules } from '../app/local-copy/watch/watch-rules-store.ts';
import { benchAsins, median, printFigure, timed } from '../../sandbox/bench/bench-kit.ts';

const PRODUCTS = 5000;
const POSTCODES = ['2000', '3000', '4000'];
const RUNS = 10;
const C = 2_000_000;
const DOMAIN = 'marketplace.com.au';

const dir = mkdtempSync(join(tmpdir(), 'bench-regional-'));
const file = join(dir, 'store', 'bench.sqlite');
const db = openLocalDb(file);
const at = new Date().toISOString();
const asins = benchAsins(PRODUCTS);
const runItems: RunItem[] = POSTCODES.flatMap((postcode, p) =>
  asins.map((asin, i) => ({ type: 'marketplace', id: p * PRODUCTS + i + 1, asin, domain: DOMAIN, postcode, custom_id: null, fetch_mode: 'full' }) as const),
);
const items: ItemRow[] = runItems.map((item) =>
  item.type === 'marketplace'
    ? { ...syntheticItem(item.id, item.asin), key: regionKey(item.asin, DOMAIN, item.postcode), postcode: item.postcode, createdAt: at }
    : syntheticItem(item.id, ''),
);
saveCollections(db, [syntheticCollection(C, items.length)], at, false);
replaceItems(db, C, items, at);
saveRuns(
  db,
  C,
  Array.from({ length: RUNS }, (_, i) => syntheticRun(C + i + 1)),
  at,
);
const buildStart = performance.now();
for (let run = 1; run <= RUNS; run += 1) {
  const records = runItems.flatMap((item) => {
    const result = processRunItem(item, `runner-${run}`, 'http://127.0.0.1:45123', run);
    return result.ok ? [result.record] : [];
  });
  archiveRun(db, C + run, [factsOf(records)]);
}
db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
console.log(`# built ${PRODUCTS} products × ${POSTCODES.length} postcodes × ${RUNS} runs in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);

// A yardstick read beside the figures: on a shared machine it says how busy the machine was while they were taken.
const scan = db.prepare('SELECT key, price FROM outputs WHERE run_id = ?');
const scans: number[] = [];
for (let i = 0; i < 15; i += 1) scans.push(await timed(() => scan.all(C + RUNS)));
console.log(`# yardstick: one run's ${items.length} outputs read by key and price in ${median(scans).toFixed(1)} ms (median of 15)`);

/** The CPU time `work` takes, in ms: a busy machine stretches the wall time far more than this. */
const cpuOf = async (work: () => unknown): Promise<number> => {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

const store = createSqliteStore(db, file);
const reads: number[] = [];
const readsCpu: number[] = [];
let wide = 0;
const readView = async () => {
  wide = (await store.regional(C)).rows.filter((r) => (r.spreadPct ?? 0) >= 5).length;
};
for (let i = 0; i < 15; i += 1) {
  reads.push(await timed(readView));
  readsCpu.push(await cpuOf(readView));
}
printFigure(
  `regional view over ${PRODUCTS} products × ${POSTCODES.length} postcodes`,
  median(reads),
  'ms',
  `≤ 100 ms; the latest output of each of ${items.length} items, grouped, with the spread; ${wide} products spread ≥ 5 %; CPU ${median(readsCpu).toFixed(0)} ms (medians of 15)`,
);

await saveRules(store, C, [
  { kind: 'regionalSpread', value: 5 },
  { kind: 'regionalStock', value: null },
]);
let found = 0;
const rules: number[] = [];
const rulesCpu: number[] = [];
const evaluate = () => (found = evaluateRun(db, { id: C + RUNS, collection_id: C, output_count: items.length })?.total ?? 0);
for (let i = 0; i < 15; i += 1) {
  db.prepare('DELETE FROM watch_matches').run();
  rules.push(await timed(evaluate));
  db.prepare('DELETE FROM watch_matches').run();
  rulesCpu.push(await cpuOf(evaluate));
}
printFigure(
  `spread rule over ${items.length} items`,
  median(rules),
  'ms',
  `≤ 50 ms; regional spread ≥ 5 % and stock split between regions, on the newest run beside the one before, ${found} matches; CPU ${median(rulesCpu).toFixed(0)} ms (medians of 15)`,
);

// What the rule no longer does at each evaluation: a run's products are grouped once, as the run is archived.
const grouping: number[] = [];
for (let i = 0; i < 15; i += 1) grouping.push(await timed(() => inTransaction(db, () => storeRunProducts(db, C + RUNS))));
printFigure(
  `a run's products grouped at archive, ${items.length} outputs`,
  median(grouping),
  'ms',
  'part of archiving the run; the rule reads them (median of 15)',
);

await store.close();
rmSync(dir, { recursive: true, force: true });
