import { defineConfig } from 'vitest/config';

// Unit and HTTP-level tests live beside the code; e2e journeys run under Playwright instead.
export default defineConfig({
  test: {
    include: ['{shared,sandbox,electron,renderer,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
  },
});
