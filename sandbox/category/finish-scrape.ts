import { MESSAGES } from '../../shared/api/envelope.ts';
import { chargeCredits } from '../accounts/credits.ts';
import type { CategoryAsin } from '../data/category-asins.ts';
import { categoryCsv } from '../data/result-files.ts';
import type { SandboxContext } from '../server/context.ts';
import { nowIso, transaction } from '../store/db.ts';
import { resultDir, resultUrl, writeResultFile } from '../runs/result-store.ts';
import { getRunnerRow } from '../runs/runner-record.ts';

/** The result files of a category scrape (completions 5), in link order. */
export const CATEGORY_FILES = ['category_asins.json', 'category_asins.csv'] as const;

/**
 * Ends a scrape that walked every page: writes `category_asins.json` and `.csv`, marks it `done`,
 * charges one credit per product (at most the remaining balance) and e-mails `notification_email`.
 * A scrape cancelled meanwhile stays cancelled and is not charged.
 */
export function finishScrape(ctx: SandboxContext, runnerId: number, found: readonly CategoryAsin[]): void {
  const { db } = ctx;
  const runner = getRunnerRow(db, runnerId);
  if (!runner || runner.stage !== 'scraping') return;
  const dir = resultDir(ctx.settings.dataDir, runner.collection_id, runnerId);
  writeResultFile(dir, 'category_asins.json', JSON.stringify(found));
  writeResultFile(dir, 'category_asins.csv', categoryCsv(found));
  const now = nowIso();
  const done = transaction(db, () => {
    const moved = db
      .prepare(
        `UPDATE runners SET stage = 'done', asin_count = ?, asins_json = ?, files_json = ?, is_download_generated = 1, finished_at = ?
         WHERE id = ? AND stage = 'scraping'`,
      )
      .run(found.length, JSON.stringify(found), JSON.stringify(CATEGORY_FILES), now, runnerId);
    if (Number(moved.changes) !== 1) return false;
    chargeCredits(db, runner.user_id, found.length);
    db.prepare(`UPDATE collections SET schedule_status = 'Completed', schedule_message = NULL, updated_at = ? WHERE id = ?`).run(now, runner.collection_id);
    return true;
  });
  if (!done) return;
  const collection = db.prepare('SELECT name, notification_email FROM collections WHERE id = ?').get(runner.collection_id) as
    { name: string; notification_email: string | null } | undefined;
  if (!collection?.notification_email) return;
  ctx.outbox.send({
    to: collection.notification_email,
    subject: `Category scrape finished: ${collection.name}`,
    text: [
      `Your category scrape "${collection.name}" has finished and found ${found.length} products.`,
      '',
      'Result files:',
      ...CATEGORY_FILES.map((name) => `  ${resultUrl(ctx.baseUrl(), runner.collection_id, runnerId, name)}`),
      '',
    ].join('\n'),
  });
}

/** Marks a scrape failed with a message on its collection (`Cancelled by user` for a cancel); false when it had ended. */
export function failScrape(ctx: SandboxContext, runnerId: number, message: string = MESSAGES.cancelledByUser): boolean {
  const { db } = ctx;
  const now = nowIso();
  return transaction(db, () => {
    const runner = getRunnerRow(db, runnerId);
    if (!runner || (runner.stage !== 'queued' && runner.stage !== 'scraping')) return false;
    db.prepare(`UPDATE runners SET stage = 'failed', finished_at = ? WHERE id = ?`).run(now, runnerId);
    db.prepare(`UPDATE collections SET schedule_status = 'Failed', schedule_message = ?, updated_at = ? WHERE id = ?`).run(message, now, runner.collection_id);
    return true;
  });
}
