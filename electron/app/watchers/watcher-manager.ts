import type { WatchInfo } from '../../../shared/bridge/methods/watch.ts';
import { describeError } from '../bridge/redact.ts';
import { readJsonFile, writeFileAtomic } from '../fs/atomic-write.ts';
import { ProfileError } from '../profiles/profile-store.ts';
import type { ServiceClient } from '../service/service-client.ts';
import { pollJob } from './watch-polls.ts';
import type { PollContext, PollMemory } from './watch-polls.ts';
import { watchersFileSchema, watchInfo, watchKey } from './watch-specs.ts';
import type { NewWatch, WatchSpec, WatchersFile } from './watch-specs.ts';

/** How often watchers poll: from `baseMs` after a change, growing to `capMs` while nothing moves or calls fail. */
export interface PollTiming {
  baseMs: number;
  capMs: number;
}

/** The default polling: 1 s after a change, at most every 30 s. */
export const DEFAULT_POLL_TIMING: PollTiming = { baseMs: 1000, capMs: 30_000 };

/** Every job main is watching, one polling loop each, saved so a restart resumes them. */
export interface Watchers {
  /** Loads the saved watchers and starts polling them. */
  resume(): Promise<void>;
  /** Watches a job (the existing watcher when it is already watched). */
  add(spec: NewWatch): Promise<WatchInfo>;
  list(): WatchInfo[];
  /** Stops polling (the saved list stays, to be resumed next start). */
  dispose(): Promise<void>;
}

/**
 * Paces polls by the sync engine's request budget and the window's visibility, so main's reads of a run
 * under way and the engine's own reads together stay within the budget, and slow down while hidden.
 */
export interface PollPacer {
  /** Takes one request for the job's next poll: 0 when taken now, else the ms until one fits (nothing taken). */
  take(spec: WatchSpec): number;
  /** A wait between polls, stretched while the window is hidden. */
  stretch(ms: number): number;
}

/** Options of `createWatchers`. */
export interface WatchersOptions extends PollContext {
  /** The JSON file the watched jobs are kept in. */
  file: string;
  clientFor: (profileId: string) => Promise<ServiceClient>;
  log: (line: string) => void;
  timing?: PollTiming;
  pacer?: PollPacer;
}

const isGone = (err: unknown): boolean =>
  (err instanceof ProfileError && err.code === 'not-found') || ((err as { kind?: unknown }).kind === 'service' && (err as { code?: unknown }).code === 404);

/** Creates the watchers over `options.file`. */
export function createWatchers(options: WatchersOptions): Watchers {
  const timing = options.timing ?? DEFAULT_POLL_TIMING;
  const specs = new Map<string, WatchSpec>();
  const loops = new Map<string, Promise<void>>();
  const stop = new AbortController();
  let saving: Promise<void> = Promise.resolve();

  const save = (): Promise<void> => {
    const file: WatchersFile = { version: 1, watchers: [...specs.values()] };
    saving = saving
      .catch(() => undefined)
      .then(() => writeFileAtomic(options.file, `${JSON.stringify(file, null, 2)}\n`))
      .catch((err: unknown) => options.log(`watchers: could not save ${options.file}: ${describeError(err)}`));
    return saving;
  };

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (stop.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        stop.signal.removeEventListener('abort', done);
        resolve();
      }
      stop.signal.addEventListener('abort', done, { once: true });
    });
  const jitter = (ms: number): number => Math.round(ms * (0.9 + Math.random() * 0.2));
  const pacer = options.pacer;
  /** Waits until the budget has room for the job's next poll; false when the watchers stopped meanwhile. */
  const admitted = async (spec: WatchSpec): Promise<boolean> => {
    for (let wait = pacer?.take(spec) ?? 0; wait > 0; wait = pacer?.take(spec) ?? 0) {
      await sleep(wait);
      if (stop.signal.aborted) return false;
    }
    return !stop.signal.aborted;
  };

  const loop = async (key: string, spec: WatchSpec): Promise<void> => {
    const memory: PollMemory = {};
    let delay = 0;
    for (;;) {
      await sleep(jitter(pacer ? pacer.stretch(delay) : delay));
      if (!(await admitted(spec))) return;
      try {
        const client = await options.clientFor(spec.profileId);
        const outcome = await pollJob(spec, client, memory, options);
        if (outcome.done) break;
        delay = outcome.changed || delay === 0 ? timing.baseMs : Math.min(timing.capMs, delay * 1.5);
      } catch (err) {
        if (stop.signal.aborted) return;
        if (isGone(err)) {
          options.log(`watchers: ${key} is gone; no longer watched`);
          break;
        }
        options.log(`watchers: ${key} poll failed, trying again later: ${describeError(err).split('\n')[0] ?? ''}`);
        delay = Math.min(timing.capMs, Math.max(timing.baseMs, delay * 2));
      }
    }
    specs.delete(key);
    loops.delete(key);
    await save();
  };

  const start = (spec: WatchSpec): void => {
    const key = watchKey(spec);
    specs.set(key, spec);
    if (!loops.has(key) && !stop.signal.aborted) loops.set(key, loop(key, spec));
  };

  return {
    async resume() {
      const file = await readJsonFile(
        options.file,
        watchersFileSchema,
        { version: 1, watchers: [] },
        {
          onCorrupt: ({ movedTo, reason }) => options.log(`watchers: the watchers file ${reason}; moved to ${movedTo}`),
        },
      );
      for (const spec of file.watchers) start(spec);
      if (file.watchers.length > 0) options.log(`watchers: resumed ${file.watchers.length} watcher(s)`);
    },
    async add(newSpec) {
      const key = watchKey(newSpec);
      const existing = specs.get(key);
      if (existing) return watchInfo(existing);
      const spec = { ...newSpec, startedAt: new Date().toISOString() } as WatchSpec;
      start(spec);
      await save();
      return watchInfo(spec);
    },
    list: () => [...specs.values()].map(watchInfo),
    async dispose() {
      stop.abort();
      await Promise.allSettled([...loops.values()]);
      await saving;
    },
  };
}
