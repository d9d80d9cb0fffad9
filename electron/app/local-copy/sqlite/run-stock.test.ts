import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCopyFile, openLocalDb } from './local-db.ts';
import { queryStockByRun } from './run-stock.ts';

describe('stock counts per archived run', () => {
  it('counts each archived run’s outputs in and out of stock, oldest first, leaving out other collections and unarchived runs', () => {
    const db = openLocalDb(localCopyFile(mkdtempSync(join(tmpdir(), 'cd-stock-')), 'sandbox'));
    db.exec(`INSERT INTO collections (id, record, request_type, seen_at) VALUES (7, '{}', 'partsstore', 'x'), (8, '{}', 'partsstore', 'x')`);
    db.exec(`INSERT INTO details (id, json) VALUES (1, '{}')`);
    const run = db.prepare(
      `INSERT INTO runs (id, collection_id, kind, stage, created_at, finished_at, item_count, processed_count, failed_count, links, archive)
       VALUES (?, ?, 'items', 'done', ?, ?, 3, 3, 0, '{}', ?)`,
    );
    run.run(12, 7, '2026-03-02T10:00:00Z', '2026-03-02T10:05:00Z', 'archived');
    run.run(11, 7, '2026-03-01T10:00:00Z', null, 'archived');
    run.run(13, 7, '2026-03-03T10:00:00Z', null, 'pending');
    run.run(14, 8, '2026-03-03T10:00:00Z', null, 'archived');
    const output = db.prepare(`INSERT INTO outputs (run_id, seq, key, in_stock, detail_id) VALUES (?, ?, ?, ?, 1)`);
    for (const [runId, key, inStock] of [
      [11, 'a', 1],
      [11, 'b', 0],
      [11, 'c', null],
      [12, 'a', 1],
      [12, 'b', 1],
      [14, 'a', 0],
    ] as const) {
      output.run(runId, 0, key, inStock);
    }
    expect(queryStockByRun(db, 7)).toEqual([
      { runId: 11, at: '2026-03-01T10:00:00Z', items: 3, inStock: 1, outOfStock: 1 },
      { runId: 12, at: '2026-03-02T10:05:00Z', items: 2, inStock: 2, outOfStock: 0 },
    ]);
    expect(queryStockByRun(db, 9)).toEqual([]);
    db.close();
  });
});
