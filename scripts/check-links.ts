// `npm run check:links` (a stage of `npm test`): every relative link of every tracked Markdown file resolves,
// to a file and, when it names one, to a heading in it. External addresses are not fetched.
import { execFileSync } from 'node:child_process';
import { checkLinks, formatBroken } from './links/markdown-links.ts';

const root = process.cwd();
const files = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !file.split('/').includes('node_modules') && !file.startsWith('e2e/fixtures/'));
const broken = checkLinks(root, files);
if (broken.length > 0) {
  console.error(`${broken.length} broken link(s) in Markdown:\n${formatBroken(broken)}`);
  process.exitCode = 1;
} else {
  console.log(`Links: ${files.length} Markdown files, every relative link resolves.`);
}
