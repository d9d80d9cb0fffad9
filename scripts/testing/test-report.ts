import { z } from 'zod';

/** One test's wall time, as the slowest-tests list shows it. */
export interface TestTime {
  name: string;
  file: string;
  ms: number;
}

// Only the fields read here; the reporters write many more. A report is a file from another run: checked,
// and a shape this code does not know is reported as such rather than read half.
const vitestReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      startTime: z.number().optional(),
      endTime: z.number().optional(),
      assertionResults: z.array(z.object({ fullName: z.string(), duration: z.number().nullish() })),
    }),
  ),
});

interface PlaywrightSuite {
  title: string;
  file?: string | undefined;
  specs?: { title: string; file?: string | undefined; tests: { projectName?: string | undefined; results: { duration: number }[] }[] }[] | undefined;
  suites?: PlaywrightSuite[] | undefined;
}

const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          file: z.string().optional(),
          tests: z.array(z.object({ projectName: z.string().optional(), results: z.array(z.object({ duration: z.number() })) })),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);
const playwrightReport = z.object({ suites: z.array(playwrightSuite) });

/** The tests and the files of a vitest JSON report (`--reporter=json`), file paths relative to `root`. */
export function readVitestReport(json: unknown, root: string): { tests: TestTime[]; files: TestTime[] } {
  const report = vitestReport.parse(json);
  const tests: TestTime[] = [];
  const files: TestTime[] = [];
  for (const file of report.testResults) {
    const path = relative(file.name, root);
    for (const test of file.assertionResults) tests.push({ name: test.fullName, file: path, ms: test.duration ?? 0 });
    if (file.startTime !== undefined && file.endTime !== undefined) files.push({ name: path, file: path, ms: file.endTime - file.startTime });
  }
  return { tests, files };
}

/** The tests of a Playwright JSON report (`reporter: json`), each retry's time added to its test's. */
export function readPlaywrightReport(json: unknown): TestTime[] {
  const tests: TestTime[] = [];
  // Top-level suites are the spec files; the suites inside them are describe blocks, whose titles lead the name.
  const walk = (suite: PlaywrightSuite, titles: string[]): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        tests.push({ name: [...titles, spec.title].join(' › '), file: spec.file ?? suite.file ?? '', ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of playwrightReport.parse(json).suites) walk(suite, []);
  return tests;
}

/** The `count` slowest, slowest first. */
export function slowest(times: readonly TestTime[], count = 10): TestTime[] {
  return [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
}

function relative(path: string, root: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
