// `npm run lint:cycles` (a stage of `npm test`): fails when any source file imports, through any chain of
// relative imports (type imports included), a file that imports it back.
import { fileURLToPath } from 'node:url';
import { importCycles, importGraph } from './cycles/import-graph.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const graph = importGraph(root, ['electron', 'renderer', 'shared', 'sandbox', 'scripts', 'e2e']);
const cycles = importCycles(graph);
if (cycles.length === 0) {
  console.log(`No import loops among ${graph.size} files.`);
} else {
  console.error(`${cycles.length} import loop${cycles.length === 1 ? '' : 's'} (each file imports the next, the last back to the first):`);
  for (const cycle of cycles) console.error(`\n  ${cycle.join('\n  → ')}`);
  process.exitCode = 1;
}
