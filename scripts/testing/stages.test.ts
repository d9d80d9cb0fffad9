import { describe, expect, it } from 'vitest';
import { formatDuration, formatStageTable, runCommand, runStages, type Stage } from './stages.ts';

const node = process.execPath;
const stage = (name: string, code: string): Stage => ({ name, command: node, args: ['-e', code] });

describe('npm test stages', () => {
  it('runs every stage in order when all pass', async () => {
    const ran: string[] = [];
    const stages = [stage('lint', 'process.exit(0)'), stage('unit', 'process.exit(0)')];
    const times = await runStages(stages, (s) => {
      ran.push(s.name);
      return runCommand(s.command, s.args);
    });
    expect(ran).toEqual(['lint', 'unit']);
    expect(times.map((t) => t.code)).toEqual([0, 0]);
  });

  it('stops at the first failing stage with its exit code, and the table says what was not run', async () => {
    const stages = [stage('lint', 'process.exit(0)'), stage('typecheck', 'process.exit(3)'), stage('e2e', 'process.exit(0)')];
    const times = await runStages(stages, (s) => runCommand(s.command, s.args));
    expect(times.map((t) => [t.name, t.code])).toEqual([
      ['lint', 0],
      ['typecheck', 3],
    ]);
    const table = formatStageTable(times, stages);
    expect(table).toMatch(/typecheck .* FAILED \(exit 3\)/);
    expect(table).toMatch(/e2e .* not run/);
    expect(table).toMatch(/^total /m);
  });

  it('counts a stage killed by a signal as failed', async () => {
    expect(await runCommand(node, ['-e', "process.kill(process.pid, 'SIGTERM')"])).toBe(143);
  });

  it('counts a command that cannot start as failed', async () => {
    expect(await runCommand('/nonexistent/command', [])).toBe(127);
  });

  it('shows each stage time and its share of the total', () => {
    const table = formatStageTable(
      [
        { name: 'lint', ms: 30_000, code: 0 },
        { name: 'unit', ms: 90_000, code: 0 },
      ],
      [stage('lint', ''), stage('unit', '')],
    );
    expect(table.split('\n')).toEqual([
      'stage      time  share  result',
      'lint      30.0s    25%  passed',
      'unit     1m 30s    75%  passed',
      'total    2m 00s',
    ]);
  });

  it('writes durations as minutes and seconds past a minute', () => {
    expect(formatDuration(9_440)).toBe('9.4s');
    expect(formatDuration(65_000)).toBe('1m 05s');
    expect(formatDuration(59_960)).toBe('1m 00s');
  });
});
