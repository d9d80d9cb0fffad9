import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

/** Sets the colour scheme the page's media queries see, as the operating system's light/dark mode would. */
export const emulateColorScheme: BrowserCommand<[scheme: 'light' | 'dark']> = async ({ page }, scheme) => {
  await page.emulateMedia({ colorScheme: scheme });
};

/** Grants the page the clipboard (the Copy buttons), as a user's browser does after asking. */
export const grantClipboard: BrowserCommand<[]> = async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme: (scheme: 'light' | 'dark') => Promise<void>;
    grantClipboard: () => Promise<void>;
  }
}
