import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway source tree: path → text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cd-cycles-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the no-cycle check', () => {
  it('finds a loop made only of type imports and re-exports, and names it file by file', () => {
    const root = tree({
      'electron/store.ts': "import type { Match } from './watch/eval.ts';\nexport interface Store { m: Match }\n",
      'electron/watch/eval.ts': "export * from './queries';\nexport interface Match { id: number }\n",
      'electron/watch/queries.ts': "import type { Store } from '../store.ts';\nexport type Q = Store;\n",
      'electron/other.ts': "import { x } from 'node:fs';\nimport './style.css';\n",
    });
    expect(importCycles(importGraph(root, ['electron']))).toEqual([
      ['electron/store.ts', 'electron/watch/eval.ts', 'electron/watch/queries.ts', 'electron/store.ts'],
    ]);
  });

  it('finds a dynamic import back and a file importing itself, and passes a tree whose arrows all go one way', () => {
    const looped = tree({
      'shared/a.ts': "export const a = () => import('./b.ts');\n",
      'shared/b.ts': "import { a } from './a.ts';\nexport const b = a;\n",
      'shared/self.tsx': "import { s } from './self.tsx';\nexport const s = 1;\n",
    });
    expect(importCycles(importGraph(looped, ['shared']))).toEqual([
      ['shared/a.ts', 'shared/b.ts', 'shared/a.ts'],
      ['shared/self.tsx', 'shared/self.tsx'],
    ]);
    const clean = tree({
      'shared/a.ts': "import { b } from './b.ts';\nimport { c } from './c.ts';\nexport const a = b + c;\n",
      'shared/b.ts': "import { c } from './c.ts';\nexport const b = c;\n",
      'shared/c.ts': '// import { a } from "./a.ts" (a comment, not an import)\nexport const c = 1;\n',
    });
    expect(importCycles(importGraph(clean, ['shared']))).toEqual([]);
  });
});
