import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';

const service = testKeychainService('shell');
let web: TestDesk;
let electron: TestDesk;
/** The files the Electron desk showed in the file manager. */
const shown: string[] = [];

beforeAll(async () => {
  requireSecretService();
  web = await startTestDesk({ keychainService: service });
  electron = await startTestDesk({ keychainService: service, mode: 'electron', showFile: (path) => void shown.push(path) });
});

afterAll(async () => {
  await web?.dispose();
  await electron?.dispose();
  clearKeychainService(service);
});

describe('shell.openProduct', () => {
  it('passes only https links of the known retail sites to openExternal', async () => {
    expect(await electron.value('shell.openProduct', { url: 'https://www.marketplace.com.au/dp/B000TEST01' })).toEqual({ opened: true });
    expect(electron.opened).toEqual(['https://www.marketplace.com.au/dp/B000TEST01']);
    expect(await web.value('shell.openProduct', { url: 'https://partsstore.com.au/p/1' })).toEqual({ opened: false });
    expect(web.opened).toEqual(['https://partsstore.com.au/p/1']);
    for (const url of [
      'http://www.marketplace.com/dp/1',
      'https://evil.example/',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://u:p@marketplace.com/',
    ]) {
      expect(await electron.call('shell.openProduct', { url }), url).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    expect(electron.opened).toHaveLength(1);
  });
});

describe('shell.showSavedFile', () => {
  it('shows a file the desk saved selected in its folder, and nothing else on the disk', async () => {
    const { path } = await electron.value<{ path: string }>('files.saveText', { suggestedName: 'report.csv', text: 'a,b\n' });
    expect(await electron.value('shell.showSavedFile', { path })).toEqual({ shown: true });
    expect(shown).toEqual([path]);

    // A path the page names but the desk never saved is refused, however plausible.
    for (const other of ['/etc/passwd', `${path}.part`, `${electron.dataDir}/settings.json`]) {
      expect(await electron.call('shell.showSavedFile', { path: other }), other).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    // Saved, then deleted: the user is told it is gone rather than shown an empty folder.
    await rm(path);
    expect(await electron.call('shell.showSavedFile', { path })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/no longer there/) },
    });
    expect(shown).toHaveLength(1);
  });

  it('in browser mode answers that nothing was shown', async () => {
    const { path } = await web.value<{ path: string }>('files.saveText', { suggestedName: 'report.csv', text: 'a,b\n' });
    expect(await web.value('shell.showSavedFile', { path })).toEqual({ shown: false });
  });
});
