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
const results: { method: string; result: unknown }[] = [];
const invoke = async (method: string, input: unknown): Promise<{ ok: boolean; value?: Record<string, unknown> }> => {
  const result = (await desk.router.invoke(method, input, { origin: 'web' })) as { ok: boolean; value?: Record<string, unknown> };
  results.push({ method, result });
  return result;
};

// The Sandbox first: it must work with no keychain at all.
await invoke('credentials.status', {});
await invoke('zipcodes.list', {});
const { apiKey } = (await invoke('credentials.revealApiKey', {})).value as { apiKey: string };
const sandboxUrl = ((await invoke('profiles.list', {})).value as { profiles: { id: string; baseUrl: string }[] }).profiles[0]?.baseUrl;
// A profile of one's own (here the same sandbox by address) needs the keychain or the session-only choice.
const own = (await invoke('profiles.add', { name: 'Own service', baseUrl: sandboxUrl, auth: 'apiKey' })).value as { id: string };
await invoke('credentials.setApiKey', { profileId: own.id, apiKey });
await invoke('credentials.useSessionOnly', {});
await invoke('credentials.setApiKey', { profileId: own.id, apiKey });
await invoke('credentials.status', {});
await desk.dispose();
process.stdout.write(`${JSON.stringify({ dataDir, results, logs })}\n`);
