import { MESSAGES } from '../../shared/api/envelope.ts';
import { runsEndpoints as ep } from '../../shared/api/runs.ts';
import { getOwnedCollection } from '../collections/collection-store.ts';
import { ApiError } from '../server/api-error.ts';
import type { SandboxModule } from '../server/sandbox-module.ts';
import { readResultFile, resultContentType, resultDir } from './result-store.ts';
import { runnerFiles, runnerRecord, type RunnerRow } from './runner-record.ts';
import { startScheduler } from './scheduler.ts';
import { startRun } from './start-run.ts';
import { workerPool } from './worker-pool.ts';

const ID = /^[1-9]\d{0,15}$/;

/** Runs, result listings and result files (completions 5), with the worker pool and the scheduler. */
export const runsModule: SandboxModule = {
  name: 'runs',
  register(kit) {
    const { ctx } = kit;
    const { db } = ctx;
    kit.handle(ep.run, ({ input, user }) => startRun(ctx, user.id, input.collection_id));
    kit.handle(ep.results, ({ input, user }) => {
      const collection = getOwnedCollection(db, user.id, input.collection_id);
      const total = (db.prepare('SELECT COUNT(*) AS n FROM runners WHERE collection_id = ?').get(collection.id) as { n: number }).n;
      const rows = db
        .prepare('SELECT * FROM runners WHERE collection_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(collection.id, input.limit, input.skip) as unknown as RunnerRow[];
      return { total, skip: input.skip, limit: input.limit, items: rows.map((row) => runnerRecord(ctx.baseUrl(), row)) };
    });
    kit.handleFile('results/:collectionId/:runnerId/:fileName', ({ user, params }) => {
      const { collectionId = '', runnerId = '', fileName = '' } = params;
      const notFound = new ApiError(404, MESSAGES.notFound);
      if (!ID.test(collectionId) || !ID.test(runnerId)) throw notFound;
      const row = db
        .prepare('SELECT collection_id, id, files_json FROM runners WHERE id = ? AND collection_id = ? AND user_id = ?')
        .get(Number(runnerId), Number(collectionId), user.id) as Pick<RunnerRow, 'collection_id' | 'id' | 'files_json'> | undefined;
      // Only a file the runner lists is served: no other name (nor any path) can reach the disk.
      if (!row || !runnerFiles(row).includes(fileName)) throw notFound;
      const bytes = readResultFile(resultDir(ctx.settings.dataDir, row.collection_id, row.id), fileName);
      if (!bytes) throw notFound;
      return { contentType: resultContentType(fileName), bytes, fileName };
    });
  },
  start(ctx) {
    workerPool(ctx).resume();
    startScheduler(ctx);
  },
};
