// A pending run's result links in a team copy are written by whichever desk listed it, or by anyone with the
// database's password: a link pointed at another server is never fetched (nor sent the credential), the run
// says why, nothing is archived, and the team's other runs are archived as usual.
import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../service/test-server.ts';
import type { CopyStore } from '../copy-store.ts';
import { archivePending } from '../sync/local-sync.ts';
import { testSource } from '../testing/both-stores.ts';
import { freshDatabase, type TestDatabase } from '../testing/pg-database.ts';
import { finishedRun, partsCollection, startServiceStub, type ServiceStub } from '../testing/service-stub.ts';
import { createPostgresStore } from './pg-store.ts';

let db: TestDatabase;
let store: CopyStore;
let stub: ServiceStub;
let elsewhere: TestServer;
const collection = partsCollection(3);
const page = new TextEncoder().encode(JSON.stringify([{ sku: 'P1', postcode: '2000', price: '$1.00' }]));

beforeAll(async () => {
  [db, stub, elsewhere] = await Promise.all([freshDatabase(), startServiceStub(), startTestServer((_seen, res) => sendJson(res, []))]);
  store = createPostgresStore({
    settings: { connection: db.connection, tls: 'disable', password: db.password },
    source: testSource(),
    deskId: randomUUID(),
    log: () => {},
  });
}, 60_000);

afterAll(async () => {
  await store?.close();
  await stub?.close();
  await elsewhere?.close();
  await db?.drop();
});

describe('result links in a team copy', () => {
  it('fetch only the run’s own files from the profile’s service: a link a teammate pointed elsewhere is refused and said on the run', async () => {
    const at = new Date().toISOString();
    stub.answers.files.set('r1.zip', zipSync({ 'r1_Page_1.json': page }));
    stub.answers.files.set('r2.zip', zipSync({ 'r2_Page_1.json': page }));
    await store.saveCollections([collection], at);
    await store.saveRuns(
      collection.id,
      [1, 2].map((id) => ({ ...finishedRun(id, collection.id, 1, `r${id}.zip`), kind: 'items' as const })),
      at,
    );
    // Run 2's link, rewritten in the database as a teammate's script (or anyone with the password) could.
    const sql = new pg.Client(db.url);
    await sql.connect();
    await sql.query(`UPDATE desk_store.runs SET links = $1::jsonb WHERE id = 2`, [
      JSON.stringify({ pages: [], all_pages: `${elsewhere.origin}/api/v1/results/3/2/r2.zip` }),
    ]);
    await sql.end();

    expect(await archivePending({ ...stub.target, store })).toBe(1);
    const runs = await store.runs(collection.id);
    expect(runs.map((r) => [r.runId, r.archive, r.outputCount])).toEqual([
      [2, 'failed', 0],
      [1, 'archived', 1],
    ]);
    expect(runs[0]?.reason).toBe(`Result link points elsewhere: not fetched (${new URL(elsewhere.origin).host}).`);
    expect(elsewhere.requests).toEqual([]);
    expect(stub.fileRequests).toEqual(['r1.zip']);
    expect(await store.outputs(collection.id, 2)).toEqual([]);
  });
});
