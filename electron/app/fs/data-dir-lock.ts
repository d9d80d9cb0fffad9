import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeskError } from '../connection/desk-error.ts';
import { ownStart, parseStart, sameStart, startOf } from './process-start.ts';
import type { ProcessStart } from './process-start.ts';

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

/** Who wrote the lock: its pid, and its start when the desk that wrote it recorded one. */
function holderOf(file: string): { pid: number; start: ProcessStart | undefined } | null {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; start?: unknown };
    const { pid } = record;
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? { pid, start: parseStart(record.start) } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's writer still runs: its pid is alive and, when the lock says when the writer started,
 * the process with that pid started then (a pid now used by another process, after a reboot or reuse, is not
 * the writer). A lock without a start (an older desk's) or a start the OS will not tell counts as held.
 */
function stillHeld(file: string, holder: { pid: number; start: ProcessStart | undefined }): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  if (!alive(holder.pid)) return false;
  if (holder.start === undefined) return true;
  const now = startOf(holder.pid);
  return now === null || sameStart(holder.start, now);
}

/** The message shown when another desk already uses the data dir. */
function dataDirInUseMessage(dataDir: string, file: string, pid: number): string {
  return `Another Collection Desk (process ${pid}) is already using the data folder ${dataDir}. Close it first: two desks on one folder would overwrite each other's profiles, watchers and local copy. If no other desk is running, delete ${file} and start again.`;
}

/**
 * Takes the data dir for this desk: `desk.lock` created exclusively with our pid and start. A lock left by
 * a process that no longer runs (a crash, a kill, a reboot) is taken over; a live one refuses with a clear message.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'desk.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString(), start: ownStart() }), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          if (holderOf(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder && stillHeld(file, holder)) throw new DeskError('invalid-input', dataDirInUseMessage(dataDir, file, holder.pid));
      rmSync(file, { force: true });
    }
  }
  throw new DeskError('internal', `The data folder ${dataDir} could not be locked.`);
}
