import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeskError } from '../connection/desk-error.ts';

/** A held lock on a data dir; `release` is safe to call twice. */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

// Locks held by this process: a lock file naming our own pid is stale unless it is in here.
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = (JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown }).pid;
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The message shown when another desk already uses the data dir. */
function dataDirInUseMessage(dataDir: string, pid: number): string {
  return `Another Collection Desk (process ${pid}) is already using the data folder ${dataDir}. Close it first: two desks on one folder would overwrite each other's profiles, watchers and local copy.`;
}

/**
 * Takes the data dir for this desk: `desk.lock` created exclusively with our pid. A lock left by a
 * process that no longer runs (a crash, a kill) is taken over; a live one refuses with a clear message.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'desk.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          if (holderOf(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holderOf(file);
      const held = pid !== null && (pid === process.pid ? heldHere.has(file) : alive(pid));
      if (held) throw new DeskError('invalid-input', dataDirInUseMessage(dataDir, pid));
      rmSync(file, { force: true });
    }
  }
  throw new DeskError('internal', `The data folder ${dataDir} could not be locked.`);
}
