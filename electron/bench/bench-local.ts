// `npm run bench:local`: the local copy on a store of 5000 items × 100 runs = 500,000 outputs built
// here (records as the sandbox writes them, moving run to run), then a real sync from the sandbox over
// loopback into that store, and desk start-up with and without it. Prints `name value unit (target)`;
// asserts nothing.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDesk } from '../app/desk.ts';
import { localCopyBytes, localCopyFile, openLocalDb } from '../app/local-copy/sqlite/local-db.ts';
import type { SyncTarget } from '../app/local-copy/sync/local-sync.ts';
import { archiveRun, replaceItems, saveCollections, saveRuns } from '../app/local-copy/sqlite/local-writes.ts';
import { type ItemRow } from '../app/local-copy/copy-model.ts';
import { createSqliteStore } from '../app/local-copy/sqlite/sqlite-store.ts';
import { syntheticCollection, syntheticItem, syntheticRun } from '../app/local-copy/testing/synthetic.ts';
import { evaluateRun } from '../app/local-copy/watch/watch-eval.ts';
import { saveRules } from '../app/local-copy/watch/watch-rules-store.ts';
import { benchAsins, benchDir, median, printFigure, timed, timings } from '../../sandbox/bench/bench-kit.ts';
import { ALL_RULES, benchDeskOptions, benchKeychain, benchOutputs, measureSync, sandboxRun } from './bench-kit.ts';

const ITEMS = 5000;
const RUNS = 100;
// Far from the sandbox's own ids, so the built collection and the synced one never meet.
const BIG = 1_000_000;

const { dir, remove } = benchDir('bench-local');
const file = join(dir, 'store', 'bench.sqlite');
const db = openLocalDb(file);

// 1. The store: 5000 ASINs, 100 finished runs of full-mode records with drifting prices and stock.
const asins = benchAsins(ITEMS);
const at = new Date().toISOString();
saveCollections(db, [syntheticCollection(BIG)], at, false);
const items: ItemRow[] = asins.map((asin, i) => ({ ...syntheticItem(BIG + i, asin), createdAt: at }));
replaceItems(db, BIG, items, at);
saveRuns(
  db,
  BIG,
  Array.from({ length: RUNS }, (_, i) => ({ ...syntheticRun(BIG + i + 1) })),
  at,
);
const buildStart = performance.now();
for (let run = 1; run <= RUNS; run += 1) archiveRun(db, BIG + run, [benchOutputs(asins, run)]);
db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
console.log(`# built ${ITEMS} items × ${RUNS} runs = ${ITEMS * RUNS} outputs in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);

// 2. Reads over it, through the store the screens read.
const store = createSqliteStore(db, file);
printFigure('local.history-100-runs', median(await timings(200, (i) => store.history(BIG, asins[i * 25] ?? ''))), 'ms', '≤ 5 ms');
printFigure('local.compare-2x5000', median(await timings(15, () => store.compare(BIG, BIG + RUNS - 1, BIG + RUNS))), 'ms', '≤ 100 ms');
printFigure('local.items-read-5000', median(await timings(7, () => store.items(BIG))), 'ms', 'no target; with a 12-run trend each');
printFigure(
  'local.stock-by-run-100-runs',
  median(await timings(7, () => store.stockByRun(BIG))),
  'ms',
  'no target; the in-stock line, read as Compare runs opens',
);
printFigure('local.db-size-500k-outputs', localCopyBytes(file) / 1024 / 1024, 'MB', '≤ 150 MB');

// Every kind of watch rule, evaluated on the newest run against the one before (as after its archiving).
await saveRules(store, BIG, ALL_RULES);
let found = 0;
const rules: number[] = [];
for (let i = 0; i < 15; i += 1) {
  db.prepare('DELETE FROM watch_matches').run();
  rules.push(await timed(() => (found = evaluateRun(db, { id: BIG + RUNS, collection_id: BIG, output_count: ITEMS })?.total ?? 0)));
}
printFigure('local.rules-over-5000-items', median(rules), 'ms', `≤ 50 ms; all 11 kinds of rule against the run before, ${found} matches (median of 15)`);

// 3. A real sync from the sandbox into that store: a 5000-item collection, one finished run.
const bench = await sandboxRun(dir, asins);
const { collection } = bench;
const collectionId = collection.id;
const target: SyncTarget = { store, client: bench.client, changed: () => {}, log: (line) => console.error(line) };
saveCollections(db, [collection], new Date().toISOString(), false);
const synced = await measureSync(target, collection, {
  items: async () => void db.prepare('UPDATE collections SET items_synced_at = NULL WHERE id = ?').run(collectionId),
  runs: async () => void db.prepare(`UPDATE runs SET archive = 'pending' WHERE collection_id = ?`).run(collectionId),
});
const { output_count: outputs } = db.prepare(`SELECT output_count FROM runs WHERE collection_id = ?`).get(collectionId) as { output_count: number };
printFigure('local.sync-run-5000-outputs', synced.runSync, 'ms', `≤ 1000 ms; ${outputs} outputs from the all-pages ZIP`);
printFigure('local.refresh-items-5000', synced.itemsRefresh, 'ms', '≤ 1000 ms; one request, compared, then written in one transaction');
printFigure('local.recheck-items-5000', synced.itemsRecheck, 'ms', '— the open collection re-read unchanged: one request, compared, nothing written');
await bench.close();
db.close();

// 4. Desk start-up (compose + first local-copy read) on a data dir with that store and on one without.
const keychain = benchKeychain('local');
const withStore = join(dir, 'with-store');
const without = join(dir, 'without-store');
mkdirSync(join(withStore, 'local-copy'), { recursive: true });
copyFileSync(file, localCopyFile(withStore, 'sandbox'));
const startUp = async (dataDir: string): Promise<number> => {
  const t = performance.now();
  const desk = await createDesk({ ...benchDeskOptions(dataDir, keychain.service), localCopyTiming: { startDelayMs: 600_000 } });
  await desk.router.invoke('localCopy.collections', {}, { origin: 'web' });
  const ms = performance.now() - t;
  await desk.dispose();
  return ms;
};
await startUp(withStore);
await startUp(without);
const startWith: number[] = [];
const startWithout: number[] = [];
for (let i = 0; i < 5; i += 1) {
  startWith.push(await startUp(withStore));
  startWithout.push(await startUp(without));
}
printFigure(
  'local.startup-extra',
  median(startWith) - median(startWithout),
  'ms',
  `≤ 50 ms; ${median(startWith).toFixed(0)} ms with the store, ${median(startWithout).toFixed(0)} ms without`,
);

await keychain.clear('sandbox');
remove();
