import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonFile, TEMP_SUFFIX, tempPathFor, writeFileAtomic, writeFileAtomicSync } from './atomic-write.ts';

const stateSchema = z.object({ version: z.literal(1), items: z.array(z.string()) });
type State = z.infer<typeof stateSchema>;
const fallback = (): State => ({ version: 1, items: [] });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atomic-write-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const tempFilesIn = (d: string): string[] => readdirSync(d).filter((n) => n.endsWith(TEMP_SUFFIX));
const corruptFilesIn = (d: string): string[] => readdirSync(d).filter((n) => n.includes('.corrupt-'));

describe('writeFileAtomic', () => {
  it('writes the file with owner-only permissions and leaves no temp file', async () => {
    const file = join(dir, 'state.json');
    await writeFileAtomic(file, JSON.stringify({ version: 1, items: ['a'] }));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 1, items: ['a'] });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(tempFilesIn(dir)).toEqual([]);
  });

  it('replaces an existing file, tightening its permissions', async () => {
    const file = join(dir, 'state.json');
    writeFileSync(file, 'old', { mode: 0o644 });
    await writeFileAtomic(file, new TextEncoder().encode('new'));
    expect(readFileSync(file, 'utf8')).toBe('new');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('creates missing parent folders', async () => {
    const file = join(dir, 'a', 'b', 'state.json');
    await writeFileAtomic(file, '{}');
    expect(readFileSync(file, 'utf8')).toBe('{}');
  });

  it('removes its temp file when the rename fails', async () => {
    const target = join(dir, 'occupied');
    mkdirSync(join(target, 'child'), { recursive: true }); // renaming a file over a non-empty folder fails
    await expect(writeFileAtomic(target, 'data')).rejects.toThrow();
    expect(tempFilesIn(dir)).toEqual([]);
  });

  it('never lets a concurrent reader see a half-written file', async () => {
    const file = join(dir, 'state.json');
    const big = (n: number): State => ({ version: 1, items: Array.from({ length: 5000 }, () => `item-${n}`) });
    await writeFileAtomic(file, JSON.stringify(big(0)));
    let writing = true;
    const writer = (async () => {
      for (let n = 1; n <= 20; n += 1) await writeFileAtomic(file, JSON.stringify(big(n)));
      writing = false;
    })();
    let reads = 0;
    while (writing) {
      const state = await readJsonFile(file, stateSchema, fallback());
      expect(state.items).toHaveLength(5000); // never the fallback, never a torn file
      expect(new Set(state.items).size).toBe(1);
      reads += 1;
    }
    await writer;
    expect(reads).toBeGreaterThan(0);
    expect(corruptFilesIn(dir)).toEqual([]);
  });

  it('writes synchronously with the same guarantees', () => {
    const file = join(dir, 'sub', 'window.json');
    writeFileSync(join(dir, 'placeholder'), '');
    writeFileAtomicSync(file, '{"x":1}');
    writeFileAtomicSync(file, '{"x":2}');
    expect(readFileSync(file, 'utf8')).toBe('{"x":2}');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(tempFilesIn(join(dir, 'sub'))).toEqual([]);
  });
});

describe('readJsonFile', () => {
  it('gives the fallback for a missing file without creating it', async () => {
    const file = join(dir, 'missing.json');
    expect(await readJsonFile(file, stateSchema, fallback())).toEqual(fallback());
    expect(existsSync(file)).toBe(false);
  });

  it('reads a valid file', async () => {
    const file = join(dir, 'state.json');
    await writeFileAtomic(file, JSON.stringify({ version: 1, items: ['x', 'y'] }));
    expect(await readJsonFile(file, stateSchema, fallback())).toEqual({ version: 1, items: ['x', 'y'] });
  });

  it('ignores a temp file left by a crash between write and rename', async () => {
    const file = join(dir, 'state.json');
    await writeFileAtomic(file, JSON.stringify({ version: 1, items: ['committed'] }));
    // What a crash leaves behind: a half-written temp file beside the intact target.
    const leftover = tempPathFor(file);
    writeFileSync(leftover, '{"version":1,"items":["half');
    expect(await readJsonFile(file, stateSchema, fallback())).toEqual({ version: 1, items: ['committed'] });
    // The next write still succeeds and the leftover is not mistaken for data.
    await writeFileAtomic(file, JSON.stringify({ version: 1, items: ['next'] }));
    expect(await readJsonFile(file, stateSchema, fallback())).toEqual({ version: 1, items: ['next'] });
    expect(corruptFilesIn(dir)).toEqual([]);
  });

  it('ignores a crash leftover when the file was never committed', async () => {
    const file = join(dir, 'state.json');
    writeFileSync(tempPathFor(file), '{"version":1,');
    expect(await readJsonFile(file, stateSchema, fallback())).toEqual(fallback());
  });

  it('moves a file that is not JSON aside and uses the fallback', async () => {
    const file = join(dir, 'state.json');
    writeFileSync(file, '{"version":1,"items":["tru');
    const seen: { movedTo: string; reason: string }[] = [];
    const state = await readJsonFile(file, stateSchema, fallback(), { onCorrupt: (info) => seen.push(info) });
    expect(state).toEqual(fallback());
    expect(existsSync(file)).toBe(false);
    const [corrupt] = corruptFilesIn(dir);
    expect(corrupt).toMatch(/^state\.json\.corrupt-[0-9TZ-]+$/);
    expect(readFileSync(join(dir, corrupt ?? ''), 'utf8')).toBe('{"version":1,"items":["tru');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.movedTo).toBe(join(dir, corrupt ?? ''));
    expect(seen[0]?.reason).toMatch(/not valid JSON/);
  });

  it('moves a file of the wrong shape aside and uses the fallback', async () => {
    const file = join(dir, 'state.json');
    writeFileSync(file, JSON.stringify({ version: 2, items: 'nope' }));
    const reasons: string[] = [];
    const state = await readJsonFile(file, stateSchema, fallback(), { onCorrupt: ({ reason }) => reasons.push(reason) });
    expect(state).toEqual(fallback());
    expect(corruptFilesIn(dir)).toHaveLength(1);
    expect(reasons[0]).toMatch(/expected shape/);
  });

  it('keeps every corrupt copy when corruption repeats', async () => {
    const file = join(dir, 'state.json');
    for (const text of ['one', 'two', 'three']) {
      writeFileSync(file, text);
      await readJsonFile(file, stateSchema, fallback());
    }
    const copies = corruptFilesIn(dir).map((n) => readFileSync(join(dir, n), 'utf8'));
    expect(copies.sort()).toEqual(['one', 'three', 'two']);
  });

  it('throws on I/O errors other than a missing file', async () => {
    const folder = join(dir, 'a-folder.json');
    mkdirSync(folder);
    await expect(readJsonFile(folder, stateSchema, fallback())).rejects.toThrow();
    expect(existsSync(folder)).toBe(true);
  });
});
