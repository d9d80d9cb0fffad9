import type {} from '@vitest/browser-playwright';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/**
 * Sets the colour scheme the page's media queries see, as the operating system's light/dark mode would, and
 * returns once the test's own frame matches it and has painted twice: a scan right after reads the new colours.
 */
export const emulateColorScheme: BrowserCommand<[scheme: 'light' | 'dark']> = async ({ page, frame }, scheme) => {
  await page.emulateMedia({ colorScheme: scheme });
  const testFrame = await frame();
  // Strings, evaluated in the page: this file is loaded by the test runner in Node, which has no DOM types.
  await testFrame.waitForFunction(`matchMedia('(prefers-color-scheme: ${scheme})').matches`);
  await testFrame.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
};

/** Grants the page the clipboard (the Copy buttons), as a user's browser does after asking. */
export const grantClipboard: BrowserCommand<[]> = async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
};

/**
 * Sets the time zone the page's clock reads (an IANA name, e.g. "UTC"), as the computer's own zone would; null
 * gives the machine's back. The override lives as long as the session that set it, so that session is kept.
 */
export const emulateTimezone: BrowserCommand<[zone: string | null]> = async ({ page }, zone) => {
  const session = zoneSessions.get(page) ?? page.context().newCDPSession(page);
  zoneSessions.set(page, session);
  await (await session).send('Emulation.setTimezoneOverride', { timezoneId: zone ?? '' });
};

const zoneSessions = new WeakMap<Page, Promise<CDPSession>>();

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme: (scheme: 'light' | 'dark') => Promise<void>;
    grantClipboard: () => Promise<void>;
    emulateTimezone: (zone: string | null) => Promise<void>;
  }
}
