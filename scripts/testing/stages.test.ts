import { describe, expect, it } from 'vitest';
import { formatDuration, formatStageTable, runCaptured, runCommand, runStages, type Stage, type StageGroup } from './stages.ts';

const node = process.execPath;
const stage = (name: string, code: string): Stage => ({ name, command: node, args: ['-e', code] });
const alone = (s: Stage): StageGroup => ({ name: s.name, stages: [s] });

describe('npm test stages', () => {
  it('runs every stage in order when all pass', async () => {
    const ran: string[] = [];
    const stages = [stage('lint', 'process.exit(0)'), stage('unit', 'process.exit(0)')].map(alone);
    const times = await runStages(stages, (s) => {
      ran.push(s.name);
      return runCommand(s.command, s.args);
    });
    expect(ran).toEqual(['lint', 'unit']);
    expect(times.map((t) => t.code)).toEqual([0, 0]);
  });

  it('stops at the first failing stage with its exit code, and the table says what was not run', async () => {
    const stages = [stage('lint', 'process.exit(0)'), stage('typecheck', 'process.exit(3)'), stage('e2e', 'process.exit(0)')].map(alone);
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

  it('runs the stages of a group at the same time, lets them all end, and stops before the next group when one failed', async () => {
    const slow = stage('lint', 'setTimeout(() => process.exit(0), 300)');
    const failing = stage('format', 'process.exit(2)');
    const groups: StageGroup[] = [{ name: 'checks', stages: [slow, failing] }, alone(stage('unit', 'process.exit(0)'))];
    const running: string[] = [];
    let most = 0;
    const times = await runStages(groups, async (s, together) => {
      expect(together).toBe(true);
      running.push(s.name);
      most = Math.max(most, running.length);
      const { code } = await runCaptured(s.command, s.args);
      running.splice(running.indexOf(s.name), 1);
      return code;
    });
    expect(most).toBe(2);
    expect(times.map((t) => [t.name, t.code])).toEqual([
      ['lint', 0],
      ['format', 2],
    ]);
    const table = formatStageTable(times, groups).split('\n');
    expect(table[1]).toMatch(/^checks .* FAILED \(exit 2\)$/);
    expect(table[2]).toMatch(/^ {2}lint .* passed$/);
    expect(table[3]).toMatch(/^ {2}format .* FAILED \(exit 2\)$/);
    expect(table[4]).toMatch(/^unit .* not run$/);
  });

  it('keeps the whole output of a captured stage, stdout and stderr in the order written', async () => {
    const { code, output } = await runCaptured(node, ['-e', "process.stdout.write('one\\n'); process.stderr.write('two\\n'); process.exit(4)"]);
    expect(code).toBe(4);
    expect(output.split('\n').filter(Boolean).sort()).toEqual(['one', 'two']);
  });

  it('counts a stage killed by a signal as failed', async () => {
    expect(await runCommand(node, ['-e', "process.kill(process.pid, 'SIGTERM')"])).toBe(143);
  });

  it('counts a command that cannot start as failed', async () => {
    expect(await runCommand('/nonexistent/command', [])).toBe(127);
  });

  it('counts a group by its longest stage in the total', () => {
    const table = formatStageTable(
      [
        { name: 'lint', ms: 60_000, code: 0 },
        { name: 'format', ms: 20_000, code: 0 },
        { name: 'unit', ms: 60_000, code: 0 },
      ],
      [{ name: 'checks', stages: [stage('lint', ''), stage('format', '')] }, alone(stage('unit', ''))],
    );
    expect(table.split('\n')).toEqual([
      'stage         time  share  result',
      'checks      1m 00s    50%  passed',
      '  lint      1m 00s         passed',
      '  format     20.0s         passed',
      'unit        1m 00s    50%  passed',
      'total       2m 00s',
    ]);
  });

  it('shows each stage time and its share of the total', () => {
    const table = formatStageTable(
      [
        { name: 'lint', ms: 30_000, code: 0 },
        { name: 'unit', ms: 90_000, code: 0 },
      ],
      [stage('lint', ''), stage('unit', '')].map(alone),
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
