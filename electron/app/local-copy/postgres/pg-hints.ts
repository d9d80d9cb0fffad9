import type { ChangedPart } from '../copy-store.ts';
import { readChangeNote } from './pg-change-note.ts';
import type { PgContext } from './pg-context.ts';
import { fingerprints, movedSince, type Fingerprints } from './pg-fingerprints.ts';
import { createIgnoredNotes } from './pg-ignored-notes.ts';

/** What the store does with the change channel: notes in, verified changes out. */
export interface ChangeHints {
  /** Takes the copy's fingerprints as they are now: later notes are checked against them. */
  baseline(): Promise<void>;
  /** Takes one payload off the channel (never throws, never waits). */
  take(payload: string): void;
  /** Stops checking; logs what was counted and not said yet. */
  close(): void;
}

/** What the hints are checked with and told to. */
export interface ChangeHintsOptions {
  ctx: PgContext;
  /** Told what moved in the copy: once per part and collection per check. */
  tell: (collectionId: number | null, what: ChangedPart | 'all') => void;
  log: (line: string) => void;
  /** The least time between two checks of the copy (1 s). */
  intervalMs?: number;
}

const PARTS: readonly ChangedPart[] = ['collections', 'items', 'runs'];
/** Past this many collections named for one part, the part is checked for all of the account's at once. */
const MAX_IDS = 50;
/** Past this many collections moved in one part, the screens re-read everything once instead. */
const MAX_TOLD = 20;

interface Pending {
  /** The collections named (null: all of them). */
  ids: Set<number> | null;
  notes: number;
}

/**
 * Notes on the change channel are hints, never commands: any role of the server may send any number.
 * A well-formed note about this account only marks a part of the copy to look at; at most once a second
 * one cheap query per part marked reads its fingerprints, and only what moved since the last look is told.
 * So 100,000 spoofed notes cost a few queries and no re-read of the screens, and a real change of another
 * desk still shows within about a second.
 */
export function createChangeHints(options: ChangeHintsOptions): ChangeHints {
  const { ctx, tell, log } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const ignored = createIgnoredNotes(log);
  const seen: Record<ChangedPart, Fingerprints> = { collections: new Map(), items: new Map(), runs: new Map() };
  let pending = new Map<ChangedPart, Pending>();
  let allNotes = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let checking = false;
  let lastCheck = 0;
  let closed = false;

  const mark = (part: ChangedPart, id: number | null): Pending => {
    let p = pending.get(part);
    if (!p) pending.set(part, (p = { ids: new Set(), notes: 0 }));
    if (id === null) p.ids = null;
    else if (p.ids !== null) {
      p.ids.add(id);
      if (p.ids.size > MAX_IDS) p.ids = null;
    }
    return p;
  };

  const schedule = (): void => {
    if (timer !== null || checking || closed || pending.size === 0) return;
    timer = setTimeout(
      () => {
        timer = null;
        void check();
      },
      Math.max(0, lastCheck + intervalMs - Date.now()),
    );
  };

  const check = async (): Promise<void> => {
    checking = true;
    const batch = pending;
    const batchAll = allNotes;
    pending = new Map();
    allNotes = 0;
    try {
      const moved: [ChangedPart, number[]][] = [];
      for (const [part, p] of batch) {
        const ids = p.ids === null ? null : [...p.ids];
        const now = await fingerprints(ctx, part, ids);
        const found = movedSince(seen[part], now, ids);
        if (found.length > 0) moved.push([part, found]);
        else ignored.count('nothing moved', p.notes);
      }
      if (moved.length === 0) ignored.count('nothing moved', batchAll);
      if (!closed) told(moved);
    } catch (error) {
      const notes = batchAll + [...batch.values()].reduce((sum, p) => sum + p.notes, 0);
      ignored.count('unchecked', notes, error instanceof Error ? error.message : String(error));
    } finally {
      checking = false;
      lastCheck = Date.now();
      schedule();
    }
  };

  const told = (moved: readonly [ChangedPart, number[]][]): void => {
    if (moved.some(([, ids]) => ids.length > MAX_TOLD)) {
      tell(null, 'all');
      return;
    }
    for (const [part, ids] of moved) for (const id of ids) tell(id, part);
  };

  return {
    async baseline() {
      for (const part of PARTS) seen[part] = await fingerprints(ctx, part, null);
    },
    take(payload) {
      if (closed) return;
      const reading = readChangeNote(payload, ctx.sourceId, ctx.deskId);
      if (!reading.ok) {
        if (reading.why !== 'own') ignored.count(reading.why);
        return;
      }
      const { collectionId, what } = reading.note;
      if (what === 'all') {
        for (const part of PARTS) mark(part, null);
        allNotes += 1;
      } else mark(what, collectionId).notes += 1;
      schedule();
    },
    close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      ignored.close();
    },
  };
}
