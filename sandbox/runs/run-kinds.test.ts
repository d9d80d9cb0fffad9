import { afterEach, describe, expect, it } from 'vitest';
import { startTestSandbox, waitFor, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, creditsOf, dataOf, fetchFile, marketplaceCollection, newCollection, openSandboxDb, runnerOf, waitRunEnded } from './run-test-kit.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

/** Adds partsstore or officestore rows straight to the store (independent of the item endpoints). */
function insertCodes(s: TestSandbox, table: 'parts' | 'officestore_skus', collectionId: number, skus: string[]): void {
  const db = openSandboxDb(s);
  try {
    const now = new Date().toISOString();
    for (const sku of skus) {
      if (table === 'parts') {
        db.prepare('INSERT INTO parts (collection_id, sku, customer_postcode, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(
          collectionId,
          sku,
          '2000',
          now,
          now,
        );
      } else {
        db.prepare('INSERT INTO officestore_skus (collection_id, sku, store_id, customer_postcode, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
          collectionId,
          sku,
          'W411',
          '2000',
          now,
          now,
        );
      }
    }
    db.prepare(`UPDATE collections SET status = 'enable' WHERE id = ?`).run(collectionId);
  } finally {
    db.close();
  }
}

async function pageRecords(s: TestSandbox, url: string): Promise<Record<string, unknown>[]> {
  return JSON.parse(await (await fetchFile(s, url)).text()) as Record<string, unknown>[];
}

describe('runs of every item type', () => {
  it('keeps partsstore and officestore results in the result files only', async () => {
    sb = await startTestSandbox();
    const parts = await newCollection(sb, { type: 'partsstore', name: 'Parts' });
    const skus = Array.from({ length: 120 }, (_, i) => `PC-${1000 + i}`);
    insertCodes(sb, 'parts', parts, skus);
    const partsRun = dataOf<{ runner_id: number; item_count: number }>(await sb.call('schedules/run/result/', { collection_id: parts }));
    expect(partsRun.item_count).toBe(120);
    const partsDone = await waitRunEnded(sb, parts, partsRun.runner_id);
    const partRecords = (await Promise.all(partsDone.download_links.pages.map((url) => pageRecords(sb!, url)))).flat();
    expect(partRecords).toHaveLength(partsDone.processed_count);
    expect(partRecords[0]).toMatchObject({
      sku: expect.stringMatching(/^PC-/),
      postcode: '2000',
      nearest_store: expect.any(String),
      freight: expect.any(String),
    });

    const office = await newCollection(sb, { type: 'officestore', name: 'Office' });
    insertCodes(sb, 'officestore_skus', office, ['100001', '100002', '100003']);
    const officeRun = dataOf<{ runner_id: number }>(await sb.call('schedules/run/result/', { collection_id: office }));
    const officeDone = await waitRunEnded(sb, office, officeRun.runner_id);
    const officeRecords = (await Promise.all(officeDone.download_links.pages.map((url) => pageRecords(sb!, url)))).flat();
    expect(officeRecords.every((r) => r.store_id === 'W411')).toBe(true);
    expect(officeRecords).toHaveLength(officeDone.processed_count);

    const db = openSandboxDb(sb);
    try {
      expect(db.prepare('SELECT COUNT(*) AS n FROM outputs').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('returns the credits of a run whose collection is deleted while it runs', async () => {
    // Slow enough that the delete lands while the run is under way, even on a busy machine.
    sb = await startTestSandbox({ jobDelayMs: 500, credits: 500 });
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 100);
    const { runner_id } = dataOf<{ runner_id: number }>(await sb.call('schedules/run/result/', { collection_id: id }));
    await waitFor(async () => ((await runnerOf(sb!, id, runner_id)).processed_count > 0 ? true : undefined));
    dataOf(await sb.call('schedules/delete_schedule/', { collection_id: id }));
    const settled = await waitFor(async () => {
      const c = await creditsOf(sb!);
      return c.frozen_credits === 0 ? c : undefined;
    });
    expect(settled.used_credits).toBeGreaterThan(0);
    expect(settled.used_credits).toBeLessThan(100);
    expect(settled.remaining_credits).toBe(500 - settled.used_credits);
  });

  it('returns, at start, credits still frozen for a run deleted while the sandbox was down', async () => {
    sb = await startTestSandbox({ jobDelayMs: 60_000, credits: 500 });
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 30);
    dataOf(await sb.call('schedules/run/result/', { collection_id: id }));
    expect((await creditsOf(sb)).frozen_credits).toBe(30);
    await sb.sandbox.close();
    const db = openSandboxDb(sb);
    try {
      db.prepare('DELETE FROM collections WHERE id = ?').run(id);
    } finally {
      db.close();
    }
    await sb.restart();
    expect(await creditsOf(sb)).toEqual({ available_credits: 500, used_credits: 0, frozen_credits: 0, remaining_credits: 500 });
  });
});
