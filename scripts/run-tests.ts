// `npm test`: every stage in order, stopping at the first failure with its exit code, then a table of how
// long each stage took, so the next person sees where the minutes go (`npm run test:slowest` goes further).
import { formatStageTable, runCommand, runStages, type Stage } from './testing/stages.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const stages: Stage[] = [
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
  { name: 'cycles', command: npm, args: ['run', '--silent', 'lint:cycles'] },
  { name: 'format', command: npm, args: ['run', '--silent', 'format:check'] },
  { name: 'links', command: npm, args: ['run', '--silent', 'check:links'] },
  { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'security', command: npm, args: ['run', '--silent', 'security'] },
  { name: 'unit', command: npm, args: ['run', '--silent', 'test:unit'] },
  { name: 'e2e', command: npm, args: ['run', '--silent', 'test:e2e'] },
];

const times = await runStages(stages, (stage) => {
  console.log(`\n▶ ${stage.name}`);
  return runCommand(stage.command, stage.args);
});
console.log(`\n${formatStageTable(times, stages)}`);
const failed = times.find((t) => t.code !== 0);
if (failed) console.log(`\nStopped at ${failed.name}. The slowest tests of the last runs: npm run test:slowest`);
process.exitCode = failed?.code ?? 0;
