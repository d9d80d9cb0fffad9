import type { Schedule, ScheduleTime } from '../../shared/api/collections.ts';
import { nextRunAt } from '../collections/next-run.ts';
import { ApiError } from '../server/api-error.ts';
import type { SandboxContext } from '../server/context.ts';
import { nowIso } from '../store/db.ts';
import { startRun } from './start-run.ts';

/** How often the scheduler looks for due collections. */
export const SCHEDULER_TICK_MS = 1000;

interface DueRow {
  id: number;
  user_id: number;
  schedule: Schedule;
  schedule_time: string | null;
}

function parseTime(text: string | null): ScheduleTime | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as ScheduleTime;
  } catch {
    return null;
  }
}

/**
 * Runs every enabled, non-Manual item collection whose `next_run_at` has come, through the same path
 * as `schedules/run/result/`, then moves `next_run_at` on. A run refused (credits, no items) marks
 * the collection `Failed` with the refusal's message; a collection whose last run is still going is
 * not queued twice.
 */
export function runDueCollections(ctx: SandboxContext, now: Date = new Date()): number {
  const { db } = ctx;
  const due = db
    .prepare(
      `SELECT id, user_id, schedule, schedule_time FROM collections
       WHERE status = 'enable' AND schedule != 'Manual' AND request_type != 'marketplace_category_scrape'
         AND next_run_at IS NOT NULL AND next_run_at <= ? ORDER BY next_run_at, id`,
    )
    .all(now.toISOString()) as unknown as DueRow[];
  let started = 0;
  for (const row of due) {
    const busy = db.prepare(`SELECT 1 FROM runners WHERE collection_id = ? AND stage IN ('queued', 'processing') LIMIT 1`).get(row.id);
    if (!busy) {
      try {
        startRun(ctx, row.user_id, row.id);
        started += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        db.prepare(`UPDATE collections SET schedule_status = 'Failed', schedule_message = ?, updated_at = ? WHERE id = ?`).run(error.message, nowIso(), row.id);
      }
    }
    const next = nextRunAt(row.schedule, parseTime(row.schedule_time), now);
    db.prepare('UPDATE collections SET next_run_at = ? WHERE id = ?').run(next, row.id);
  }
  return started;
}

/** Starts the scheduler: a tick now and every `SCHEDULER_TICK_MS` until the sandbox stops. */
export function startScheduler(ctx: SandboxContext): void {
  const tick = (): void => {
    try {
      runDueCollections(ctx);
    } catch (error) {
      ctx.log(`scheduler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    ctx.timers.after(SCHEDULER_TICK_MS, tick);
  };
  tick();
}
