// Much of what the log says is set off from outside the desk (the service's answers, a shared database's
// notes, a page's errors), so no one kind of line may fill it: past a few lines a minute of one kind, the rest
// are counted and one line says how many were left out. Lines of other kinds are written as before.

/** How many lines of one kind a window takes, how long a window is, and the clock. */
export interface LogLimitOptions {
  /** Lines of one kind written per window (default 10). */
  perKind?: number;
  /** The window (default one minute). */
  windowMs?: number;
  now?: () => number;
}

/** Which lines are written now and which are counted. */
export interface LogLimit {
  /** Whether a line is written now (false: it is counted, and said in a summary line when its window ends). */
  admit(line: string): boolean;
  /** The summary lines of windows that have ended with lines left out (each said once). */
  due(): string[];
  /** Every summary line not said yet, windows ended or not (the log is closing). */
  drain(): string[];
  /** When the first window with lines left out ends (ms from now), or null when none is. */
  nextDueIn(): number | null;
}

/** Past this many kinds in one window, new kinds share one count: a line's head cannot be varied to escape it. */
const MAX_KINDS = 500;
const OTHER = '(lines of many other kinds)';

/** A line's kind: its head up to the second colon (`area: what happened`), digits and quotes made alike, at most 60 characters. */
export function kindOf(line: string): string {
  const first = line.indexOf(': ');
  const second = first < 0 ? -1 : line.indexOf(':', first + 2);
  const head = second < 0 ? line : line.slice(0, second);
  return head
    .replace(/\d+/g, '#')
    .replace(/"[^"]*"|'[^']*'/g, '…')
    .slice(0, 60);
}

interface Window {
  start: number;
  written: number;
  left: number;
}

/** The log's limit per kind of line: `admit` each line, write `due()` lines as they come. */
export function createLogLimit(options: LogLimitOptions = {}): LogLimit {
  const perKind = options.perKind ?? 10;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  const summary = (kind: string, w: Window): string =>
    `log: ${w.left.toLocaleString('en-US')} more line${w.left === 1 ? '' : 's'} like "${kind}" left out in the last ${windowMs === 60_000 ? 'minute' : `${windowMs} ms`}`;

  const collect = (ended: (w: Window) => boolean): string[] => {
    const lines: string[] = [];
    for (const [kind, w] of windows) {
      if (!ended(w)) continue;
      if (w.left > 0) lines.push(summary(kind, w));
      windows.delete(kind);
    }
    return lines;
  };

  return {
    admit(line) {
      const t = now();
      let kind = kindOf(line);
      let w = windows.get(kind);
      if (w && t - w.start >= windowMs && w.left === 0) {
        windows.delete(kind);
        w = undefined;
      }
      if (!w) {
        if (windows.size >= MAX_KINDS) kind = OTHER;
        w = windows.get(kind);
        if (!w) windows.set(kind, (w = { start: t, written: 0, left: 0 }));
      }
      // A window that ended with lines left out stays until its summary is said (`due`), so the count is not lost.
      if (w.written < perKind && t - w.start < windowMs) {
        w.written += 1;
        return true;
      }
      w.left += 1;
      return false;
    },
    due() {
      const t = now();
      return collect((w) => t - w.start >= windowMs);
    },
    drain() {
      return collect(() => true);
    },
    nextDueIn() {
      const t = now();
      let next: number | null = null;
      for (const w of windows.values()) if (w.left > 0) next = Math.min(next ?? Infinity, Math.max(0, w.start + windowMs - t));
      return next;
    },
  };
}
