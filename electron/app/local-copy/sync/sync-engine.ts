import type { SyncFocus, SyncStatus } from '../../../../shared/bridge/methods/local-copy.ts';
import { backgroundPass, syncCollection, type SyncTarget, type SyncWant } from './local-sync.ts';
import { createRequestBudget, isBudgetSpent, type BudgetUse } from './sync-budget.ts';
import { runGuarded } from './sync-step.ts';
import { outcomeOf, syncTiming, type SyncTiming } from './sync-timing.ts';

/** What the engine needs: the serial job runner over the active profile's copy, and where its last sync time is kept. */
export interface SyncEngineDeps {
  /** Runs a job against the active profile's copy, one job at a time (the same key queued twice runs once); rejects with the job's error. */
  run: (key: string, job: (t: SyncTarget) => Promise<void>) => Promise<void>;
  activeId: () => string;
  /** The last sync time kept in a profile's copy. */
  lastSync: { get(profileId: string): Promise<string | null>; set(profileId: string, at: string): Promise<void> };
  publish: (status: SyncStatus) => void;
  /** While the team copy is down: the screens are to read the service live again (at once, then on the cadence). */
  live?: () => void;
  log: (line: string) => void;
  timing?: Partial<SyncTiming>;
  now?: () => number;
}

/** Main's sync engine: alone decides when mirrored data is read again, and says how fresh the copy is. */
export interface SyncEngine {
  /** Starts the cadence (the first pass after `startDelayMs`). */
  start(): void;
  /** What the renderer shows: the open collection is kept freshest; a newly opened or re-shown one is read at once. */
  setFocus(focus: SyncFocus): void;
  /** Reads a collection now (after a write or a finished run: its items and runs in full), or everything; never rejects. */
  syncNow(collectionId: number | null): Promise<void>;
  /** The connection state seen by any call: offline shows at once; back online starts the catch-up at once. */
  connectionChanged(state: string): void;
  /** The active profile changed (or its copy was purged or moved): start over for it. */
  reset(): void;
  /** The sync status, with the last sync time read from the copy on first use. */
  status(): Promise<SyncStatus>;
  /** The profile the engine syncs. */
  profileId(): string;
  /** Whether the service said this collection does not exist (at the engine's last read of it). */
  notFound(collectionId: number): boolean;
  /** A read found the team copy out of reach: the status says so at once, and the retries start. */
  copyUnreachable(error: unknown): void;
  /** Counts requests made on the engine's cue outside its own jobs (the screens reading the service live). */
  countRequests(count: number): void;
  /**
   * Takes one request from the budget for main's own poll of a job (a run under way), within the pass's
   * share, so the open collection's reads keep their third. 0 when taken, else the ms until one fits.
   */
  takeRequest(): number;
  /** A wait of main's, stretched as the engine's own while the window is hidden. */
  scaled(ms: number): number;
  /** The collection on screen (null: none). */
  openCollection(): number | null;
  dispose(): void;
}

/** Builds the sync engine of the active profile (one state per profile, started over on a switch). */
export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const timing: SyncTiming = syncTiming(deps.timing);
  const now = deps.now ?? Date.now;
  let focus: SyncFocus = { collectionId: null, list: false, visible: true };
  let state: SyncStatus['state'] = 'checking';
  let message: string | undefined;
  let profileId = deps.activeId();
  // Read from the copy on first use, so building the engine opens no database (start-up stays fast).
  let lastSyncAt: string | null | undefined;
  const loadLastSync = async (): Promise<void> => {
    if (lastSyncAt !== undefined) return;
    const of = profileId;
    const at = await deps.lastSync.get(of).catch(() => null);
    if (lastSyncAt === undefined && of === profileId) lastSyncAt = at;
  };
  const missing = new Set<number>();
  const wanted = new Map<number, SyncWant>();
  let nextPassAt = Infinity;
  let nextProbeAt = Infinity;
  let nextItemsAt = 0;
  let nextLiveAt = Infinity;
  let retryMs = timing.retryMs;
  // The wait before a pass that could not read everything is followed up: doubles while passes stay unfinished.
  let followUpMs = timing.retryMs;
  let catchUpPass = false;
  let passBackoffMs = timing.passMs;
  let probeBackoffMs = timing.probeMs;
  // Bumped by reset(): a job started for the profile before cannot mark the new one synced or move its times.
  let generation = 0;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let disposed = false;

  const scale = (ms: number): number => (focus.visible ? ms : ms * timing.hiddenFactor);
  // Every request the engine makes, whatever the service answers; a pass leaves a third to the open collection.
  const perMinute = (): number => (focus.visible ? timing.requestsPerMinute : timing.hiddenRequestsPerMinute);
  const budget = createRequestBudget(
    () => ({ perMinute: perMinute(), reserved: focus.collectionId === null ? 0 : Math.floor(perMinute() / 3) }),
    now,
    timing.budgetWindowMs,
  );
  const guarded =
    (what: string, use: BudgetUse, job: (t: SyncTarget) => Promise<void>) =>
    (t: SyncTarget): Promise<void> =>
      runGuarded(what, t, { budget, use, requestTimeoutMs: timing.requestTimeoutMs, stallMs: timing.stallMs }, job);
  const view = (): SyncStatus => ({ profileId, state, lastSyncAt: lastSyncAt ?? null, ...(message === undefined ? {} : { message }) });

  const setState = (next: SyncStatus['state'], why?: string): void => {
    if (next === state && why === message) return;
    if (next !== state) deps.log(`sync: ${state} → ${next}`);
    state = next;
    message = why;
    deps.publish(view());
  };

  /**
   * A read succeeded: the copy is current as of now. A pass makes the state "up to date"; a single
   * collection's read after the service was down (or at start) brings the catch-up pass forward.
   */
  const succeeded = (what: 'collection' | 'pass', left = 0): void => {
    lastSyncAt = new Date(now()).toISOString();
    // A copy that cannot be written keeps the time in memory.
    deps.lastSync.set(profileId, lastSyncAt).catch(() => undefined);
    retryMs = timing.retryMs;
    probeBackoffMs = timing.probeMs;
    if (what === 'pass') {
      passBackoffMs = timing.passMs;
      if (left === 0) setState('up-to-date');
      else
        setState(
          'behind',
          `${left} ${left === 1 ? 'collection changed' : 'collections changed'} faster than the desk may read the service: read as the request budget allows`,
        );
    } else if (state === 'offline' || state === 'checking' || state === 'copy-unreachable') {
      // The catch-up pass after the team copy is back is the desk's one-off, as after a reset: never refused.
      if (state === 'copy-unreachable') catchUpPass = true;
      setState('checking');
      nextPassAt = Math.min(nextPassAt, now());
    } else if (state === 'behind' && nextPassAt === Infinity) {
      nextPassAt = now();
    }
  };

  /**
   * After a failure: offline waits for the retry (growing); a refusal or a 5xx waits longer each time, the
   * open collection's read and the pass each on their own doubling wait; `Retry-After` is honoured.
   */
  const failed = (error: unknown, what: string, read: 'collection' | 'pass'): void => {
    const at = now();
    const { outcome, message: why, retryAfterMs } = outcomeOf(error, at);
    deps.log(`sync: ${what} failed: ${why}`);
    if (outcome === 'offline' || outcome === 'copy-unreachable') {
      // Offline, or the team copy down (the screens read the service live meanwhile): short retries catch up once it is back.
      if (outcome === 'copy-unreachable' && state !== 'copy-unreachable') {
        // Every mirrored screen reads the service live at once, then on the cadence while the copy stays down.
        nextLiveAt = at + scale(timing.liveMs);
        deps.live?.();
      }
      setState(outcome, outcome === 'copy-unreachable' ? why : undefined);
      // One request per retry: the open collection's record, or the list when none is open.
      const wait = Math.max(scale(retryMs), retryAfterMs ?? 0);
      retryMs = Math.min(retryMs * 2, timing.maxRetryMs);
      nextProbeAt = at + wait;
      nextPassAt = focus.collectionId === null ? at + wait : Infinity;
    } else if (isBudgetSpent(error)) {
      // The budget says when a request fits again: no sooner, and no need to wait longer. A job reads the
      // copy before it asks the service, so a team copy said to be down has answered: it is back.
      if (state === 'copy-unreachable') {
        catchUpPass = true;
        setState('checking');
        nextPassAt = at;
      } else if (read === 'pass' && state !== 'offline') {
        setState('behind', why);
      }
      if (read === 'pass' && state !== 'checking') nextPassAt = Math.max(nextPassAt === Infinity ? 0 : nextPassAt, error.retryAt);
      else if (read === 'collection') nextProbeAt = error.retryAt;
    } else {
      setState('behind', why);
      if (read === 'pass') {
        nextPassAt = at + Math.max(scale(passBackoffMs), retryAfterMs ?? 0);
        passBackoffMs = Math.min(passBackoffMs * 2, timing.maxBackoffMs);
      } else {
        nextProbeAt = at + Math.max(scale(probeBackoffMs), retryAfterMs ?? 0);
        probeBackoffMs = Math.min(probeBackoffMs * 2, timing.maxBackoffMs);
      }
    }
  };

  /** One collection through the serial runner, with what was asked of it since it was queued. */
  const collectionJob = (collectionId: number, want: SyncWant, asked = false): Promise<void> => {
    const was = wanted.get(collectionId) ?? { items: false, runs: false };
    wanted.set(collectionId, { items: was.items || want.items, runs: was.runs || want.runs });
    const use: BudgetUse = asked ? 'user' : collectionId === focus.collectionId ? 'open' : 'pass';
    return deps.run(
      `collection:${collectionId}`,
      guarded(`The read of collection ${collectionId}`, use, async (t) => {
        const take = wanted.get(collectionId) ?? { items: false, runs: false };
        wanted.delete(collectionId);
        const result = await syncCollection(t, collectionId, take);
        if (result.found) missing.delete(collectionId);
        else missing.add(collectionId);
      }),
    );
  };

  const passJob = (use: BudgetUse = 'pass'): Promise<{ left: number }> => {
    let left = 0;
    return deps
      .run(
        'pass',
        guarded('The pass over every collection', use, async (t) => {
          left = (await backgroundPass(t)).left;
        }),
      )
      .then(() => ({ left }));
  };

  const schedule = (): void => {
    if (disposed) return;
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) return;
    // Offline with no collection open, the pass is the retry.
    if (state === 'offline' && focus.collectionId === null && nextPassAt === Infinity) nextPassAt = nextProbeAt;
    const due = Math.min(nextPassAt, focus.collectionId === null ? Infinity : nextProbeAt, state === 'copy-unreachable' ? nextLiveAt : Infinity);
    if (due === Infinity) return;
    timer = setTimeout(() => void tick(), Math.max(0, due - now()));
    timer.unref();
  };

  /** Does what is due: the open collection's cheap read (and its items when due), then the pass over everything. */
  const tick = async (): Promise<void> => {
    if (disposed || running) return;
    running = true;
    timer = null;
    const of = generation;
    try {
      if (state === 'copy-unreachable' && now() >= nextLiveAt) {
        // The screens' live reads count in the budget (countRequests), in place of the engine's own reads of
        // the open collection (those stop at the copy while it is down).
        nextLiveAt = now() + scale(timing.liveMs);
        if (budget.allows('open')) deps.live?.();
      }
      const open = focus.collectionId;
      if (open !== null && now() >= nextProbeAt) {
        const items = now() >= nextItemsAt;
        // Brought forward while the read runs (another collection opened, the window shown), it stays so.
        nextProbeAt = Infinity;
        try {
          await collectionJob(open, { items, runs: false });
          if (of !== generation) return;
          if (items && focus.collectionId === open) nextItemsAt = now() + scale(timing.itemsMs);
          nextProbeAt = Math.min(nextProbeAt, now() + scale(timing.probeMs));
          succeeded('collection');
        } catch (error) {
          if (of !== generation) return;
          failed(error, `collection ${open}`, 'collection');
        }
      }
      if (now() >= nextPassAt) {
        nextPassAt = Infinity;
        try {
          // The first pass after a reset (a purge, a switch, a move: the user's doing, as a Refresh is) or after the
          // team copy is back is the user's: one pass, not a cadence, so the budget neither counts nor refuses it.
          const use: BudgetUse = catchUpPass || state === 'copy-unreachable' ? 'user' : 'pass';
          catchUpPass = false;
          const { left } = await passJob(use);
          if (of !== generation) return;
          const cadence = scale(focus.list ? timing.listPassMs : timing.passMs);
          // A pass that could not read everything is followed up sooner, but later each time it stays unfinished.
          const wait = left > 0 ? Math.min(scale(followUpMs), cadence) : cadence;
          followUpMs = left > 0 ? Math.min(followUpMs * 2, timing.passMs) : timing.retryMs;
          nextPassAt = Math.min(nextPassAt, Math.max(now() + wait, left > 0 ? budget.freeAt('pass') : 0));
          succeeded('pass', left);
        } catch (error) {
          if (of !== generation) return;
          failed(error, 'pass', 'pass');
        }
      }
    } finally {
      running = false;
      schedule();
    }
  };

  const bringForward = (pass: boolean, probe: boolean): void => {
    const at = now();
    if (pass) nextPassAt = Math.min(nextPassAt, at);
    if (probe) nextProbeAt = Math.min(nextProbeAt, at);
    schedule();
  };

  return {
    start() {
      profileId = deps.activeId();
      lastSyncAt = undefined;
      nextPassAt = now() + timing.startDelayMs;
      schedule();
    },
    setFocus(next) {
      const before = focus;
      focus = next;
      const opened = next.collectionId !== null && (next.collectionId !== before.collectionId || (next.visible && !before.visible));
      if (opened) nextItemsAt = 0;
      // A collection opened, or the window shown again: read it at once (and the list, when that is on screen).
      const shown = next.visible && !before.visible;
      bringForward((next.list && (!before.list || shown)) || (shown && next.collectionId === null), opened || shown);
    },
    syncNow(collectionId) {
      const of = generation;
      const read = collectionId === null ? 'pass' : 'collection';
      const job = collectionId === null ? passJob('user') : collectionJob(collectionId, { items: true, runs: true }, true).then(() => ({ left: 0 }));
      return job
        .then(
          ({ left }) => {
            if (of === generation) succeeded(read, left);
          },
          (error: unknown) => {
            if (of === generation) failed(error, collectionId === null ? 'pass' : `collection ${collectionId}`, read);
          },
        )
        .finally(schedule);
    },
    connectionChanged(next) {
      if (next === 'offline' && state !== 'offline') {
        setState('offline');
        const retryAt = now() + scale(retryMs);
        nextProbeAt = Math.max(nextProbeAt, retryAt);
        if (focus.collectionId === null) nextPassAt = Math.max(nextPassAt, retryAt);
        schedule();
      } else if (next === 'online' && state !== 'up-to-date' && state !== 'checking') {
        // Back (or the credential fixed): catch up at once.
        setState('checking');
        retryMs = timing.retryMs;
        bringForward(true, true);
      }
    },
    reset() {
      generation += 1;
      // The budget is the service's: another profile's requests do not hold this one's back.
      budget.clear();
      profileId = deps.activeId();
      lastSyncAt = undefined;
      missing.clear();
      wanted.clear();
      retryMs = timing.retryMs;
      passBackoffMs = timing.passMs;
      probeBackoffMs = timing.probeMs;
      nextItemsAt = 0;
      nextLiveAt = Infinity;
      followUpMs = timing.retryMs;
      catchUpPass = true;
      state = 'checking';
      message = undefined;
      deps.publish(view());
      bringForward(true, true);
    },
    status: async () => {
      await loadLastSync();
      return view();
    },
    profileId: () => profileId,
    notFound: (collectionId) => missing.has(collectionId),
    copyUnreachable(error) {
      if (state === 'copy-unreachable') return;
      failed(error, 'team copy', 'pass');
      schedule();
    },
    countRequests: (count) => budget.note(count),
    takeRequest: () => (budget.take('pass') ? 0 : Math.max(1, budget.freeAt('pass') - now())),
    scaled: (ms) => scale(ms),
    openCollection: () => focus.collectionId,
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
