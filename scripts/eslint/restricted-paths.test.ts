import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { restrictedPaths } from './restricted-paths.js';

// ESLint's RuleTester under vitest: it declares its cases with these.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
// The rule resolves zones against the working folder, as ESLint runs from the repo root.
const at = (file: string): string => path.resolve(process.cwd(), file);

const zones = [
  { target: './shared', from: ['./electron', './renderer'], message: 'shared/ imports zod and itself only.' },
  { target: './renderer/features/import', from: './renderer/features', except: ['./import'], message: 'A feature never imports another feature.' },
];
const options = [{ zones }];
const crossing = (source: string, message: string) => ({ message: `Import of "${source}" crosses a boundary: ${message}` });

tester.run('desk/restricted-paths', restrictedPaths, {
  valid: [
    { name: 'shared imports itself', filename: at('shared/csv/row-checks.ts'), code: "import { LIMITS } from '../api/limits.ts';", options },
    { name: 'packages are not paths', filename: at('shared/api/limits.ts'), code: "import { z } from 'zod';", options },
    { name: 'a feature imports its own files', filename: at('renderer/features/import/lib/a.ts'), code: "import { b } from '../stores/b.ts';", options },
    {
      name: 'a feature imports the shared layers',
      filename: at('renderer/features/import/lib/a.ts'),
      code: "import { desk } from '../../../lib/desk.ts';",
      options,
    },
    { name: 'a file outside every zone', filename: at('electron/app/desk.ts'), code: "import { x } from '../../renderer/x.ts';", options },
    { name: 'a folder whose name only starts like a zone', filename: at('shared-tools/x.ts'), code: "import { y } from '../electron/y.ts';", options },
  ],
  invalid: [
    {
      name: 'shared importing electron',
      filename: at('shared/csv/row-checks.ts'),
      code: "import { x } from '../../electron/app/x.ts';",
      options,
      errors: [crossing('../../electron/app/x.ts', 'shared/ imports zod and itself only.')],
    },
    {
      name: 'a type-only import crosses too',
      filename: at('shared/bridge/a.ts'),
      code: "import type { Desk } from '../../renderer/lib/desk.ts';",
      options,
      errors: [crossing('../../renderer/lib/desk.ts', 'shared/ imports zod and itself only.')],
    },
    {
      name: 're-exports and dynamic imports',
      filename: at('shared/a.ts'),
      code: "export { a } from '../electron/a.ts';\nexport * from '../renderer/b.ts';\nconst c = await import('../electron/c.ts');",
      options,
      errors: [
        crossing('../electron/a.ts', 'shared/ imports zod and itself only.'),
        crossing('../renderer/b.ts', 'shared/ imports zod and itself only.'),
        crossing('../electron/c.ts', 'shared/ imports zod and itself only.'),
      ],
    },
    {
      name: 'a feature importing another feature',
      filename: at('renderer/features/import/lib/a.ts'),
      code: "import { c } from '../../collection/lib/c.ts';",
      options,
      errors: [crossing('../../collection/lib/c.ts', 'A feature never imports another feature.')],
    },
  ],
});
