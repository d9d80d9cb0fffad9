// Any role of the team copy's server may NOTIFY the desks' channel: a flood of spoofed notes must cost a desk
// a few queries, no re-read of its screens and a few log lines, while a real change still shows at once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../sandbox/testing/test-sandbox.ts';
import { openLogFile } from '../../logging/log-file.ts';
import type { ChangedPart, CopyStore } from '../copy-store.ts';
import { testSource } from '../testing/both-stores.ts';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster.ts';
import { freshDatabase, type TestDatabase } from '../testing/pg-database.ts';
import { syntheticCollection, syntheticRun } from '../testing/synthetic.ts';
import { createPostgresStore, type PgSource } from './pg-store.ts';

const at = '2026-03-01T00:00:00.000Z';
const role = `spoofer_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let db: TestDatabase;
let dataDir: string;
const opened: CopyStore[] = [];

/** Runs SQL as `url`'s role. */
async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

// The connection set-up of this file: a desk's store, and a throwaway login role that is no desk (as a BI role).
const desk = (source: PgSource, log: (line: string) => void = () => {}): CopyStore => {
  const store = createPostgresStore({ settings: { connection: db.connection, tls: 'disable', password: db.password }, source, deskId: randomUUID(), log });
  opened.push(store);
  return store;
};
const spooferUrl = (): string => {
  const url = new URL(db.url);
  url.username = role;
  url.password = 'spoof-pw';
  return url.toString();
};

// A server of its own: the notification queue is the whole server's, and the desks of the files running beside
// this one listen on it too; one of them reading late holds the queue, so the flood never seems to leave it.
let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster({ fast: true });
  db = await freshDatabase({ adminUrl: cluster.url });
  await sql(db.url, `CREATE ROLE ${role} LOGIN PASSWORD 'spoof-pw' NOSUPERUSER NOCREATEDB NOCREATEROLE`);
  dataDir = mkdtempSync(join(tmpdir(), 'notify-flood-'));
}, 60_000);
afterAll(async () => {
  for (const store of opened) await store.close();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('change notes from other roles of the server', () => {
  it('100,000 spoofed notes re-read no screen and write a few log lines; a real change of another desk still shows', async () => {
    const source = testSource();
    const logFile = openLogFile({ dataDir, version: '1', mode: 'web' });
    const [target, other] = [desk(source, (line) => logFile.write(line)), desk(source)];
    await other.saveCollections([syntheticCollection(1, 10), syntheticCollection(2, 10), syntheticCollection(3, 10)], at);
    await other.saveRuns(1, [syntheticRun(5)], at);
    const heard: [number | null, ChangedPart | 'all'][] = [];
    target.onChange((collectionId, what) => heard.push([collectionId, what]));
    await target.facts(); // listening from now on
    const [{ id: sourceId }] = (await sql<{ id: number }>(db.url, 'SELECT id FROM desk_store.sources WHERE account = $1', [source.account])) as [
      { id: number },
    ];

    // A quarter well-formed for this account but naming nothing new, a quarter another account's, half malformed.
    await sql(
      spooferUrl(),
      `SELECT pg_notify('collection_desk_changed', CASE g % 4
         WHEN 0 THEN json_build_object('desk', gen_random_uuid(), 'source', $1::int, 'collectionId', 1 + g % 3,
           'what', (ARRAY['collections', 'items', 'runs', 'all'])[1 + (g / 4) % 4])::text
         WHEN 1 THEN json_build_object('desk', gen_random_uuid(), 'source', $1::int + 1000, 'collectionId', 1, 'what', 'runs')::text
         WHEN 2 THEN 'not a note ' || g
         ELSE json_build_object('desk', g, 'source', $1::int, 'collectionId', 'x' || g, 'what', 'runs', 'extra', repeat('y', 300))::text END)
       FROM generate_series(1, 100000) AS g`,
      [sourceId],
    );

    // The flood has left the server's queue (the desk's listening connection took it all): asked on one connection
    // (a connection for each look would start a server process 100 times a second).
    const watcher = new pg.Client(db.url);
    await watcher.connect();
    try {
      await waitFor(async () => {
        const { rows } = await watcher.query<{ usage: number }>('SELECT pg_notification_queue_usage() AS usage');
        return rows[0]?.usage === 0 ? true : undefined;
      }, 20_000);
    } finally {
      await watcher.end();
    }

    // A real change of the other desk is told, once; nothing of the flood is.
    await other.saveRuns(1, [syntheticRun(5), syntheticRun(6)], at);
    await waitFor(() => (heard.length > 0 ? true : undefined), 5_000);
    expect(heard).toEqual([[1, 'runs']]);

    await target.close();
    const lines = readFileSync(logFile.path, 'utf8').trimEnd().split('\n').slice(1); // after the start line
    // The first note (g = 1, another account's) said at once, the rest counted in one line (here: when the desk closed).
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/team copy: ignored a change note about another service account's copy; more are counted/);
    expect(lines[1]).toMatch(
      /team copy: ignored [\d,]+ change notes that did not match the copy in the last minute \(.*not in the form a desk writes.*about another service account's copy/,
    );
  }, 60_000);

  it("coalesces another desk's burst of real changes: told about once a second, the last change too", async () => {
    const source = testSource();
    const [target, other] = [desk(source), desk(source)];
    await other.saveCollections([syntheticCollection(1, 10)], at);
    const heard: [number | null, ChangedPart | 'all', number][] = [];
    target.onChange((collectionId, what) => heard.push([collectionId, what, Date.now()]));
    await target.facts();
    const started = Date.now();
    const runs = [];
    for (let id = 1; id <= 20; id += 1) {
      runs.push(syntheticRun(id));
      await other.saveRuns(1, runs, at); // 20 commits, 20 notes
    }
    const lastCommit = Date.now();
    // The last change is told (by a look at the copy after it was committed).
    await waitFor(() => (heard.some(([, , t]) => t >= lastCommit) ? true : undefined), 5_000);
    expect(heard.every(([c, w]) => c === 1 && w === 'runs')).toBe(true);
    expect(heard.length).toBeLessThanOrEqual(Math.ceil((lastCommit - started) / 1_000) + 2);
  }, 30_000);
});
