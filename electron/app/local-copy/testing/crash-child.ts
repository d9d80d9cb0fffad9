// A child process for the crash test: archives run after run into a local copy until it is killed.
import { openLocalDb } from '../sqlite/local-db.ts';
import { archiveRun, saveCollections, saveRuns } from '../sqlite/local-writes.ts';
import { outputFacts, type OutputFacts } from '../record-fields.ts';
import { syntheticCollection, syntheticRun } from './synthetic.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: crash-child.ts <db file>');
const db = openLocalDb(file);
const at = new Date().toISOString();
saveCollections(db, [syntheticCollection(1)], at, false);
const runs = Array.from({ length: 400 }, (_, i) => syntheticRun(i + 1));
saveRuns(db, 1, runs, at);
for (const run of runs) {
  const facts: OutputFacts[] = [];
  for (let i = 0; i < 5000; i += 1) {
    const f = outputFacts({
      asin: `B${String(i).padStart(9, '0')}`,
      title: `Item ${i}`,
      price: `$${(10 + ((i * run.id) % 90)).toFixed(2)}`,
      availability: 'In stock',
    });
    if (f) facts.push(f);
  }
  archiveRun(db, run.id, [facts]);
  process.stdout.write(`archived ${run.id}\n`);
}
