// `npm run test:slowest`: the ten slowest tests of each layer in the last runs of `npm test` (or of
// `npm run test:unit` and `npm run test:e2e`), read from the JSON reports they leave in test-results/.
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatDuration } from './testing/stages.ts';
import { readPlaywrightReport, readVitestReport, slowest, type TestTime } from './testing/test-report.ts';

const root = resolve(import.meta.dirname, '..');
const reports = { unit: `${root}/test-results/vitest.json`, e2e: `${root}/test-results/playwright.json` };

function print(title: string, times: readonly TestTime[]): void {
  console.log(`\n${title}`);
  for (const t of slowest(times)) console.log(`  ${formatDuration(t.ms).padStart(8)}  ${t.name === t.file ? t.file : `${t.name}  (${t.file})`}`);
}

function load(path: string, command: string): unknown {
  if (!existsSync(path)) {
    console.log(`\nNo report at ${path.slice(root.length + 1)}: run ${command} first.`);
    return undefined;
  }
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

const unit = load(reports.unit, 'npm run test:unit');
if (unit !== undefined) {
  const { tests, files } = readVitestReport(unit, root);
  print('Unit and HTTP tests (vitest), slowest tests:', tests);
  print('Unit and HTTP tests (vitest), slowest files (imports and setup included):', files);
}
const e2e = load(reports.e2e, 'npm run test:e2e');
if (e2e !== undefined) print('Journeys (Playwright), slowest tests:', readPlaywrightReport(e2e));
