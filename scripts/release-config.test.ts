import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { releaseConfigProblems, yamlValue } from './release-config.ts';

const projectConfig = readFileSync(new URL('../electron-builder.yml', import.meta.url), 'utf8');
const PLACEHOLDER = /^ {2}url: .*$/m;

describe('the release check of `npm run dist`', () => {
  it("refuses the project's electron-builder.yml for its placeholder update address, and only for that", () => {
    const problems = releaseConfigProblems(projectConfig);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^publish\.url in electron-builder\.yml is "https:\/\/updates\.example\.invalid\/collection-desk\/", a placeholder: set it to the https address/,
    );
    expect(yamlValue(projectConfig, ['win', 'signtoolOptions', 'publisherName'])).toEqual(['Collection Desk']);
  });

  it('lets a release through once the address is set', () => {
    expect(releaseConfigProblems(projectConfig.replace(PLACEHOLDER, '  url: https://downloads.acme-analytics.com/desk/ # ours'))).toEqual([]);
    expect(releaseConfigProblems(projectConfig.replace(PLACEHOLDER, "  url: 'https://downloads.acme-analytics.com/desk/'"))).toEqual([]);
  });

  it('refuses a missing, plain-http or reserved address, a missing publisher name and a switched-off signature check', () => {
    for (const url of ['http://downloads.acme-analytics.com/desk/', 'https://updates.example.com/', 'https://desk.test/', 'not a url']) {
      expect(releaseConfigProblems(projectConfig.replace(PLACEHOLDER, `  url: ${url}`))[0], url).toMatch(/^publish\.url .* a placeholder/);
    }
    const released = projectConfig.replace(PLACEHOLDER, '  url: https://downloads.acme-analytics.com/desk/');
    expect(releaseConfigProblems(released.replace(/^ {2}url: .*\n/m, ''))[0]).toMatch(/^publish\.url in electron-builder\.yml is not set/);
    const unsigned = released.replace(/^ {2}signtoolOptions:\n {4}publisherName:\n {6}- Collection Desk\n/m, '');
    expect(releaseConfigProblems(unsigned)).toEqual([
      expect.stringMatching(/^win\.signtoolOptions\.publisherName .* is not set: set it to the name on your code-signing certificate/),
    ]);
    expect(releaseConfigProblems(released.replace(/^win:\n/m, 'win:\n  verifyUpdateCodeSignature: false\n'))).toEqual([
      expect.stringMatching(/^win\.verifyUpdateCodeSignature .* is false/),
    ]);
  });
});
