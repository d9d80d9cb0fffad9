import type { StatementSync } from 'node:sqlite';
import { LIMITS } from '../../shared/api/limits.ts';
import { settleFrozen } from '../accounts/credits.ts';
import type { SandboxContext } from '../server/context.ts';
import { nowIso, transaction } from '../store/db.ts';
import { finishRun } from './finish-run.ts';
import { processRunItem, type ItemResult, type RunItem } from './run-items.ts';
import { getRunnerRow } from './runner-record.ts';

/** The run worker pool of one sandbox (completions 5). */
export interface WorkerPool {
  /** Queues a runner's unprocessed items (no-op when it is already queued or has finished). */
  add(runnerId: number): void;
  /** Picks up every queued or processing item run, e.g. after a restart. */
  resume(): void;
  /** Items in slots right now. */
  readonly busy: number;
}

interface ActiveRun {
  id: number;
  userId: number;
  collectionId: number;
  rank: number;
  seed: string;
  /** The run's number within its collection (1 for the first): what moves outputs between runs. */
  tick: number;
  /** Seqs still to process when the run joined the pool, in order. */
  pending: number[];
  /** Index into `pending` of the next seq to hand to a slot. */
  next: number;
  inFlight: number;
  started: boolean;
  /** The runner was deleted (with its collection) while running. */
  gone: boolean;
}

interface Completion {
  run: ActiveRun;
  seq: number;
  item: RunItem | null;
  result: ItemResult;
}

// Completions are written together: one small transaction per batch keeps 5000-item runs cheap.
const FLUSH_BATCH = 100;
const RETRY_MS = 100;

const pools = new WeakMap<SandboxContext, WorkerPool>();

/** The sandbox's worker pool (created on first use, LIMITS.workerSlots slots). */
export function workerPool(ctx: SandboxContext): WorkerPool {
  let pool = pools.get(ctx);
  if (!pool) {
    pool = createWorkerPool(ctx, LIMITS.workerSlots);
    pools.set(ctx, pool);
  }
  return pool;
}

/**
 * Creates a pool of `slots` concurrent item slots. Each free slot takes the next item of the
 * highest-priority run, oldest run first within a priority; each item takes `jobDelayMs`.
 */
export function createWorkerPool(ctx: SandboxContext, slots: number): WorkerPool {
  const { db } = ctx;
  /** Active runs sorted by (rank, id): the first one with items left feeds the next free slot. */
  const runs: ActiveRun[] = [];
  let busy = 0;
  let buffer: Completion[] = [];
  let flushScheduled = false;
  let statements: Record<'itemJson' | 'markItem' | 'insertOutput' | 'countRunner', StatementSync> | undefined;
  const sql = () =>
    (statements ??= {
      itemJson: db.prepare('SELECT item_json FROM run_items WHERE runner_id = ? AND seq = ?'),
      markItem: db.prepare(`UPDATE run_items SET state = ?, result_json = ? WHERE runner_id = ? AND seq = ? AND state = 'queued'`),
      insertOutput: db.prepare(
        `INSERT INTO outputs (user_id, collection_id, runner_id, asin_row_id, output_json, output_json_count, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      countRunner: db.prepare('UPDATE runners SET processed_count = processed_count + ?, failed_count = failed_count + ? WHERE id = ?'),
    });

  const finish = (run: ActiveRun): void => {
    const index = runs.indexOf(run);
    if (index >= 0) runs.splice(index, 1);
    try {
      finishRun(ctx, run.id);
    } catch (error) {
      // The run stays `processing`; a restart writes its files again.
      ctx.log(`run ${run.id}: result files not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const markStarted = (run: ActiveRun): void => {
    run.started = true;
    const now = nowIso();
    db.prepare(`UPDATE runners SET stage = 'processing', started_at = COALESCE(started_at, ?) WHERE id = ? AND stage = 'queued'`).run(now, run.id);
    db.prepare(`UPDATE collections SET schedule_status = 'Processing', updated_at = ? WHERE id = ?`).run(now, run.collectionId);
  };

  const complete = (run: ActiveRun, seq: number): void => {
    const row = sql().itemJson.get(run.id, seq) as { item_json: string } | undefined;
    const item = row ? (JSON.parse(row.item_json) as RunItem) : null;
    const result: ItemResult = item ? processRunItem(item, run.seed, ctx.baseUrl(), run.tick) : { ok: false };
    buffer.push({ run, seq, item, result });
    if (buffer.length >= FLUSH_BATCH) flush();
    else if (!flushScheduled) {
      flushScheduled = true;
      ctx.timers.after(0, flush);
    }
  };

  const writeBatch = (batch: Completion[]): Set<ActiveRun> => {
    const gone = new Set<ActiveRun>();
    const byRun = new Map<ActiveRun, Completion[]>();
    for (const c of batch) {
      if (c.run.gone) continue;
      const list = byRun.get(c.run);
      if (list) list.push(c);
      else byRun.set(c.run, [c]);
    }
    const settle = new Map<number, { used: number; released: number }>();
    const now = nowIso();
    transaction(db, () => {
      for (const [run, done] of byRun) {
        const used = done.filter((c) => c.result.ok).length;
        const counted = Number(sql().countRunner.run(used, done.length - used, run.id).changes) === 1;
        const credits = settle.get(run.userId) ?? { used: 0, released: 0 };
        settle.set(run.userId, credits);
        if (!counted) {
          // The runner was deleted with its collection: every credit it still holds goes back.
          gone.add(run);
          credits.released += run.pending.length - run.next + run.inFlight;
          continue;
        }
        for (const c of done) {
          const record = c.result.ok ? c.result.record : null;
          sql().markItem.run(record ? 'done' : 'failed', record ? JSON.stringify(record) : null, run.id, c.seq);
          if (record && c.item?.type === 'marketplace') {
            sql().insertOutput.run(run.userId, run.collectionId, run.id, c.item.id, JSON.stringify(record), Object.keys(record).length, now, now);
          }
        }
        credits.used += used;
        credits.released += done.length - used;
      }
      for (const [userId, amounts] of settle) settleFrozen(db, userId, amounts);
    });
    for (const run of gone) run.gone = true;
    return gone;
  };

  function flush(): void {
    flushScheduled = false;
    const batch = buffer;
    buffer = [];
    if (batch.length === 0) return;
    let gone: Set<ActiveRun>;
    try {
      gone = writeBatch(batch);
    } catch (error) {
      // Nothing of the batch was written (one transaction): keep it and try again shortly.
      ctx.log(`run items not written, retrying: ${error instanceof Error ? error.message : String(error)}`);
      buffer = batch.concat(buffer);
      flushScheduled = true;
      ctx.timers.after(RETRY_MS, flush);
      return;
    }
    busy -= batch.length;
    for (const c of batch) c.run.inFlight -= 1;
    for (const run of gone) {
      run.next = run.pending.length;
      const index = runs.indexOf(run);
      if (index >= 0) runs.splice(index, 1);
    }
    for (const run of new Set(batch.map((c) => c.run))) {
      if (!run.gone && run.next >= run.pending.length && run.inFlight === 0) finish(run);
    }
    pump();
  }

  function pump(): void {
    while (busy < slots && !ctx.timers.stopped) {
      const run = runs.find((r) => r.next < r.pending.length);
      if (!run) return;
      const seq = run.pending[run.next];
      run.next += 1;
      if (seq === undefined) continue;
      if (!run.started) markStarted(run);
      run.inFlight += 1;
      busy += 1;
      ctx.timers.after(ctx.settings.jobDelayMs, () => complete(run, seq));
    }
  }

  /**
   * Frozen credits are held only by the queued items of live runs; a run deleted with its collection
   * while the sandbox was down would otherwise keep its credits frozen for good.
   */
  const reconcileFrozen = (): void => {
    db.prepare(
      `UPDATE users SET frozen_credits = (
         SELECT COUNT(*) FROM run_items i JOIN runners r ON r.id = i.runner_id
         WHERE r.user_id = users.id AND r.kind = 'items' AND r.stage IN ('queued', 'processing') AND i.state = 'queued')`,
    ).run();
  };

  const add = (runnerId: number): void => {
    if (runs.some((r) => r.id === runnerId)) return;
    const row = getRunnerRow(db, runnerId);
    if (!row || row.kind !== 'items' || (row.stage !== 'queued' && row.stage !== 'processing')) return;
    const pending = (db.prepare(`SELECT seq FROM run_items WHERE runner_id = ? AND state = 'queued' ORDER BY seq`).all(runnerId) as { seq: number }[]).map(
      (r) => r.seq,
    );
    const run: ActiveRun = {
      id: row.id,
      userId: row.user_id,
      collectionId: row.collection_id,
      rank: row.priority_rank,
      seed: row.run_seed,
      tick: (
        db.prepare(`SELECT COUNT(*) AS n FROM runners WHERE collection_id = ? AND kind = 'items' AND id <= ?`).get(row.collection_id, row.id) as {
          n: number;
        }
      ).n,
      pending,
      next: 0,
      inFlight: 0,
      started: row.stage === 'processing',
      gone: false,
    };
    if (pending.length === 0) {
      // Cut off by a restart after its last item but before its files: write them now.
      ctx.timers.after(0, () => finishRun(ctx, run.id));
      return;
    }
    const at = runs.findIndex((r) => r.rank > run.rank || (r.rank === run.rank && r.id > run.id));
    runs.splice(at < 0 ? runs.length : at, 0, run);
    pump();
  };

  return {
    add,
    resume() {
      reconcileFrozen();
      const rows = db.prepare(`SELECT id FROM runners WHERE kind = 'items' AND stage IN ('queued', 'processing') ORDER BY priority_rank, id`).all() as {
        id: number;
      }[];
      for (const row of rows) add(row.id);
    },
    get busy() {
      return busy;
    },
  };
}
