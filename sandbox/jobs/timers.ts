/** Timers owned by the sandbox: all cancelled on close, so a stopped sandbox leaves nothing running. */
export interface Timers {
  /** Runs `fn` after `ms`; errors are logged, never thrown into the event loop. */
  after(ms: number, fn: () => void | Promise<void>): void;
  /** Cancels every pending timer; later `after` calls are ignored. */
  stop(): void;
  readonly stopped: boolean;
}

/** Creates the sandbox's timer set. */
export function createTimers(log: (line: string) => void): Timers {
  const pending = new Set<NodeJS.Timeout>();
  let stopped = false;
  return {
    after(ms, fn) {
      if (stopped) return;
      const handle = setTimeout(
        () => {
          pending.delete(handle);
          if (stopped) return;
          Promise.resolve()
            .then(fn)
            .catch((error: unknown) => log(`job failed: ${error instanceof Error ? error.stack : String(error)}`));
        },
        Math.max(0, ms),
      );
      pending.add(handle);
    },
    stop() {
      stopped = true;
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
    },
    get stopped() {
      return stopped;
    },
  };
}
