// `npm test`: the static checks and the renderer's build at the same time, then the unit and component
// tests, then the journeys; it stops after the first group with a failure, with that exit code, and prints a
// table of how long each took, so the next person sees where the minutes go (`npm run test:slowest` goes further).
import { formatStageTable, runCaptured, runCommand, runStages, type Stage, type StageGroup } from './testing/stages.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const script = (name: string, scriptName: string): Stage => ({ name, command: npm, args: ['run', '--silent', scriptName] });
const groups: StageGroup[] = [
  {
    name: 'checks',
    stages: [
      script('lint', 'lint'),
      script('typecheck', 'typecheck'),
      script('format', 'format:check'),
      script('cycles', 'lint:cycles'),
      script('links', 'check:links'),
      script('security', 'security'),
      // The journeys' renderer, built here while the checks use the other core.
      script('build', 'build:renderer'),
    ],
  },
  { name: 'unit', stages: [script('unit', 'test:unit')] },
  { name: 'e2e', stages: [{ name: 'e2e', command: npx, args: ['playwright', 'test'] }] },
];

console.log(`▶ ${groups[0]?.stages.map((s) => s.name).join(', ')} (at the same time; each one's output when it ends)`);
const times = await runStages(groups, async (stage, together) => {
  if (!together) {
    console.log(`\n▶ ${stage.name}`);
    return runCommand(stage.command, stage.args);
  }
  const { code, output } = await runCaptured(stage.command, stage.args);
  console.log(`\n▶ ${stage.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
  if (output.trim() !== '') console.log(output.trimEnd());
  return code;
});
console.log(`\n${formatStageTable(times, groups)}`);
const failed = times.find((t) => t.code !== 0);
if (failed) console.log(`\nStopped after ${failed.name} failed. The slowest tests of the last runs: npm run test:slowest`);
process.exitCode = failed?.code ?? 0;
