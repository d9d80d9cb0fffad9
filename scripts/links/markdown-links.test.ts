import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLinks, findLinks, githubSlug, headingAnchors } from './markdown-links.ts';

let root: string;
const write = (file: string, text: string): void => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'desk-links-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('GitHub heading anchors', () => {
  it('lowercases, drops punctuation and backticks, and makes each space a hyphen', () => {
    expect(githubSlug('A day on a bad network (`npm run bench:faults`)')).toBe('a-day-on-a-bad-network-npm-run-benchfaults');
    expect(githubSlug('Each desk: Settings → Local copy → Keep this profile’s copy in PostgreSQL…')).toBe(
      'each-desk-settings--local-copy--keep-this-profiles-copy-in-postgresql',
    );
    expect(githubSlug('The log, crashes and updates')).toBe('the-log-crashes-and-updates');
    expect(githubSlug('See [the guide](x.md) and snake_case')).toBe('see-the-guide-and-snake_case');
  });

  it('numbers repeated headings and ignores headings inside code fences', () => {
    const anchors = headingAnchors('# Tests\n\n## Tests\n\n```sh\n# not a heading\n```\n<a id="custom"></a>\n');
    expect([...anchors].sort()).toEqual(['custom', 'tests', 'tests-1']);
  });
});

describe('finding links', () => {
  it('reads inline links, images and reference definitions, not code', () => {
    const links = findLinks('See [a](a.md#x "title") and ![i](img/p.png).\n`[no](code.md)`\n\n```\n[no](fence.md)\n```\n[ref]: docs/r.md\n');
    expect(links.map((l) => [l.line, l.target])).toEqual([
      [1, 'a.md#x'],
      [1, 'img/p.png'],
      [7, 'docs/r.md'],
    ]);
  });
});

describe('checking links across files', () => {
  it('passes when every file and heading a link names exists', () => {
    write(
      'README.md',
      '# Desk\n\nRead [the guide](docs/guide.md#set-up-and-run), [tests](#desk), [the web](https://example.com/missing) and [a folder](docs/).\n',
    );
    write('docs/guide.md', '# Guide\n\n## Set up and run\n\nBack to [the front door](../README.md) or [from the root](/README.md#desk).\n');
    expect(checkLinks(root, ['README.md', 'docs/guide.md'])).toEqual([]);
  });

  it('names the file and line of a link to a missing file or a missing heading', () => {
    write('README.md', '# Desk\n\nSee [gone](docs/gone.md).\nSee [moved](docs/guide.md#benchmarks) and [here](#nowhere).\n');
    write('docs/guide.md', '# Guide\n');
    expect(checkLinks(root, ['README.md'])).toEqual([
      { file: 'README.md', line: 3, target: 'docs/gone.md', reason: 'no file docs/gone.md' },
      { file: 'README.md', line: 4, target: 'docs/guide.md#benchmarks', reason: 'no heading #benchmarks in docs/guide.md' },
      { file: 'README.md', line: 4, target: '#nowhere', reason: 'no heading #nowhere in README.md' },
    ]);
  });
});
