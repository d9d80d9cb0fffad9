import type { SandboxContext } from '../server/context.ts';
import { nowIso } from '../store/db.ts';

/**
 * Background cookie generation. A pending generation is the row's `cookie_ready_at` (epoch ms), so it
 * survives a restart; the timer activates the row only if that same generation is still the current one
 * (an update in between starts a new generation with a new time).
 */
export function scheduleCookieGeneration(ctx: SandboxContext, zipcodeId: number, readyAt: number): void {
  ctx.timers.after(readyAt - Date.now(), () => {
    ctx.db
      .prepare(
        `UPDATE zipcodes SET status = 'active', cookie_ready_at = NULL, updated_at = ?
         WHERE id = ? AND status = 'in-progress' AND cookie_ready_at = ?`,
      )
      .run(nowIso(), zipcodeId, readyAt);
  });
}

/** Resumes every pending generation after a start; overdue ones activate at once. */
export function resumeCookieGenerations(ctx: SandboxContext): void {
  const rows = ctx.db.prepare("SELECT id, cookie_ready_at FROM zipcodes WHERE status = 'in-progress' AND cookie_ready_at IS NOT NULL").all() as {
    id: number;
    cookie_ready_at: number;
  }[];
  for (const row of rows) scheduleCookieGeneration(ctx, row.id, row.cookie_ready_at);
}
