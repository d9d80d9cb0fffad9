import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';
import { ownStart, sameStart, startOf } from './process-start.ts';
import type { ProcessStart } from './process-start.ts';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

describe('the data dir lock', () => {
  it('refuses a second desk of this process until the first lets go', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-lock-'));
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/already using the data folder/);
    first.release();
    lockDataDir(dir).release();
  });

  it('refuses while another process holds it, and takes it over once that process is killed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-lock-'));
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { lockDataDir } from ${JSON.stringify(lockModule)}; lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.on('exit', (code) => reject(new Error(`the holder ended (code ${code})`)));
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    });
    holder.removeAllListeners('exit');
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${holder.pid}\\) is already using the data folder`));
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    lockDataDir(dir).release();
  });

  it('takes over a lock whose pid now belongs to another process, started at another time (a reboot, a reused pid)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-lock-'));
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      const pid = other.pid ?? 0;
      const start = startOf(pid);
      if (!start) throw new Error(`the start of process ${pid} could not be read`);
      // The lock a desk wrote with that pid an hour earlier: the pid is alive, but it is not that desk.
      const earlier: ProcessStart = start.kind === 'linux' ? { ...start, ticks: start.ticks - 360_000 } : { kind: 'time', ms: start.ms - 3_600_000 };
      writeFileSync(join(dir, 'desk.lock'), JSON.stringify({ pid, startedAt: '2020-01-01T00:00:00.000Z', start: earlier }));
      lockDataDir(dir).release();
      // The same pid with the start the OS reports is a live desk: refused.
      writeFileSync(join(dir, 'desk.lock'), JSON.stringify({ pid, startedAt: new Date().toISOString(), start }));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${pid}\\) is already using the data folder .* If no other desk is running, delete`));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('reads a process’s start the same way it records its own', () => {
    const read = startOf(process.pid);
    expect(read).not.toBeNull();
    if (read) expect(sameStart(ownStart(), read)).toBe(true);
    expect(startOf(2 ** 22 + 12_345)).toBeNull(); // above any pid the OS hands out
  });

  it('takes over a lock file left unreadable by a crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-lock-'));
    writeFileSync(join(dir, 'desk.lock'), '');
    lockDataDir(dir).release();
  });
});
