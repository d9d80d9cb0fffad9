import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

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

  it('takes over a lock file left unreadable by a crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-lock-'));
    writeFileSync(join(dir, 'desk.lock'), '');
    lockDataDir(dir).release();
  });
});
