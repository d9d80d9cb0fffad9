import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeContract } from '../../../shared/bridge/contract.ts';
import { inputCapOf } from '../../../shared/bridge/input-cap.ts';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';
import { activePostcode } from '../testing/run-kit.ts';

const service = testKeychainService('items');
let t: TestDesk;

beforeAll(async () => {
  requireSecretService();
  t = await startTestDesk({ keychainService: service });
  await activePostcode(t, 1, '2000');
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

describe('items.uploadBulk (embedded sandbox)', () => {
  it('declares a raised input cap and uploads a 5000-row marketplace CSV; bad rows come back as error_rows', async () => {
    expect(inputCapOf(bridgeContract['items.uploadBulk'])).toBeGreaterThan(16 * 1024 * 1024);
    const collection = await t.value<{ id: number }>('collections.add', {
      name: 'Bulk',
      request_type: 'marketplace',
      schedule: 'Manual',
      priority: 'Normal',
      notification_email: 'analyst@example.com',
    });
    const rows = Array.from({ length: 4999 }, (_, i) => `marketplace.com.au,2000,B0BULK${String(i).padStart(4, '0')},false`);
    const csv = ['domain,customer_postcode,asin,include_raw_html', ...rows, 'marketplace.com.au,9999,B0BADPOST1,false'].join('\r\n');
    const result = await t.value<{ success_count: number; error_rows: { asin?: string; error: string }[] }>('items.uploadBulk', {
      type: 'marketplace',
      collectionId: collection.id,
      csv,
      fileName: '../items.csv',
    });
    expect(result.success_count).toBe(4999);
    expect(result.error_rows).toEqual([expect.objectContaining({ asin: 'B0BADPOST1' })]);
    const counted = await t.value<{ total_count: number }>('marketplaceItems.list', { collection_id: collection.id, limit: 1, with_count: 1 });
    expect(counted.total_count).toBe(4999);
  });

  it('refuses an unknown item type and a missing collection with the service’s own answer', async () => {
    expect(await t.call('items.uploadBulk', { type: 'groceries', collectionId: 1, csv: 'a', fileName: 'x.csv' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    const missing = await t.call('items.uploadBulk', {
      type: 'partsstore',
      collectionId: 999_999,
      csv: 'sku,customer_postcode\r\nX,2000\r\n',
      fileName: 'x.csv',
    });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'service', code: 404 } });
  });
});
