import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCopyFile, openLocalDb } from './local-db.ts';
import { queryOutputs, queryRuns } from './local-queries.ts';
import { archiveRun, runsToArchive, saveCollections, saveRuns } from './local-writes.ts';
import { factsOf } from '../record-fields.ts';
import { syntheticCollection, syntheticRun } from '../testing/synthetic.ts';

const run = syntheticRun(1);
const later = '2026-06-01T00:00:00.000Z';
const details = (db: ReturnType<typeof openLocalDb>) => (db.prepare('SELECT COUNT(*) AS n FROM details').get() as { n: number }).n;

describe('a run id that now names another run', () => {
  it('keeps an archived run archived when it is listed again, but archives a new run under an old id afresh', () => {
    const db = openLocalDb(localCopyFile(mkdtempSync(join(tmpdir(), 'cd-identity-')), 'sandbox'));
    const at = new Date().toISOString();
    saveCollections(db, [syntheticCollection(1), syntheticCollection(2)], at, false);
    const archiveOld = () => archiveRun(db, 1, [factsOf([{ asin: 'B000000001', title: 'Old run’s item', price: '$9.00' }])]);
    saveRuns(db, 1, [run], at);
    archiveOld();

    saveRuns(db, 1, [run], at);
    expect(queryRuns(db, 1)).toMatchObject([{ runId: 1, archive: 'archived', outputCount: 1 }]);

    // A reset service numbers runs from 1 again: the same id, started later.
    saveRuns(db, 1, [{ ...run, created_at: later, finished_at: later }], at);
    expect(queryRuns(db, 1)).toMatchObject([{ runId: 1, archive: 'pending', outputCount: 0, createdAt: later }]);
    expect(queryOutputs(db, 1)).toEqual([]);
    expect(details(db)).toBe(0);
    expect(runsToArchive(db, at).map((r) => r.id)).toEqual([1]);

    // The same id in another collection.
    archiveOld();
    saveRuns(db, 2, [{ ...run, created_at: later, finished_at: later }], at);
    expect(queryRuns(db, 1)).toEqual([]);
    expect(queryRuns(db, 2)).toMatchObject([{ runId: 1, archive: 'pending', outputCount: 0 }]);
    expect(queryOutputs(db, 1)).toEqual([]);
    db.close();
  });
});
