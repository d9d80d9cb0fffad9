import { spawn } from 'node:child_process';

/** One stage of the test run: a name for the table and the command that runs it. */
export interface Stage {
  name: string;
  command: string;
  args: readonly string[];
}

/**
 * Stages that run at the same time (the static checks: each is mostly one core of work, and waiting for
 * each in turn wasted the other core). A group of one is a stage on its own, with the terminal as its own.
 */
export interface StageGroup {
  name: string;
  stages: readonly Stage[];
}

/** How a stage ended: its exit code (a signal counts as failure) and its wall time. */
export interface StageTime {
  name: string;
  ms: number;
  code: number;
}

/** How a stage's command is run: `together` is true when other stages of its group run beside it. */
export type StageRunner = (stage: Stage, together: boolean) => Promise<number>;

/** Runs one command with the terminal as its own; resolves with its exit code (128 + n for signal n, as a shell says). */
export function runCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? 128 + signalNumber(signal)));
  });
}

/**
 * Runs one command with its output (stdout and stderr, in the order written) kept, so stages that run at
 * the same time do not interleave their lines; resolves with the exit code and that output.
 */
export function runCaptured(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (error) => resolve({ code: 127, output: `Could not start ${command}: ${error.message}\n` }));
    child.once('close', (code, signal) => resolve({ code: code ?? 128 + signalNumber(signal), output: Buffer.concat(chunks).toString() }));
  });
}

const SIGNALS: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

function signalNumber(signal: NodeJS.Signals | null): number {
  return (signal && SIGNALS[signal]) ?? 1;
}

/**
 * Runs the groups in order, the stages of a group at the same time, and stops after the first group in
 * which a stage failed (its other stages finish first); every stage run so far is in the answer.
 */
export async function runStages(groups: readonly StageGroup[], run: StageRunner, now: () => number = performance.now.bind(performance)): Promise<StageTime[]> {
  const times: StageTime[] = [];
  for (const group of groups) {
    const together = group.stages.length > 1;
    const ended = await Promise.all(
      group.stages.map(async (stage) => {
        const started = now();
        const code = await run(stage, together);
        return { name: stage.name, ms: now() - started, code };
      }),
    );
    times.push(...ended);
    if (ended.some((t) => t.code !== 0)) break;
  }
  return times;
}

/**
 * The table printed at the end: each group's wall time and share of the run, its stages' own times beneath
 * when it ran several at once, the total, and where the run stopped.
 */
export function formatStageTable(times: readonly StageTime[], groups: readonly StageGroup[]): string {
  const wall = (group: StageGroup): number | null => {
    const own = times.filter((t) => group.stages.some((s) => s.name === t.name));
    return own.length === 0 ? null : Math.max(...own.map((t) => t.ms));
  };
  const total = groups.reduce((sum, g) => sum + (wall(g) ?? 0), 0);
  const names = groups.flatMap((g) => (g.stages.length > 1 ? [g.name, ...g.stages.map((s) => `  ${s.name}`)] : [g.name]));
  const width = Math.max(5, ...names.map((n) => n.length));
  const lines = [`${'stage'.padEnd(width)}  ${'time'.padStart(8)}  ${'share'.padStart(5)}  result`];
  const result = (code: number | undefined): string => (code === undefined ? 'not run' : code === 0 ? 'passed' : `FAILED (exit ${code})`);
  for (const group of groups) {
    const ms = wall(group);
    const codes = group.stages.map((s) => times.find((t) => t.name === s.name)?.code);
    const failed = codes.find((c) => c !== undefined && c !== 0);
    const share = ms !== null && total > 0 ? `${Math.round((ms / total) * 100)}%` : '-';
    lines.push(
      `${group.name.padEnd(width)}  ${(ms === null ? '-' : formatDuration(ms)).padStart(8)}  ${share.padStart(5)}  ${result(ms === null ? undefined : (failed ?? 0))}`,
    );
    if (group.stages.length === 1) continue;
    for (const stage of group.stages) {
      const time = times.find((t) => t.name === stage.name);
      lines.push(`${`  ${stage.name}`.padEnd(width)}  ${(time ? formatDuration(time.ms) : '-').padStart(8)}  ${''.padStart(5)}  ${result(time?.code)}`);
    }
  }
  lines.push(`${'total'.padEnd(width)}  ${formatDuration(total).padStart(8)}`);
  return lines.join('\n');
}

/** 65 s as "1m 05s", 9.4 s as "9.4s": minutes matter at the top, tenths at the bottom. */
export function formatDuration(ms: number): string {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)}s`;
  const whole = Math.round(ms / 1000);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}
