import type { QueryClient } from '@tanstack/react-query';
import type { DeskEvent } from './events.ts';
import { inboxChanged } from './inbox-cache.ts';
import { addCopyChange, noCopyChanges, rereadCopyChanges, type CopyChanges } from './local-copy-cache.ts';

/** `localCopy.changed` events gathered and re-read together. */
export interface CopyChangeBatch {
  /** Takes one event: its views are re-read with the others of the burst. */
  add(event: Pick<DeskEvent<'localCopy.changed'>, 'collectionId' | 'what'>): void;
  /** Drops what was gathered and not re-read yet. */
  dispose(): void;
}

/** How long a burst is gathered before its first re-read, and the least time between two re-reads. */
export interface CopyChangeTiming {
  delayMs: number;
  intervalMs: number;
}

const TIMING: CopyChangeTiming = { delayMs: 100, intervalMs: 1_000 };

/**
 * Coalesces main's `localCopy.changed` events: a burst (a sync pass that touched forty collections, or
 * another desk's many writes) re-reads each view it names once, and no view is re-read more than once a
 * second however many events arrive. The first event of a quiet spell is re-read within `delayMs`.
 */
export function createCopyChangeBatch(client: QueryClient, timing: Partial<CopyChangeTiming> = {}): CopyChangeBatch {
  const { delayMs, intervalMs } = { ...TIMING, ...timing };
  let changes: CopyChanges | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastFlush = -Infinity;

  const flush = (): void => {
    timer = null;
    const due = changes;
    changes = null;
    if (due === null) return;
    lastFlush = Date.now();
    void rereadCopyChanges(client, due);
    // Runs archived by another desk of a team copy bring their matches without an `inbox.matched` here.
    if (!due.all && due.runs.size > 0) void inboxChanged(client);
  };

  return {
    add(event) {
      addCopyChange((changes ??= noCopyChanges()), event);
      if (timer === null) timer = setTimeout(flush, Math.max(delayMs, lastFlush + intervalMs - Date.now()));
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      changes = null;
    },
  };
}
