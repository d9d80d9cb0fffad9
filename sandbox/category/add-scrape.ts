import { INVALID_POSTCODE } from '../../shared/api/common.ts';
import { noCookieFileMessage, notEnoughCreditsMessage } from '../../shared/api/envelope.ts';
import { getCredits } from '../accounts/credits.ts';
import { ApiError } from '../server/api-error.ts';
import type { AuthUser, SandboxContext } from '../server/context.ts';
import { nowIso, transaction } from '../store/db.ts';
import { priorityRank } from '../runs/runner-record.ts';
import { categoryQueue } from './category-queue.ts';
import { storedParams, type CategoryScrapeParams } from './category-params.ts';

interface DomainRow {
  id: number;
  domain: string;
  postcode_regex: string;
}

/** Postcode values compare without spaces and case, as cookie files are keyed. */
function squash(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function matches(regex: string, value: string): boolean {
  try {
    return new RegExp(regex).test(value);
  } catch {
    return false;
  }
}

/**
 * Queues a category scrape (interface 4.4, completions 6): a configured domain, a postcode in its
 * format with an active cookie file (an active zipcode of any user), at least one remaining credit;
 * then a `marketplace_category_scrape` collection and a queued `category` runner.
 */
export function addCategoryScrape(ctx: SandboxContext, user: AuthUser, input: CategoryScrapeParams): { id: number; runner_id: number } {
  const { db } = ctx;
  const domain = db.prepare('SELECT id, domain, postcode_regex FROM domains WHERE domain = ?').get(input.domain) as DomainRow | undefined;
  if (!domain) throw new ApiError(400, `domain: ${JSON.stringify(input.domain)} is not a valid choice.`);
  if (!matches(domain.postcode_regex, input.postcode)) throw new ApiError(400, INVALID_POSTCODE);
  const cookie = db
    .prepare(`SELECT 1 FROM zipcodes WHERE domain_id = ? AND status = 'active' AND UPPER(REPLACE(zipcode, ' ', '')) = ? LIMIT 1`)
    .get(domain.id, squash(input.postcode));
  if (!cookie) throw new ApiError(400, noCookieFileMessage(domain.domain, input.postcode));
  const created = transaction(db, () => {
    const remaining = getCredits(db, user.id).remaining_credits;
    if (remaining < 1) throw new ApiError(402, notEnoughCreditsMessage(1, remaining));
    const now = nowIso();
    const priority = input.priority ?? 'Normal';
    const collectionId = Number(
      db
        .prepare(
          `INSERT INTO collections (user_id, name, request_type, status, schedule_status, priority, schedule, fetch_mode,
             notification_email, category_json, last_run_at, created_at, updated_at)
           VALUES (?, ?, 'marketplace_category_scrape', 'enable', 'Queued', ?, 'Manual', 'full', ?, ?, ?, ?, ?)`,
        )
        .run(
          user.id,
          input.name ?? `marketplace_category_${input.marketplace_node_id}`,
          priority,
          input.notification_email ?? user.email,
          JSON.stringify(storedParams(input)),
          now,
          now,
          now,
        ).lastInsertRowid,
    );
    const runnerId = Number(
      db
        .prepare(
          `INSERT INTO runners (collection_id, user_id, kind, stage, priority_rank, run_seed, created_at)
           VALUES (?, ?, 'category', 'queued', ?, '', ?)`,
        )
        .run(collectionId, user.id, priorityRank(priority), now).lastInsertRowid,
    );
    db.prepare('UPDATE runners SET run_seed = ? WHERE id = ?').run(`category-${runnerId}`, runnerId);
    return { id: collectionId, runner_id: runnerId };
  });
  categoryQueue(ctx).add(created.runner_id);
  return created;
}
