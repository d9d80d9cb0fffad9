import type { LocalRun } from '../../../shared/bridge/methods/local-copy.ts';
import { describeError } from '../bridge/redact.ts';
import type { Watchers } from './watcher-manager.ts';

/** What the follower of the open collection's runs needs. */
export interface OpenRunsDeps {
  watchers: Pick<Watchers, 'add'>;
  activeId: () => string;
  /** The collection on screen (the sync focus), null when none. */
  openCollection: () => number | null;
  /** The collection's runs as the local copy knows them. */
  runsOf: (collectionId: number) => Promise<readonly Pick<LocalRun, 'runId' | 'kind' | 'stage'>[]>;
  log: (line: string) => void;
}

/** Follows the runs of the collection on screen. */
export interface OpenRuns {
  /** The copy of `collectionId` may know of a new run (it was opened, or its runs changed): watch any under way. */
  check(profileId: string, collectionId: number | null): void;
  /** A watcher saw the run end: not watched again, though the copy may say it is under way until it is read again. */
  ended(collectionId: number, runnerId: number): void;
}

const underWay = (stage: string): boolean => stage === 'queued' || stage === 'processing';

/**
 * Main watches every run under way of the open collection, whoever started it: this desk (already watched
 * from `runs.run`), another desk, a script or the schedule. The sync engine finds such runs on its cheap
 * read of the open collection (its last run moved) and lists them into the copy; this turns each one still
 * under way into a run watcher, whose progress events the collection page's run banner follows.
 */
export function createOpenRuns(deps: OpenRunsDeps): OpenRuns {
  // One look at a time: a burst of copy changes leaves at most one more look queued.
  let looking = false;
  let again = false;
  const over = new Set<string>();
  const look = async (collectionId: number): Promise<void> => {
    const profileId = deps.activeId();
    const runs = await deps.runsOf(collectionId);
    for (const run of runs) {
      // A category scrape's run has its own watcher (started with the scrape).
      if (run.kind !== 'items' || !underWay(run.stage) || over.has(`${collectionId}:${run.runId}`)) continue;
      await deps.watchers.add({ kind: 'run', profileId, collectionId, runnerId: run.runId });
    }
  };
  const check = (profileId: string, collectionId: number | null): void => {
    if (collectionId === null || collectionId !== deps.openCollection() || profileId !== deps.activeId()) return;
    if (looking) {
      again = true;
      return;
    }
    looking = true;
    void look(collectionId)
      .catch((error: unknown) => deps.log(`watchers: could not look for runs of collection ${collectionId}: ${describeError(error)}`))
      .finally(() => {
        looking = false;
        if (!again) return;
        again = false;
        check(deps.activeId(), deps.openCollection());
      });
  };
  return { check, ended: (collectionId, runnerId) => void over.add(`${collectionId}:${runnerId}`) };
}
