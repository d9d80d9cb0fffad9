// Two desk processes on one team copy, syncing the same collection of the same service at the same moment.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../../../sandbox/testing/test-sandbox.ts';
import { freshDatabase, type TestDatabase } from '../testing/pg-database.ts';
import { marketplaceOf, runToEnd } from '../testing/store-kit.ts';
import { startTestSandbox } from '../../../../sandbox/testing/test-sandbox.ts';

const child = fileURLToPath(new URL('../testing/team-desk-child.ts', import.meta.url));
let db: TestDatabase;
let sb: TestSandbox;

beforeAll(async () => {
  [db, sb] = await Promise.all([freshDatabase(), startTestSandbox({ credits: 1_000_000 })]);
}, 60_000);
afterAll(async () => {
  await sb?.close();
  await db?.drop();
});

/** Starts a desk process; resolves once it is connected and waiting, with a go() that starts its sync and resolves with what it archived. */
async function deskProcess(args: string[]): Promise<() => Promise<number>> {
  const proc = spawn(process.execPath, [child, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let ready: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (ready = resolve));
  proc.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready')) ready();
  });
  const ended = new Promise<string>((resolve, reject) => {
    proc.on('error', reject);
    proc.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`a desk process ended with code ${code}`))));
  });
  // Connected (the store opened) before both are told to go at once.
  await Promise.race([connected, ended]);
  return async () => {
    proc.stdin.end('go\n');
    return Number(/archived (\d+)/.exec(await ended)?.[1] ?? 'NaN');
  };
}

describe('two desks on one team copy', () => {
  it('archive the same runs at the same moment: every run once, 0 duplicates, 0 rows lost', async () => {
    const collectionId = await marketplaceOf(sb, 300);
    const runs = [];
    for (let i = 0; i < 5; i += 1) runs.push(await runToEnd(sb, collectionId));
    const args = [db.connection, db.password, 'account-1', sb.baseUrl, sb.apiKey, String(collectionId)];
    const desks = await Promise.all([deskProcess(args), deskProcess(args)]);
    const archived = await Promise.all(desks.map((go) => go()));
    // Each run was fetched and stored by one desk: the other left it to it.
    expect(archived[0]! + archived[1]!).toBe(runs.length);

    const client = new pg.Client(db.url);
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; archive: string; output_count: number; stored: number; keys: number }>(
        `SELECT r.id, r.archive, r.output_count, count(o.key)::int AS stored, count(DISTINCT o.key)::int AS keys
         FROM desk_store.runs r LEFT JOIN desk_store.outputs o ON o.run_pk = r.pk WHERE r.collection_id = $1 GROUP BY r.pk ORDER BY r.id`,
        [collectionId],
      );
      expect(rows.map((r) => Number(r.id))).toEqual(runs.map((r) => r.id));
      for (const [n, r] of rows.entries()) {
        expect(r.archive).toBe('archived');
        expect([r.output_count, r.stored, r.keys]).toEqual([runs[n]!.processed_count, runs[n]!.processed_count, runs[n]!.processed_count]);
      }
      const items = await client.query<{ n: number; distinct: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT item_id)::int AS distinct FROM desk_store.items WHERE collection_id = $1`,
        [collectionId],
      );
      expect(items.rows[0]).toEqual({ n: 300, distinct: 300 });
    } finally {
      await client.end();
    }
  }, 120_000);
});
