import type { ImportSummary } from '../../../shared/bridge/methods/imports.ts';

/**
 * The taskbar/dock progress of the work under way: each run or import reports its own fraction and the
 * host is told their mean, or null once none is working (the bar disappears).
 */
export interface TaskProgress {
  /** Sets a task's fraction (0–1), or ends it with null. */
  set(key: string, fraction: number | null): void;
}

/** Creates the aggregator over the host's `setProgress` (called only when the shown value changes). */
export function createTaskProgress(setProgress: (fraction: number | null) => void): TaskProgress {
  const tasks = new Map<string, number>();
  let shown: number | null = null;
  return {
    set(key, fraction) {
      if (fraction === null) tasks.delete(key);
      else tasks.set(key, Math.min(1, Math.max(0, fraction)));
      const next = tasks.size === 0 ? null : [...tasks.values()].reduce((sum, value) => sum + value, 0) / tasks.size;
      if (next === shown) return;
      shown = next;
      setProgress(next);
    },
  };
}

/** A run's fraction from its counts; null once it has no items left to process. */
export function runFraction(processed: number, failed: number, itemCount: number): number {
  return itemCount === 0 ? 0 : (processed + failed) / itemCount;
}

/** How far an import's sending is: rows with an outcome among the rows to send; null when nothing is being sent. */
export function importFraction(summary: ImportSummary): number | null {
  const { sending, sentOk, rejected, total, invalid, dropped } = summary.counts;
  if (sending === 0) return null;
  const toSend = total - invalid - dropped;
  return toSend <= 0 ? 0 : (sentOk + rejected) / toSend;
}

/** An import just finished sending: the previous save had rows in flight, this one has none in flight or ready. */
export function importJustDone(before: ImportSummary | undefined, after: ImportSummary): boolean {
  return (before?.counts.sending ?? 0) > 0 && after.counts.sending === 0 && after.counts.ready === 0;
}

/** What an import's save means for the desktop: its progress, and the notice when it is done. */
export function importNotification(summary: ImportSummary): { title: string; body: string } {
  const { sentOk, rejected } = summary.counts;
  return {
    title: rejected === 0 ? 'Import done' : 'Import done with rejections',
    body: `${summary.fileName} → ${[summary.collectionName, ...summary.splitInto].join(', ')}: ${sentOk} added${rejected === 0 ? '' : `, ${rejected} rejected`}.`,
  };
}
