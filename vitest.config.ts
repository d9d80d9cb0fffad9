import { configDefaults, defineConfig } from 'vitest/config';

const include = ['{shared,sandbox,electron,renderer,scripts}/**/*.test.{ts,tsx}'];
/** Tests of the team copy: they run against one throwaway PostgreSQL cluster, started once for all of them. */
const postgres = ['electron/**/*.pg.test.ts'];

// Unit and HTTP-level tests live beside the code; e2e journeys run under Playwright instead.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include, exclude: [...configDefaults.exclude, ...postgres] } },
      // The cluster starts only when a test of this project is run (vitest sets up a project's globalSetup for its own files).
      { extends: true, test: { name: 'postgres', include: postgres, globalSetup: ['electron/app/local-copy/testing/pg-global-setup.ts'] } },
    ],
  },
});
