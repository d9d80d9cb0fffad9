// `node scripts/check-release.ts`: the first step of `npm run dist`. Refuses to package while
// electron-builder.yml still holds the placeholder update address or lacks the Windows signer's name
// (see release-config.ts), saying what to set, and exits 1.
import { readFileSync } from 'node:fs';
import { releaseConfigProblems } from './release-config.ts';

const problems = releaseConfigProblems(readFileSync(new URL('../electron-builder.yml', import.meta.url), 'utf8'));
if (problems.length > 0) {
  console.error(`\nThis build cannot be released yet:\n${problems.map((problem) => `- ${problem}`).join('\n')}\n`);
  process.exit(1);
}
