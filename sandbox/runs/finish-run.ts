import type { SandboxContext } from '../server/context.ts';
import { resultPages, zipFiles } from '../data/result-files.ts';
import { LIMITS } from '../../shared/api/limits.ts';
import { nowIso, transaction } from '../store/db.ts';
import { fileSafeName, resultDir, resultUrl, writeResultFile } from './result-store.ts';
import { getRunnerRow } from './runner-record.ts';

/** The schedule message of a run in which every item failed. */
export const EVERY_ITEM_FAILED_MESSAGE = 'Every item of the run failed; no credits were used.';

/** Result file names of a run: `<CollectionName>_<runner_id>_Results_Page_<n>.json` and `..._All_Pages.zip`. */
export function resultFileNames(collectionName: string, runnerId: number, pageCount: number): { pages: string[]; zip: string } {
  const stem = `${fileSafeName(collectionName)}_${runnerId}_Results`;
  return {
    pages: Array.from({ length: pageCount }, (_, i) => `${stem}_Page_${i + 1}.json`),
    zip: `${stem}_All_Pages.zip`,
  };
}

/**
 * Ends a run whose items are all done: writes its result pages (100 records each) and, last, the zip
 * of all pages; marks it `done` (or `failed` when every item failed); updates the collection; and
 * e-mails the collection's notification address when the owner has notification e-mails on.
 */
export function finishRun(ctx: SandboxContext, runnerId: number): void {
  const { db } = ctx;
  const runner = getRunnerRow(db, runnerId);
  if (!runner || runner.kind !== 'items' || runner.stage === 'done' || runner.stage === 'failed') return;
  const collection = db.prepare('SELECT name, notification_email FROM collections WHERE id = ?').get(runner.collection_id) as
    { name: string; notification_email: string | null } | undefined;
  if (!collection) return;
  const failed = runner.processed_count === 0;
  let files: string[] = [];
  if (!failed) {
    const rows = db.prepare(`SELECT result_json FROM run_items WHERE runner_id = ? AND state = 'done' ORDER BY seq`).all(runnerId) as {
      result_json: string | null;
    }[];
    const records = rows.map((r) => JSON.parse(r.result_json ?? 'null') as unknown);
    const pages = resultPages(records, LIMITS.resultPageRecords);
    const names = resultFileNames(collection.name, runnerId, pages.length);
    const dir = resultDir(ctx.settings.dataDir, runner.collection_id, runnerId);
    const encoder = new TextEncoder();
    const entries = pages.map((text, i) => ({ name: names.pages[i] ?? `page_${i + 1}.json`, bytes: encoder.encode(text) }));
    for (const entry of entries) writeResultFile(dir, entry.name, entry.bytes);
    // The zip goes last: once it exists, every page does.
    writeResultFile(dir, names.zip, zipFiles(entries));
    files = [...entries.map((e) => e.name), names.zip];
  }
  const now = nowIso();
  transaction(db, () => {
    db.prepare(`UPDATE runners SET stage = ?, files_json = ?, is_download_generated = ?, finished_at = ? WHERE id = ?`).run(
      failed ? 'failed' : 'done',
      JSON.stringify(files),
      failed ? 0 : 1,
      now,
      runnerId,
    );
    db.prepare(`UPDATE collections SET schedule_status = ?, schedule_message = ?, updated_at = ? WHERE id = ?`).run(
      failed ? 'Failed' : 'Completed',
      failed ? EVERY_ITEM_FAILED_MESSAGE : null,
      now,
      runner.collection_id,
    );
  });
  const owner = db.prepare('SELECT notification_emails FROM users WHERE id = ?').get(runner.user_id) as { notification_emails: number } | undefined;
  if (owner?.notification_emails === 1 && collection.notification_email) {
    const links = files.map((name) => `  ${resultUrl(ctx.baseUrl(), runner.collection_id, runnerId, name)}`);
    ctx.outbox.send({
      to: collection.notification_email,
      subject: `Run ${failed ? 'failed' : 'finished'}: ${collection.name}`,
      text: [
        `The run ${runnerId} of your collection "${collection.name}" has ${failed ? 'failed' : 'finished'}.`,
        '',
        `Items: ${runner.item_count}, processed: ${runner.processed_count}, failed: ${runner.failed_count}.`,
        ...(links.length > 0 ? ['', 'Result files:', ...links] : []),
        '',
      ].join('\n'),
    });
  }
}
