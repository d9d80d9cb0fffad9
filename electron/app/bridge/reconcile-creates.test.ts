import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import type { TestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import { startFaultProxy } from '../testing/fault-proxy.ts';
import type { FaultProxy } from '../testing/fault-proxy.ts';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';

const CUT_EVERY_ANSWER = { delay: 0, drop: 0, reset: 1, resetDownload: 0, serverError: 0, busy: 0 };
const CREATE = '/api/v1/zipcodes/create-zipcode/';
const COLLECTION_ADD = '/api/v1/schedules/add_schedule/';
const service = testKeychainService('reconcile');
let remote: TestSandbox;
let proxy: FaultProxy;
let t: TestDesk;

beforeAll(async () => {
  requireSecretService();
  remote = await startTestSandbox();
  proxy = await startFaultProxy({ target: remote.baseUrl, seed: 3, rates: CUT_EVERY_ANSWER });
  t = await startTestDesk({ keychainService: service });
  const added = await t.value<{ id: string }>('profiles.add', { name: 'Cut', baseUrl: proxy.url, auth: 'apiKey', apiKey: remote.apiKey });
  await t.value('profiles.switch', { id: added.id });
  proxy.enabled = true;
});
afterAll(async () => {
  await t?.dispose();
  await proxy?.close();
  await remote?.close();
  clearKeychainService(service);
});

describe('a change whose answer is lost (real desk, sandbox behind a proxy that cuts the answer)', () => {
  it('settles a postcode create by reading the list: the postcode is returned and was sent once', async () => {
    proxy.setRates(CUT_EVERY_ANSWER, CREATE);
    const created = await t.value<{ id: number; zipcode: string }>('zipcodes.create', { domain: 2, zipcode: '10001' });
    expect(created).toMatchObject({ zipcode: '10001' });
    expect(proxy.figures().perEndpoint[`POST ${CREATE}`]).toBe(1);
    expect(t.logs.some((l) => l.includes('found by reading the list, not sent again'))).toBe(true);
  });

  it('tells the user a collection may have been made, and does not send it again', async () => {
    proxy.setRates(CUT_EVERY_ANSWER, COLLECTION_ADD);
    const result = await t.call('collections.add', {
      name: 'Cut off',
      request_type: 'marketplace',
      schedule: 'Manual',
      priority: 'Normal',
      notification_email: 'analyst@example.com',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', message: expect.stringContaining('may have been done. It was not sent again') } });
    expect(proxy.figures().perEndpoint[`POST ${COLLECTION_ADD}`]).toBe(1);
    expect(proxy.figures().duplicates).toEqual([]);
  });
});
