// How every test and benchmark starts Chromium here: the system Chromium when present (these machines cannot
// download Playwright's own), with the flags that keep it off the network it may not reach.
import { existsSync } from 'node:fs';

/** The system Chromium's path, or undefined (then Playwright's own browser, on machines that installed it). */
export const chromiumPath: string | undefined = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** The launch flags: no sandbox (CI runs as root), no GPU, and none of Chromium's own network chatter. */
export const chromiumArgs: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's launch options with both. */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };
