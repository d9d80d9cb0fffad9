import { describe, expect, it } from 'vitest';
import { readPlaywrightReport, readVitestReport, slowest } from './test-report.ts';

// Trimmed from real reports: vitest 5 `--reporter=json` and Playwright 1.65 `reporter: json`.
const vitestJson = {
  numTotalTests: 3,
  testResults: [
    {
      name: '/repo/shared/api/contract.test.ts',
      startTime: 1000,
      endTime: 1900,
      status: 'passed',
      assertionResults: [
        { ancestorTitles: ['contract'], fullName: 'contract parses a page', title: 'parses a page', status: 'passed', duration: 12.5 },
        { ancestorTitles: ['contract'], fullName: 'contract refuses a bad page', title: 'refuses a bad page', status: 'passed', duration: 300 },
      ],
    },
    {
      name: '/repo/sandbox/runs/runs.test.ts',
      startTime: 2000,
      endTime: 9000,
      status: 'passed',
      assertionResults: [{ ancestorTitles: [], fullName: 'a run finishes', title: 'a run finishes', status: 'skipped', duration: null }],
    },
  ],
};

const playwrightJson = {
  config: {},
  suites: [
    {
      title: 'import.spec.ts',
      file: 'import.spec.ts',
      specs: [],
      suites: [
        {
          title: 'import',
          file: 'import.spec.ts',
          specs: [{ title: 'a file with a journal', file: 'import.spec.ts', tests: [{ projectName: '', results: [{ duration: 14_000, retry: 0 }] }] }],
        },
      ],
    },
    {
      title: 'first-start.spec.ts',
      file: 'first-start.spec.ts',
      specs: [
        {
          title: 'first start',
          file: 'first-start.spec.ts',
          tests: [
            {
              projectName: '',
              results: [
                { duration: 6_000, retry: 0 },
                { duration: 5_000, retry: 1 },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('slowest tests from the reporters', () => {
  it('reads tests and files of a vitest report, paths from the project root', () => {
    const { tests, files } = readVitestReport(vitestJson, '/repo');
    expect(slowest(tests, 2)).toEqual([
      { name: 'contract refuses a bad page', file: 'shared/api/contract.test.ts', ms: 300 },
      { name: 'contract parses a page', file: 'shared/api/contract.test.ts', ms: 12.5 },
    ]);
    expect(slowest(files, 1)).toEqual([{ name: 'sandbox/runs/runs.test.ts', file: 'sandbox/runs/runs.test.ts', ms: 7000 }]);
  });

  it('reads nested describes of a Playwright report and adds up retries', () => {
    expect(slowest(readPlaywrightReport(playwrightJson))).toEqual([
      { name: 'import › a file with a journal', file: 'import.spec.ts', ms: 14_000 },
      { name: 'first start', file: 'first-start.spec.ts', ms: 11_000 },
    ]);
  });

  it('refuses a report of another shape instead of listing nothing', () => {
    expect(() => readVitestReport({ results: [] }, '/repo')).toThrow();
    expect(() => readPlaywrightReport({ suites: [{ specs: 'x' }] })).toThrow();
  });

  it('lists at most ten, slowest first', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ name: `t${i}`, file: 'f', ms: i }));
    expect(slowest(many).map((t) => t.ms)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });
});
