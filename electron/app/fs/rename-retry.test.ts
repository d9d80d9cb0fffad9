import { mkdtempSync, promises as fsp, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileLockedError, renameRetrying, renameRetryingSync } from './atomic-write.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'desk-rename-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function lockedError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: operation not permitted, rename`), { code });
}

/** A real rename that is refused `times` times first, as Windows does while a scanner holds the file. */
function refusedFirst(times: number, code = 'EPERM'): { rename: (a: string, b: string) => Promise<void>; calls: () => number } {
  let calls = 0;
  return {
    rename: async (from, to) => {
      calls += 1;
      if (calls <= times) throw lockedError(code);
      await fsp.rename(from, to);
    },
    calls: () => calls,
  };
}

describe('renameRetrying (a locked file on Windows)', () => {
  it('saves the file once the lock is released, for EPERM, EBUSY and EACCES', async () => {
    for (const code of ['EPERM', 'EBUSY', 'EACCES']) {
      const from = join(dir, `${code}.tmp`);
      const to = join(dir, `${code}.json`);
      writeFileSync(to, 'old');
      writeFileSync(from, 'new');
      const locked = refusedFirst(2, code);
      await renameRetrying(from, to, locked.rename, [1, 1, 1]);
      expect(readFileSync(to, 'utf8')).toBe('new');
      expect(locked.calls()).toBe(3);
    }
  });

  it('gives up with a clear message when the lock outlasts the retries, leaving the old file whole', async () => {
    const from = join(dir, 'profiles.json.tmp');
    const to = join(dir, 'profiles.json');
    writeFileSync(to, 'old');
    writeFileSync(from, 'new');
    const locked = refusedFirst(99);
    const failure = renameRetrying(from, to, locked.rename, [1, 1]);
    await expect(failure).rejects.toBeInstanceOf(FileLockedError);
    await expect(failure).rejects.toThrow(/Could not save profiles\.json: another program .* kept the file locked/);
    expect(locked.calls()).toBe(3);
    expect(readFileSync(to, 'utf8')).toBe('old');
  });

  it('does not retry other errors', async () => {
    const locked = { calls: 0 };
    const failing = async (): Promise<void> => {
      locked.calls += 1;
      throw lockedError('ENOENT');
    };
    await expect(renameRetrying(join(dir, 'a'), join(dir, 'b'), failing, [1, 1])).rejects.toMatchObject({ code: 'ENOENT' });
    expect(locked.calls).toBe(1);
  });

  it('the synchronous twin retries the same way', () => {
    const from = join(dir, 'window.tmp');
    const to = join(dir, 'window.json');
    writeFileSync(from, 'state');
    let calls = 0;
    renameRetryingSync(
      from,
      to,
      (a, b) => {
        calls += 1;
        if (calls === 1) throw lockedError('EBUSY');
        renameSync(a, b);
      },
      [1],
    );
    expect(readFileSync(to, 'utf8')).toBe('state');
    expect(() =>
      renameRetryingSync(
        from,
        to,
        () => {
          throw lockedError('EACCES');
        },
        [1],
      ),
    ).toThrow(FileLockedError);
  });
});
