import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumLaunch } from './chromium-launch.ts';
import { emulateColorScheme, emulateTimezone, grantClipboard } from './renderer/testing/browser-commands.ts';
import { componentProvide } from './renderer/testing/provided.ts';

const include = ['{shared,sandbox,electron,renderer,scripts}/**/*.test.{ts,tsx}'];
/** Tests of the team copy: they run against one throwaway PostgreSQL cluster, started once for all of them. */
const postgres = ['electron/**/*.pg.test.ts'];
/**
 * Tests of pure code: no server, no child process, no database, no stubbed global, and no module state that
 * another test file also touches. They share one module cache (no per-file isolation), which saves importing
 * zod, the contract and the CSV code again for every file.
 */
const pure = [
  'shared/**/*.test.ts',
  // Not web-desk and web-token: each starts a server in a child process (and a browser) and keeps its own fork.
  'renderer/lib/!(web-*).test.ts',
  'renderer/components/**/*.test.ts',
  'renderer/features/*/lib/*.test.ts',
  'renderer/features/import/worker/*.test.ts',
  'sandbox/data/*.test.ts',
  'scripts/eslint/*.test.ts',
];
/**
 * Tests that stub a global, mock a module, fake timers or keep a module's state of their own (a "logged once"
 * set): each keeps a fresh module cache. Every other unit test shares its worker's cache with the files run
 * before it, which saves importing the sandbox, the client and zod again for each of ~150 files.
 */
const isolated = [
  'electron/main/crash-guard.test.ts',
  'electron/app/service/client-lenient.test.ts',
  'renderer/data/live-limits.test.ts',
  'renderer/data/write-gate.test.ts',
  'renderer/features/catalogue/api/add-skus-to-collection.test.ts',
  'renderer/features/import/stores/split-actions.test.ts',
  'renderer/features/scrapes/api/add-asins-to-collection.test.ts',
  'scripts/electron-binary.test.ts',
];
/** Screens and components mounted in a real Chromium against a contract-checked `window.desk` (renderer/testing/). */
const components = ['renderer/**/*.component.test.tsx'];

// Unit and HTTP-level tests live beside the code; e2e journeys run under Playwright instead.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    // Every core: Vitest's own default is one less (one fork and one browser page on a 2-core machine, where
    // the component tests then ran one file at a time, last). With both, units and components overlap.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include, exclude: [...configDefaults.exclude, ...postgres, ...pure, ...components, ...isolated], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
      { extends: true, test: { name: 'pure', include: pure, pool: 'threads', isolate: false } },
      {
        plugins: [react()],
        // Every package the renderer and its tests load, bundled before the first test: one found only when a
        // lazily loaded screen needs it (uplot when a screen charts) makes Vite re-bundle and reload mid-run,
        // failing the other files' imports of that moment — on a clean clone's first run, as CI's is.
        // In the checkout, not in node_modules: two checkouts sharing one node_modules (git worktrees) would
        // otherwise rewrite each other's bundles under a running test.
        cacheDir: '.vite/components',
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            '@tanstack/react-query',
            '@tanstack/react-virtual',
            'zustand',
            'zustand/middleware',
            'zod',
            'papaparse',
            'uplot',
            'axe-core',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'components',
          include: components,
          setupFiles: ['renderer/testing/component-setup.ts'],
          provide: componentProvide(process.env),
          testTimeout: 20_000,
          // The renderer coalesces change events for a moment before reading again: polls wait as long as locators do.
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            viewport: { width: 1400, height: 900 },
            // Reduced motion: the styles then skip their fades, so an accessibility scan never meets a half-faded toast.
            provider: playwright({
              launchOptions: chromiumLaunch,
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { emulateColorScheme, emulateTimezone, grantClipboard },
          },
        },
      },
      // The cluster starts only when a test of this project is run (vitest sets up a project's globalSetup for its own files).
      { extends: true, test: { name: 'postgres', include: postgres, globalSetup: ['electron/app/local-copy/testing/pg-global-setup.ts'] } },
    ],
  },
});
