import { spawn } from 'node:child_process';

/** One stage of the test run: a name for the table and the command that runs it. */
export interface Stage {
  name: string;
  command: string;
  args: readonly string[];
}

/** How a stage ended: its exit code (a signal counts as failure) and its wall time. */
export interface StageTime {
  name: string;
  ms: number;
  code: number;
}

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

const SIGNALS: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

function signalNumber(signal: NodeJS.Signals | null): number {
  return (signal && SIGNALS[signal]) ?? 1;
}

/** Runs the stages in order and stops at the first that fails; every stage run so far is in the answer. */
export async function runStages(
  stages: readonly Stage[],
  run: (stage: Stage) => Promise<number>,
  now: () => number = performance.now.bind(performance),
): Promise<StageTime[]> {
  const times: StageTime[] = [];
  for (const stage of stages) {
    const started = now();
    const code = await run(stage);
    times.push({ name: stage.name, ms: now() - started, code });
    if (code !== 0) break;
  }
  return times;
}

/** The table printed at the end: each stage's wall time and share, the total, and where the run stopped. */
export function formatStageTable(times: readonly StageTime[], stages: readonly Stage[]): string {
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  const width = Math.max(5, ...stages.map((s) => s.name.length));
  const lines = [`${'stage'.padEnd(width)}  ${'time'.padStart(8)}  ${'share'.padStart(5)}  result`];
  for (const stage of stages) {
    const time = times.find((t) => t.name === stage.name);
    if (!time) {
      lines.push(`${stage.name.padEnd(width)}  ${'-'.padStart(8)}  ${'-'.padStart(5)}  not run`);
      continue;
    }
    const share = total > 0 ? `${Math.round((time.ms / total) * 100)}%` : '-';
    lines.push(
      `${stage.name.padEnd(width)}  ${formatDuration(time.ms).padStart(8)}  ${share.padStart(5)}  ${time.code === 0 ? 'passed' : `FAILED (exit ${time.code})`}`,
    );
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
