/** Why a change note led to nothing. */
export type IgnoredWhy = 'malformed' | 'another account' | 'nothing moved' | 'unchecked';

const WORDS: Record<IgnoredWhy, string> = {
  malformed: 'not in the form a desk writes',
  'another account': "about another service account's copy",
  'nothing moved': 'naming nothing that moved in the copy',
  unchecked: 'that could not be checked against the copy',
};

/** Counts ignored change notes and says so in the log at most once a minute. */
export interface IgnoredNotes {
  /** Counts `n` notes ignored for one reason (the first of a quiet spell is logged at once). */
  count(why: IgnoredWhy, n?: number, detail?: string): void;
  /** Logs what was counted and not said yet; stops the minute's timer. */
  close(): void;
}

/**
 * The log of notes the desk did not act on. Any role of the server can send notes, so each is never a log
 * line of its own: the first of a quiet spell is said at once with its reason, the rest are counted and
 * one line a minute says how many, until a minute passes with none.
 */
export function createIgnoredNotes(log: (line: string) => void, windowMs = 60_000): IgnoredNotes {
  const counts = new Map<IgnoredWhy, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (): void => {
    timer = null;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    if (total === 0) return; // a quiet minute: the next note is said at once again
    const parts = [...counts].map(([why, n]) => `${n.toLocaleString('en-US')} ${WORDS[why]}`);
    counts.clear();
    log(
      `team copy: ignored ${total.toLocaleString('en-US')} change note${total === 1 ? '' : 's'} that did not match the copy in the last minute (${parts.join(', ')})`,
    );
    open();
  };
  const open = (): void => {
    timer = setTimeout(flush, windowMs);
    timer.unref?.();
  };

  return {
    count(why, n = 1, detail) {
      if (n <= 0) return;
      if (timer === null) {
        log(`team copy: ignored a change note ${WORDS[why]}${detail ? ` (${detail})` : ''}; more are counted and said once a minute`);
        n -= 1;
        open();
      }
      if (n > 0) counts.set(why, (counts.get(why) ?? 0) + n);
    },
    close() {
      if (timer !== null) clearTimeout(timer);
      flush();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
