import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';

const service = testKeychainService('shell');
let web: TestDesk;
let electron: TestDesk;

beforeAll(async () => {
  requireSecretService();
  web = await startTestDesk({ keychainService: service });
  electron = await startTestDesk({ keychainService: service, mode: 'electron' });
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
