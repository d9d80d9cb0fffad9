import type { CopyStore } from '../copy-store.ts';
import type { SyncTarget } from './local-sync.ts';
import { budgetedClient, BudgetSpent, StepTimeout, type BudgetUse, type RequestBudget } from './sync-budget.ts';

/** How a sync step is guarded: its budget share, and how long any one of its steps (a request, a store call) may take. */
export interface StepGuard {
  budget: RequestBudget;
  use: BudgetUse;
  /** The longest one service request may take. */
  requestTimeoutMs: number;
  /** The longest the job may go without one of its steps ending: past it the job is abandoned. */
  stallMs: number;
}

/** The store of a guarded step: a step does not start once the job is abandoned, and each one that ends is progress. */
function guardedStore(store: CopyStore, signal: AbortSignal, progress: () => void): CopyStore {
  return new Proxy(store, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The sync step was abandoned.');
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) return result.finally(progress);
        progress();
        return result;
      };
    },
  });
}

/**
 * Runs one job of the sync engine on a guarded target: its requests go through the budget (one try each,
 * each with its own time limit) and are cancelled when the job is abandoned; the job is abandoned, and
 * rejects with StepTimeout, when none of its steps ends for `stallMs` (a hung answer, a store that stopped
 * answering), so no state waits on it.
 */
export function runGuarded<T>(what: string, t: SyncTarget, guard: StepGuard, job: (t: SyncTarget) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  let lastProgress = Date.now();
  const progress = (): void => {
    lastProgress = Date.now();
  };
  const client = budgetedClient(t.client, { budget: guard.budget, use: guard.use, signal: abort.signal, requestTimeoutMs: guard.requestTimeoutMs });
  const counted = new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const result = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        return result.finally(progress);
      };
    },
  });
  const admit = (): void => {
    if (!guard.budget.allows(guard.use)) throw new BudgetSpent(guard.budget.freeAt(guard.use));
  };
  const guarded: SyncTarget = { ...t, client: counted, store: guardedStore(t.store, abort.signal, progress), admit };
  return new Promise<T>((resolve, reject) => {
    const check = Math.max(10, Math.min(1_000, Math.floor(guard.stallMs / 4)));
    const watchdog = setInterval(() => {
      if (Date.now() - lastProgress < guard.stallMs) return;
      const error = new StepTimeout(what, guard.stallMs);
      abort.abort(error);
      clearInterval(watchdog);
      reject(error);
    }, check);
    watchdog.unref();
    job(guarded).then(
      (value) => {
        clearInterval(watchdog);
        resolve(value);
      },
      (error: unknown) => {
        clearInterval(watchdog);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
