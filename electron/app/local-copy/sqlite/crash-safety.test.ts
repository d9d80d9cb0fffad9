import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openLocalDb } from './local-db.ts';
import { runsToArchive } from './local-writes.ts';

const child = fileURLToPath(new URL('../testing/crash-child.ts', import.meta.url));

describe('a sync killed midway', () => {
  it('leaves a consistent copy: each run fully archived or still pending, and the pending ones are picked up next', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cd-crash-')), 'copy.sqlite');
    const proc = spawn(process.execPath, [child, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let archived = 0;
    await new Promise<void>((resolve, reject) => {
      proc.on('error', reject);
      proc.on('exit', (code) => reject(new Error(`the child ended by itself (code ${code})`)));
      proc.stdout.on('data', (chunk: Buffer) => {
        archived += (chunk.toString().match(/archived/g) ?? []).length;
        // Killed while it is writing: after a few runs, in the middle of the next one.
        if (archived >= 3) resolve();
      });
    });
    proc.removeAllListeners('exit');
    const exited = new Promise((resolve) => proc.on('exit', resolve));
    proc.kill('SIGKILL');
    await exited;

    const db = openLocalDb(file);
    try {
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      const runs = db
        .prepare('SELECT r.id, r.archive, r.output_count, (SELECT COUNT(*) FROM outputs o WHERE o.run_id = r.id) AS stored FROM runs r ORDER BY r.id')
        .all() as { id: number; archive: string; output_count: number; stored: number }[];
      expect(runs).toHaveLength(400);
      const done = runs.filter((r) => r.archive === 'archived');
      expect(done.length).toBeGreaterThanOrEqual(3);
      expect(done.length).toBeLessThan(400);
      for (const r of done) expect([r.output_count, r.stored]).toEqual([5000, 5000]);
      for (const r of runs.filter((x) => x.archive !== 'archived')) expect([r.archive, r.stored]).toEqual(['pending', 0]);
      // The next sync resumes with exactly the runs not archived.
      expect(runsToArchive(db, new Date().toISOString()).map((r) => r.id)).toEqual(runs.filter((r) => r.archive === 'pending').map((r) => r.id));
    } finally {
      db.close();
    }
    // A plain reader opens it too (no recovery left to a writer).
    const reader = new DatabaseSync(file, { readOnly: true });
    expect((reader.prepare('SELECT COUNT(*) AS n FROM runs').get() as { n: number }).n).toBe(400);
    reader.close();
  }, 60_000);
});
