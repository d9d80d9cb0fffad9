import { notEnoughCreditsMessage } from '../../shared/api/envelope.ts';
import type { RunOutput } from '../../shared/api/runs.ts';
import { freezeCredits, getCredits } from '../accounts/credits.ts';
import { getOwnedCollection } from '../collections/collection-store.ts';
import { ApiError } from '../server/api-error.ts';
import type { SandboxContext } from '../server/context.ts';
import { nowIso, transaction } from '../store/db.ts';
import { collectionRunItems, isItemRequestType } from './run-items.ts';
import { priorityRank } from './runner-record.ts';
import { workerPool } from './worker-pool.ts';

/** The message of a run of a collection that has no items. */
export const EMPTY_COLLECTION_MESSAGE = 'This collection has no items to run.';
/** The message of a run requested for a category scrape collection. */
export const NOT_AN_ITEM_COLLECTION_MESSAGE = 'Only item collections can be run; a category scrape runs when it is added.';

/**
 * Accepts a run of a collection (completions 5): the owner's item collection only, never empty, and
 * only when remaining credits cover every item — then one credit per item is frozen, the items are
 * snapshotted into a queued runner, and the worker pool picks it up. A refusal changes nothing.
 */
export function startRun(ctx: SandboxContext, userId: number, collectionId: number): RunOutput {
  const { db } = ctx;
  const output = transaction(db, () => {
    const collection = getOwnedCollection(db, userId, collectionId);
    const requestType = collection.request_type;
    if (!isItemRequestType(requestType)) throw new ApiError(400, NOT_AN_ITEM_COLLECTION_MESSAGE);
    const items = collectionRunItems(db, { id: collection.id, request_type: requestType, fetch_mode: collection.fetch_mode });
    if (items.length === 0) throw new ApiError(400, EMPTY_COLLECTION_MESSAGE);
    if (!freezeCredits(db, userId, items.length)) {
      throw new ApiError(402, notEnoughCreditsMessage(items.length, getCredits(db, userId).remaining_credits));
    }
    const now = nowIso();
    const runnerId = Number(
      db
        .prepare(
          `INSERT INTO runners (collection_id, user_id, kind, stage, priority_rank, item_count, run_seed, created_at)
           VALUES (?, ?, 'items', 'queued', ?, ?, '', ?)`,
        )
        .run(collection.id, userId, priorityRank(collection.priority), items.length, now).lastInsertRowid,
    );
    // The seed follows the runner id, so a run's outcome is reproducible.
    db.prepare('UPDATE runners SET run_seed = ? WHERE id = ?').run(`runner-${runnerId}`, runnerId);
    const insert = db.prepare(`INSERT INTO run_items (runner_id, seq, item_json) VALUES (?, ?, ?)`);
    items.forEach((item, seq) => insert.run(runnerId, seq, JSON.stringify(item)));
    db.prepare(`UPDATE collections SET schedule_status = 'Queued', schedule_message = NULL, last_run_at = ?, updated_at = ? WHERE id = ?`).run(
      now,
      now,
      collection.id,
    );
    return { collection_id: collection.id, runner_id: runnerId, item_count: items.length };
  });
  workerPool(ctx).add(output.runner_id);
  return output;
}
