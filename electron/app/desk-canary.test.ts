import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing/test-sandbox.ts';
import { apiKeyAccount, sessionTokenAccount } from './secrets/secret-store.ts';
import {
  clearKeychainService,
  keychainLookup,
  requireSecretService,
  sandboxDemoUser,
  startTestDesk,
  testKeychainService,
  type TestDesk,
} from './testing/desk-test-kit.ts';
import { runPartsstoreCollection } from './testing/run-kit.ts';

// The canary: every credential the desk handles this run. None may appear in any Result, event payload,
// log line or app file, except the two outputs whose very purpose is the key (an explicit reveal, and
// copy in browser mode), which are checked separately.
const service = testKeychainService('canary');
let t: TestDesk;
let remote: TestSandbox;
const secrets = new Set<string>();
const revealing = new Set<number>();

/** A key's secret part (the prefix is public by design) and the whole key. */
function remember(value: string | null | undefined): void {
  if (!value) return;
  secrets.add(value);
  const secretPart = value.includes('.') ? value.slice(value.indexOf('.') + 1) : value;
  if (secretPart.length >= 8) secrets.add(secretPart);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The embedded sandbox's own data (its demo seed file holds the demo key by design) is not the app's.
    if (name === 'sandbox') return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(async () => {
  requireSecretService();
  remote = await startTestSandbox();
  t = await startTestDesk({ keychainService: service });
});

afterAll(async () => {
  await t?.dispose();
  await remote?.close();
  clearKeychainService(service);
});

describe('the API key canary', () => {
  it('never leaves main except through revealApiKey and browser-mode copyApiKey', async () => {
    const demo = sandboxDemoUser(t.dataDir);
    remember(demo.apiKey);
    remember(remote.apiKey);

    // Reading, writing and failing around the Sandbox profile.
    for (const method of ['app.info', 'app.imageBase', 'profiles.list', 'credentials.status', 'connection.status', 'connection.check', 'watch.list']) {
      await t.value(method);
    }
    await t.value('accounts.accountDetails', {});
    await t.value('accounts.profileUpdate', { timezone: 'Australia/Perth' });
    await t.value('accounts.profile', {});
    await t.value('accounts.credits', {});
    await t.value('settings.domains', {});
    await t.value('catalogue.categories', { flat: true });
    await t.call('playground.post', { request_type: 'marketplace', domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B0CANARY01' });
    await t.call('credentials.setApiKey', { apiKey: `${demo.apiKey.split('.')[0]}.wrong-${demo.apiKey.length}` });
    await t.value('credentials.setApiKey', { apiKey: demo.apiKey });
    await t.call('zipcodes.create', { domain: 1, zipcode: 'not valid!' });

    // A whole run: watcher events, result files, exports, uploads.
    const run = await runPartsstoreCollection(t, 'Canary', ['CANARY-1', 'CANARY-2']);
    await t.value('files.readResultPage', { url: run.pages[0] });
    await t.value('files.saveResult', { url: run.pages[0], suggestedName: 'page.json' });
    await t.value('exports.runOutputs', { collectionId: run.collectionId, format: 'csv' });
    await t.value('exports.runOutputs', { collectionId: run.collectionId, format: 'xlsx' });
    await t.value('items.uploadBulk', {
      type: 'partsstore',
      collectionId: run.collectionId,
      csv: 'sku,customer_postcode\r\nCANARY-3,2000\r\n',
      fileName: 'c.csv',
    });
    await t.call('shell.openProduct', { url: 'https://www.marketplace.com.au/dp/B0CANARY01' });

    // Session token and a rotation (the new key is a canary too).
    await t.value('credentials.login', { email: demo.email, password: demo.password });
    remember(keychainLookup(service, sessionTokenAccount('sandbox')));
    await t.value('credentials.rotate', {});
    remember(keychainLookup(service, apiKeyAccount('sandbox')));
    remember(sandboxDemoUser(t.dataDir).apiKey);
    await t.value('accounts.accountDetails', {});
    await t.value('credentials.logout', {});

    // Another profile: add with its key, a bad key, switch, fail over, remove.
    await t.call('profiles.add', { name: 'Bad', baseUrl: remote.baseUrl, auth: 'apiKey', apiKey: `${remote.apiKey}x` });
    const added = await t.value<{ id: string }>('profiles.add', { name: 'Remote', baseUrl: remote.baseUrl, auth: 'apiKey', apiKey: remote.apiKey });
    await t.value('profiles.switch', { id: added.id });
    await t.value('accounts.accountDetails', {});
    await t.value('credentials.status', {});
    await t.value('profiles.switch', { id: 'sandbox' });
    await t.value('profiles.remove', { id: added.id });

    // The two methods that exist to hand the key over.
    const reveal = await t.call('credentials.revealApiKey', {});
    revealing.add(t.results.length - 1);
    const copy = await t.call('credentials.copyApiKey', {});
    revealing.add(t.results.length - 1);
    const current = keychainLookup(service, apiKeyAccount('sandbox'));
    expect(reveal).toEqual({ ok: true, value: { apiKey: current } });
    expect(copy).toEqual({ ok: true, value: { copied: false, apiKey: current } });
    // A page that crashed while showing the revealed key reports it to the log: the file keeps it out too.
    expect(await t.value('diagnostics.reportError', { where: 'Account', message: `render failed near ${current}`, stack: `Error: ${current}` })).toEqual({
      logged: true,
    });

    expect(secrets.size).toBeGreaterThanOrEqual(6);
    expect(t.results.length).toBeGreaterThan(30);
    expect(t.events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['connection.state', 'postcode.status', 'run.progress', 'run.finished', 'credits.changed']),
    );
    expect(t.logs.length).toBeGreaterThan(20);

    const results = t.results.filter((_, i) => !revealing.has(i)).map((r) => JSON.stringify(r));
    const events = t.events.map((e) => JSON.stringify(e));
    const files = filesUnder(t.dataDir).map((path) => ({ path, text: readFileSync(path).toString('latin1') }));
    const logFile = files.find((file) => file.path.endsWith(join('logs', 'desk.log')));
    expect(logFile?.text).toMatch(/renderer: Account failed: render failed near/);
    for (const secret of secrets) {
      for (const text of results) expect(text).not.toContain(secret);
      for (const text of events) expect(text).not.toContain(secret);
      for (const line of t.logs) expect(line).not.toContain(secret);
      for (const file of files) expect(file.text, file.path).not.toContain(secret);
    }
  });
});
