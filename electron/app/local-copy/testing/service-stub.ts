import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Collection } from '../../../../shared/api/collections.ts';
import type { Part } from '../../../../shared/api/partsstore-items.ts';
import type { Runner } from '../../../../shared/api/runs.ts';
import { createServiceClient } from '../../service/service-client.ts';
import { sendJson, startTestServer, type TestServer } from '../../service/test-server.ts';
import { openLocalDb } from '../sqlite/local-db.ts';
import type { SyncTarget } from '../sync/local-sync.ts';
import { createSqliteStore } from '../sqlite/sqlite-store.ts';
import { syntheticCollection } from './synthetic.ts';

/** What the stub service answers; tests change it between syncs. */
export interface StubAnswers {
  /** The collections list page at `skip`. */
  collections: (skip: number, limit: number) => { total: number; items: Collection[] };
  /** The partsstore items page at `skip`, and the total the list claims. */
  items: (skip: number, limit: number) => Part[];
  itemsTotal: number;
  runs: Runner[];
  /** Result files by name; 'hang' answers never (the request is still counted). */
  files: Map<string, Uint8Array | 'hang'>;
  /** Answers an API path before the lists above: 'hang' never answers; a status with headers and a JSON body. */
  reply?: (path: string) => 'hang' | { status: number; headers?: Record<string, string>; body: unknown } | undefined;
}

/** A loopback stand-in for a broken or hostile service, a client of it, and a fresh local copy. */
export interface ServiceStub {
  server: TestServer;
  answers: StubAnswers;
  /** The local copy's database file. */
  file: string;
  db: DatabaseSync;
  target: SyncTarget;
  clock: { now: Date };
  /** Names of result files asked for so far. */
  fileRequests: string[];
  /** Requests per API path. */
  calls: Map<string, number>;
  /** When each request arrived (ms since the epoch), in order. */
  arrivals: number[];
  close(): Promise<void>;
}

/** A partsstore collection record. */
export function partsCollection(id: number): Collection {
  return { ...syntheticCollection(id), request_type: 'partsstore' };
}

/** `count` partsstore items from item id `from`. */
export function parts(collectionId: number, from: number, count: number): Part[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i,
    sku: `P${from + i}`,
    customer_postcode: '2000',
    collection: collectionId,
    created_at: '2026-01-01 00:00:00',
  }));
}

/** A finished run of `itemCount` items whose results are the ZIP `allPages` (or, when empty, `pages`). */
export function finishedRun(id: number, collectionId: number, itemCount: number, allPages: string, pages: string[] = []): Runner {
  const at = new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString();
  const link = (name: string) => `/api/v1/results/${collectionId}/${id}/${encodeURIComponent(name)}`;
  return {
    id,
    collection: collectionId,
    stage: 'done',
    is_download_generated: true,
    item_count: itemCount,
    processed_count: itemCount,
    failed_count: 0,
    download_links: { pages: pages.map(link), all_pages: allPages === '' ? '' : link(allPages) },
    created_at: at,
    finished_at: at,
  };
}

/** Starts the stub service (answering nothing but empty lists until told) and a local copy synced from it. */
export async function startServiceStub(): Promise<ServiceStub> {
  const answers: StubAnswers = { collections: () => ({ total: 0, items: [] }), items: () => [], itemsTotal: 0, runs: [], files: new Map() };
  const fileRequests: string[] = [];
  const calls = new Map<string, number>();
  const arrivals: number[] = [];
  const server = await startTestServer((seen, res) => {
    arrivals.push(Date.now());
    const path = new URL(seen.url, 'http://stub').pathname.replace(/^\/api\/v1\//, '');
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const special = answers.reply?.(path);
    if (special === 'hang') return;
    if (special) {
      res.writeHead(special.status, { 'content-type': 'application/json', ...special.headers });
      res.end(JSON.stringify(special.body));
      return;
    }
    if (path.startsWith('results/')) {
      const name = decodeURIComponent(path.split('/').pop() ?? '');
      fileRequests.push(name);
      const bytes = answers.files.get(name);
      if (bytes === 'hang') return;
      if (bytes === undefined) return sendJson(res, { code: 404, status: 0, data: 'File not found.' });
      res.writeHead(200, { 'content-type': name.endsWith('.zip') ? 'application/zip' : 'application/json', 'content-length': bytes.byteLength });
      res.end(bytes);
      return;
    }
    const body = JSON.parse(seen.body.toString() || '{}') as { skip?: number; limit?: number };
    const skip = body.skip ?? 0;
    const limit = body.limit ?? 100;
    const data =
      path === 'schedules/get_schedules/'
        ? { skip, limit, ...answers.collections(skip, limit) }
        : path === 'schedules/partsstore/sku/list/'
          ? { total: answers.itemsTotal, skip, limit, items: answers.items(skip, limit) }
          : path === 'schedules/collections/results/download/'
            ? { total: answers.runs.length, skip, limit, items: answers.runs.slice(skip, skip + limit) }
            : null;
    sendJson(res, data === null ? { code: 404, status: 0, data: 'Not found.' } : { code: 200, status: 1, data });
  });
  const client = createServiceClient({
    baseUrl: server.origin,
    credential: async () => ({ kind: 'apiKey', value: 'pfx.stub-secret' }),
    retry: { attempts: 1, baseMs: 1, capMs: 1 },
  });
  const file = join(mkdtempSync(join(tmpdir(), 'cd-stub-')), 'local-copy', 'stub.sqlite');
  const db = openLocalDb(file);
  const clock = { now: new Date() };
  const target: SyncTarget = { store: createSqliteStore(db, file), client, changed: () => {}, log: () => {}, now: () => clock.now };
  return {
    server,
    answers,
    file,
    db,
    target,
    clock,
    fileRequests,
    calls,
    arrivals,
    close: async () => {
      db.close();
      await server.close();
    },
  };
}
