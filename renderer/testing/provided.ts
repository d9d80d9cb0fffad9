/**
 * What vitest.config.ts gives every component test, read in a test with vitest's `inject`: whether the fit checks
 * keep their screenshots, which are for people to look at (CI keeps no artifacts, so it takes none).
 */
export function componentProvide(env: { CI?: string }): { saveScreens: boolean } {
  return { saveScreens: !env.CI };
}

declare module 'vitest' {
  export interface ProvidedContext {
    saveScreens: boolean;
  }
}
