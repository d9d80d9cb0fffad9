import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { floorOf, floorOrder } from './floor-order.js';
import type { FloorPlan } from './floors.js';

// ESLint's RuleTester under vitest: it declares its cases with these.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
// The rule resolves scopes against the working folder, as ESLint runs from the repo root.
const at = (file: string): string => path.resolve(process.cwd(), file);

const plan: FloorPlan = {
  scope: 'electron/app',
  floors: [
    { name: 'tests', holds: '', paths: ['*.test.ts', 'testing/'] },
    { name: 'handlers', holds: '', paths: ['*-handlers.ts'] },
    { name: 'services', holds: '', paths: ['local-copy/sync/', 'files/'] },
    { name: 'stores', holds: '', paths: ['local-copy/'] },
    { name: 'base', holds: '', paths: ['connection/desk-error.ts', 'fs/'] },
  ],
};
const options = [{ plans: [plan] }];
const where = 'ARCHITECTURE.md, "Floors inside electron/app and sandbox"';
const climbs = (source: string, from: string, to: string) => ({
  message: `Import of "${source}" climbs from ${from} to ${to} of electron/app: a file imports from its own floor or below (${where}).`,
});

tester.run('desk/floors', floorOrder, {
  valid: [
    {
      name: 'a store imports the base floor',
      filename: at('electron/app/local-copy/copy-model.ts'),
      code: "import { DeskError } from '../connection/desk-error.ts';",
      options,
    },
    { name: 'a file imports its own floor', filename: at('electron/app/local-copy/sqlite/a.ts'), code: "import { b } from '../copy-store.ts';", options },
    { name: 'a test imports any floor', filename: at('electron/app/fs/a.test.ts'), code: "import { h } from '../files/files-handlers.ts';", options },
    {
      name: 'imports leaving the scope are the layers rule’s',
      filename: at('electron/app/fs/a.ts'),
      code: "import { x } from '../../../shared/x.ts';",
      options,
    },
    { name: 'a file outside every scope', filename: at('renderer/lib/a.ts'), code: "import { x } from './b.ts';", options },
  ],
  invalid: [
    {
      name: 'a store importing the sync engine’s room, a floor up',
      filename: at('electron/app/local-copy/copy-model.ts'),
      code: "import { MAX } from './sync/read-caps.ts';",
      options,
      errors: [climbs('./sync/read-caps.ts', 'floor 4 "stores"', 'floor 3 "services"')],
    },
    {
      name: 'a service importing a handler, re-exports and dynamic imports alike',
      filename: at('electron/app/files/result-pages.ts'),
      code: "import type { H } from './files-handlers.ts';\nexport * from './files-handlers.ts';\nconst t = await import('../testing/kit.ts');",
      options,
      errors: [
        climbs('./files-handlers.ts', 'floor 3 "services"', 'floor 2 "handlers"'),
        climbs('./files-handlers.ts', 'floor 3 "services"', 'floor 2 "handlers"'),
        climbs('../testing/kit.ts', 'floor 3 "services"', 'floor 1 "tests"'),
      ],
    },
    {
      name: 'a file no entry places',
      filename: at('electron/app/updates/update-manager.ts'),
      code: 'export const x = 1;',
      options,
      errors: [{ message: `electron/app/updates/update-manager.ts is on no floor: give it one in scripts/eslint/floors.js (${where}).` }],
    },
  ],
});

describe('a file’s floor', () => {
  it('comes from its own path first, then a name pattern, then its deepest folder', () => {
    expect(floorOf(plan, 'connection/desk-error.ts')?.floor.name).toBe('base');
    expect(floorOf(plan, 'local-copy/watch/inbox-handlers.ts')?.floor.name).toBe('handlers');
    expect(floorOf(plan, 'local-copy/sync/inbox-handlers.test.ts')?.floor.name).toBe('tests');
    expect(floorOf(plan, 'local-copy/sync/sync-engine.ts')?.floor.name).toBe('services');
    expect(floorOf(plan, 'local-copy/sqlite/local-db.ts')?.floor.name).toBe('stores');
    expect(floorOf(plan, 'connection/connection.ts')).toBeNull();
  });
});
