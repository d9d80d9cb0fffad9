import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';

// Runs the real takeWebToken in Chromium, on a page served by the real browser-mode server.
let child: ChildProcess;
let origin: string;
let browser: Browser;
let source: string;

beforeAll(async () => {
  child = spawn(process.execPath, ['electron/web/test-fixture-server.ts'], { cwd: `${import.meta.dirname}/../..`, stdio: ['pipe', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve) => createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve));
  origin = (JSON.parse(first) as { origin: string }).origin;
  const ts = await readFile(`${import.meta.dirname}/web-token.ts`, 'utf8');
  // The module has no imports: strip its types and exports and run it as a plain function body.
  source = `${stripTypeScriptTypes(ts).replace(/^export /gm, '')}\nreturn takeWebToken();`;
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin?.end();
  await exited;
});

describe('takeWebToken in a browser', () => {
  it('takes the token from the fragment, keeps it for reloads, and clears the address bar', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/?x=1#token=tok_123-abc`);
    const run = (): Promise<string | null> => page.evaluate((body) => new Function(body)() as string | null, source);
    expect(await run()).toBe('tok_123-abc');
    expect(page.url()).toBe(`${origin}/?x=1`);
    expect(await page.evaluate(() => sessionStorage.getItem('collection-desk.web-token'))).toBe('tok_123-abc');
    await page.reload();
    expect(await run()).toBe('tok_123-abc');
    await page.goto(`${origin}/#/collections/12`);
    expect(await run()).toBe('tok_123-abc');
    expect(page.url()).toBe(`${origin}/#/collections/12`);
    const fresh = await browser.newPage();
    await fresh.goto(`${origin}/`);
    expect(await fresh.evaluate((body) => new Function(body)() as string | null, source)).toBeNull();
  });
});
