import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './chromium-launch.ts';

/**
 * The longest journeys, and the two that start a desk of their own (so a worker of their own), run first: left to
 * the alphabet, the longest (a minute) began two thirds of the way in and the other two after it, and the run
 * ended waiting on them alone.
 */
const first = ['freshness', 'no-keychain', 'scrapes', 'team-copy-down'].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  // The JSON report feeds `npm run test:slowest`.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  projects: [
    { name: 'first', testMatch: first },
    { name: 'journeys', testIgnore: first },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1400, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
});
