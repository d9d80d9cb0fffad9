import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * When a process started, so that a pid reused by another process (after a reboot; Windows reuses pids
 * quickly) is told apart from the process that wrote a lock. On Linux it is exact and immune to clock
 * changes: the boot's id and the start in clock ticks since boot. Elsewhere it is a time (ms since the epoch).
 */
export type ProcessStart = { kind: 'linux'; boot: string; ticks: number } | { kind: 'time'; ms: number };

// Two readings of one process's start time (ours is taken from Node's uptime, `ps` prints whole seconds)
// differ by well under this; a pid reused within it by a process started at nearly the same moment is not a real case.
const TIME_TOLERANCE_MS = 5_000;
// A child `ps` or PowerShell call runs at start-up only, and only when the lock's pid is alive.
const TOOL_TIMEOUT_MS = 10_000;

/** The start of process `pid` as the OS tells it; null when it cannot tell (no such process, no permission, no tool). */
export function startOf(pid: number): ProcessStart | null {
  try {
    if (process.platform === 'linux') return linuxStart(pid);
    const ms = process.platform === 'win32' ? windowsStartMs(pid) : psStartMs(pid);
    return Number.isFinite(ms) ? { kind: 'time', ms } : null;
  } catch {
    return null;
  }
}

/** This process's start, cheaply: read from /proc on Linux, from Node's uptime elsewhere (no child process). */
export function ownStart(): ProcessStart {
  return (process.platform === 'linux' ? startOf(process.pid) : null) ?? { kind: 'time', ms: Date.now() - process.uptime() * 1000 };
}

/** Whether two readings name the same start; readings of different kinds cannot tell, so they count as the same. */
export function sameStart(a: ProcessStart, b: ProcessStart): boolean {
  if (a.kind === 'linux' && b.kind === 'linux') return a.boot === b.boot && a.ticks === b.ticks;
  if (a.kind === 'time' && b.kind === 'time') return Math.abs(a.ms - b.ms) <= TIME_TOLERANCE_MS;
  return true;
}

/** Reads a recorded start back from a lock file's JSON; undefined when it is missing or malformed. */
export function parseStart(value: unknown): ProcessStart | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.kind === 'linux' && typeof v.boot === 'string' && Number.isSafeInteger(v.ticks)) return { kind: 'linux', boot: v.boot, ticks: v.ticks as number };
  if (v.kind === 'time' && typeof v.ms === 'number' && Number.isFinite(v.ms)) return { kind: 'time', ms: v.ms };
  return undefined;
}

function linuxStart(pid: number): ProcessStart {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Field 2 (the command name) may hold spaces and parentheses: count fields from after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[22 - 3]);
  if (!Number.isSafeInteger(ticks)) throw new Error(`unexpected /proc/${pid}/stat`);
  return { kind: 'linux', boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(), ticks };
}

function psStartMs(pid: number): number {
  // `lstart` is local time in the C locale's words, which Date reads in the same time zone.
  const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', timeout: TOOL_TIMEOUT_MS, env: { ...process.env, LC_ALL: 'C' } });
  return new Date(out.trim()).getTime();
}

function windowsStartMs(pid: number): number {
  const script = `(Get-Process -Id ${pid}).StartTime.ToUniversalTime().ToString('o')`;
  const out = execFileSync('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', script], {
    encoding: 'utf8',
    timeout: TOOL_TIMEOUT_MS,
    windowsHide: true,
  });
  return new Date(out.trim()).getTime();
}
