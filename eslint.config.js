import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { restrictedPaths } from './scripts/eslint/restricted-paths.js';
import { floorOrder } from './scripts/eslint/floor-order.js';
import { floorPlans } from './scripts/eslint/floors.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

// One zone per renderer feature: a feature never imports another feature (app/ composes them); server data
// that several screens show lives in renderer/data, which any feature may import.
const featuresDir = 'renderer/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'A feature never imports another feature; compose them in renderer/app.',
}));

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'release', 'test-results', 'playwright-report', '.sandbox-data', '.tsbuild', '.vite'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules read each file's own runtime tsconfig (docs/tests.md: "Types, lint and format per runtime"):
    // TypeScript's project service finds it through tsconfig.json's references, as an editor does.
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its failure; one passed where a callback returns nothing loses it too.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Plain JavaScript (this file, the local rule) is in no tsconfig: no type-aware rules there.
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  // Globals per runtime, as the tsconfigs give them (they matter to JavaScript files and to the
  // shared/ rule below; TypeScript itself reports an unknown global in .ts files).
  { files: ['electron/**', 'sandbox/**', 'scripts/**', 'e2e/**', '*.{js,ts}', 'renderer/vite.config.ts'], languageOptions: { globals: globals.node } },
  { files: ['renderer/**'], ignores: ['renderer/vite.config.ts'], languageOptions: { globals: globals.browser } },
  { files: ['renderer/**/*.test.{ts,tsx}'], languageOptions: { globals: globals.node } },
  { files: ['e2e/**', 'scripts/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'self', 'navigator', 'localStorage', 'Buffer', 'process', 'global', 'require', '__dirname'].map((name) => ({
          name,
          message: 'shared/ runs in Node and in the page alike: neither DOM nor Node globals.',
        })),
      ],
    },
  },
  {
    plugins: { desk: { rules: { 'restricted-paths': restrictedPaths, floors: floorOrder } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // The "may import" column of ARCHITECTURE.md.
      'desk/restricted-paths': [
        'error',
        {
          zones: [
            { target: './shared', from: ['./electron', './renderer', './sandbox', './e2e'], message: 'shared/ imports zod and itself only.' },
            { target: './sandbox', from: ['./electron', './renderer', './e2e'], message: 'sandbox/ may import shared/ only.' },
            { target: './renderer', from: ['./electron', './sandbox', './e2e'], message: 'renderer/ may import shared/ only.' },
            { target: './electron', from: ['./renderer', './e2e'], message: 'electron/ may import shared/ (and sandbox/ for the embedded service) only.' },
            { target: './e2e', from: ['./renderer'], message: 'e2e/ drives the renderer through the browser, never by import.' },
            {
              target: './renderer/data',
              from: ['./renderer/features', './renderer/app'],
              message: 'The data layer serves every feature: it imports neither features nor app.',
            },
            ...featureZones,
          ],
        },
      ],
      // The floors inside electron/app and sandbox/ (ARCHITECTURE.md: "Floors inside electron/app and sandbox").
      'desk/floors': ['error', { plans: floorPlans }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*', 'react', 'react-dom', 'electron', 'hono', 'hono/*'], message: 'shared/ imports zod and itself only.' }],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/**/*.test.{ts,tsx}', 'renderer/bench/**', 'renderer/vite.config.ts'], // the build config runs in Node
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'electron'], message: 'The renderer knows nothing of Node or Electron.' }] }],
    },
  },
  {
    files: ['electron/app/**/*.ts', 'sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['electron'], message: 'Only electron/main and electron/preload import electron.' }] }],
    },
  },
);
