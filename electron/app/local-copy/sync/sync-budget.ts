import type { ServiceClient } from '../../service/service-client.ts';

/**
 * Who asks for a request: the open collection's reads, a pass over everything, or a read the user asked for
 * (after their own change, a run they started ending, Refresh): neither counted nor refused, as nothing the
 * service answers can cause one, and the user's own reads must not leave the cadence behind.
 */
export type BudgetUse = 'open' | 'pass' | 'user';

/** The sync engine's requests to the service, counted one by one over a sliding minute. */
export interface RequestBudget {
  /** Takes one request if the budget allows it now (a pass leaves a share to the open collection). */
  take(use: BudgetUse): boolean;
  /** Counts a request made on the engine's behalf that was not asked for (a screen reading the service live). */
  note(count: number): void;
  /** Whether a request for `use` would be allowed now (nothing is taken). */
  allows(use: BudgetUse): boolean;
  /** When `count` requests for `use` (default 1) will next be allowed (now, if they are). */
  freeAt(use: BudgetUse, count?: number): number;
  /** Requests counted in the last minute. */
  used(): number;
  /** Forgets every request counted (another profile: another service or account). */
  clear(): void;
}

/** How many requests a minute, and how many of them a pass may not take while a collection is open. */
export interface BudgetLimits {
  perMinute: number;
  /** Kept for the open collection: a pass may use `perMinute - reserved`. */
  reserved: number;
}

/** A sliding-minute budget: never more than `limits().perMinute` requests in any minute (`windowMs`), whatever the service answers. */
export function createRequestBudget(limits: () => BudgetLimits, now: () => number = Date.now, windowMs = 60_000): RequestBudget {
  // Times of the requests of the last minute, oldest first. A request leaves the log a tenth of the window
  // late, so the service never sees more than the budget in any minute whatever the network's delays.
  const keptMs = windowMs * 1.1;
  const log: number[] = [];
  const prune = (at: number): void => {
    while (log.length > 0 && (log[0] as number) <= at - keptMs) log.shift();
  };
  const allowed = (use: BudgetUse): number => {
    const { perMinute, reserved } = limits();
    if (use === 'user') return Infinity;
    return Math.max(0, use === 'open' ? perMinute : perMinute - reserved);
  };
  return {
    take(use) {
      if (use === 'user') return true;
      const at = now();
      prune(at);
      if (log.length >= allowed(use)) return false;
      log.push(at);
      return true;
    },
    allows(use) {
      prune(now());
      return log.length < allowed(use);
    },
    note(count) {
      const at = now();
      prune(at);
      for (let i = 0; i < count; i += 1) log.push(at);
    },
    freeAt(use, count = 1) {
      const at = now();
      prune(at);
      const over = log.length - allowed(use) + count - 1;
      if (over < 0 || allowed(use) === Infinity) return at;
      // The request that must leave the window before `count` more fit.
      const leaving = log[over];
      return leaving === undefined ? at + keptMs : leaving + keptMs;
    },
    used() {
      prune(now());
      return log.length;
    },
    clear() {
      log.length = 0;
    },
  };
}

/** A sync step stopped because the engine's request budget is spent; `retryAt` says when it may ask again. */
export class BudgetSpent extends Error {
  readonly kind = 'budget';
  readonly retryAt: number;
  constructor(retryAt: number) {
    super('The service changes faster than the desk may read it: the rest is read as the request budget allows.');
    this.name = 'BudgetSpent';
    this.retryAt = retryAt;
  }
}

/** A sync step that did not end within its time: abandoned (its requests cancelled) and tried again later. */
export class StepTimeout extends Error {
  readonly kind = 'step-timeout';
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${Math.round(ms / 1000)} s: abandoned, and tried again.`);
    this.name = 'StepTimeout';
  }
}

/** Whether an error is the budget stopping a step (the rest waits for the next pass). */
export const isBudgetSpent = (error: unknown): error is BudgetSpent => error instanceof BudgetSpent;

/** How one engine request is made: its share of the budget, the step's abort signal, and its own time limit. */
export interface BudgetedCall {
  budget: RequestBudget;
  use: BudgetUse;
  signal: AbortSignal;
  /** The longest one request may take (a result file: three times as long). */
  requestTimeoutMs: number;
}

/**
 * The client a sync step reads through: every HTTP request takes one unit of the budget before it is sent
 * (one try each: the engine paces retries itself), is cancelled with the step, and has its own time limit.
 */
export function budgetedClient(client: ServiceClient, how: BudgetedCall): ServiceClient {
  let taken = 0;
  const admit = (): void => {
    if (how.signal.aborted) throw how.signal.reason instanceof Error ? how.signal.reason : new Error('The sync step was abandoned.');
    // Refused, a step asks again once its requests so far and this one fit together: asked as soon as one
    // fits, a step of several requests would spend each freed one on its first request and never finish.
    if (!how.budget.take(how.use)) throw new BudgetSpent(how.budget.freeAt(how.use, taken + 1));
    taken += 1;
  };
  const limits = { signal: how.signal, timeoutMs: how.requestTimeoutMs, retry: null };
  const fileLimits = { ...limits, timeoutMs: how.requestTimeoutMs * 3 };
  return {
    get baseUrl() {
      return client.baseUrl;
    },
    async call(endpoint, input, options) {
      admit();
      return client.call(endpoint, input, { ...options, ...limits });
    },
    async playground(endpoint, input, options) {
      admit();
      return client.playground(endpoint, input, { ...options, ...limits });
    },
    upload: () => Promise.reject(new Error('The sync engine does not upload.')),
    download: () => Promise.reject(new Error('The sync engine does not download to files.')),
    async fetchBytes(url, options) {
      admit();
      return client.fetchBytes(url, { ...options, ...fileLimits });
    },
  };
}
