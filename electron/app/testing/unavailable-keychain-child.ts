// Run by keychain-unavailable.test.ts in a child process with no D-Bus session, so the OS keychain
// really cannot be reached. Prints one JSON line: every bridge result in order, the data dir, the logs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDesk } from '../desk.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cd-nokeychain-'));
const logs: string[] = [];
const desk = await createDesk({
  dataDir,
  version: '0.0.0-test',
  mode: 'web',
  keychainService: `collection-desk-test-nokeychain-${process.pid}`,
  log: (line) => logs.push(line),
  notify: () => undefined,
  openExternal: async () => undefined,
  sandbox: { cookieDelayMs: 100, jobDelayMs: 2 },
});
const steps: [string, unknown][] = [
  ['credentials.status', {}],
  ['credentials.setApiKey', { apiKey: 'abc.def' }],
  ['zipcodes.list', {}],
  ['credentials.useSessionOnly', {}],
  ['credentials.status', {}],
  ['zipcodes.list', {}],
];
const results: unknown[] = [];
for (const [method, input] of steps) results.push({ method, result: await desk.router.invoke(method, input, { origin: 'web' }) });
await desk.dispose();
process.stdout.write(`${JSON.stringify({ dataDir, results, logs })}\n`);
