import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../../shared/api/collections.ts';
import type { MarketplaceItem } from '../../shared/api/marketplace-items.ts';
import { startTestSandbox, type TestAuth, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, asinAt, dataOf, DOMAIN_IDS, newCollection } from './item-test-kit.ts';

const USERS = 3;
const REQUESTS = 200;

let sb: TestSandbox;
const users: { auth: TestAuth; collection: number; parts: number; zip: number }[] = [];
beforeAll(async () => {
  sb = await startTestSandbox({ users: USERS });
  for (const user of sb.sandbox.users) {
    const auth = { apiKey: user.apiKey };
    const zip = await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '2000', auth);
    await activePostcode(sb, DOMAIN_IDS.partsstore, '2000', auth);
    users.push({ auth, zip, collection: await newCollection(sb, 'marketplace', auth), parts: await newCollection(sb, 'partsstore', auth) });
  }
});
afterAll(async () => {
  await sb.close();
});

describe('concurrent requests', () => {
  it('answers 200 concurrent requests from several users, all successfully, with correct and isolated results', async () => {
    const created = users.map(() => new Set<string>());
    const calls = Array.from({ length: REQUESTS }, async (_, i) => {
      const u = i % USERS;
      const user = users[u];
      if (!user) throw new Error('no user');
      switch (i % 5) {
        case 0:
        case 1: {
          const asin = asinAt(u * 100000 + i);
          created[u]?.add(asin);
          const body = { collection: user.collection, domain: 1, customer_postcode: user.zip, asin };
          const item = dataOf<{ collection: number; asin: string }>(await sb.call('schedules/marketplace/asin/create/', body, user.auth));
          expect(item).toMatchObject({ collection: user.collection, asin });
          return;
        }
        case 2: {
          const body = { collection: user.parts, sku: `P-${u}-${i}`, customer_postcode: '2000' };
          dataOf(await sb.call('schedules/partsstore/sku/create/', body, user.auth));
          return;
        }
        case 3: {
          const list = dataOf<{ asin_list: MarketplaceItem[] }>(
            await sb.call('schedules/marketplace/asin/list/', { collection_id: user.collection, with_count: 1, limit: 500 }, user.auth),
          );
          for (const item of list.asin_list) expect(item.collection).toBe(user.collection);
          return;
        }
        default: {
          const page = dataOf<{ items: Collection[] }>(await sb.call('schedules/get_schedules/', {}, user.auth));
          expect(page.items.map((c) => c.id).sort()).toEqual([user.collection, user.parts].sort());
        }
      }
    });
    await Promise.all(calls);

    for (const [u, user] of users.entries()) {
      const list = dataOf<{ total_count: number; asin_list: MarketplaceItem[] }>(
        await sb.call('schedules/marketplace/asin/list/', { collection_id: user.collection, with_count: 1, limit: 500 }, user.auth),
      );
      expect(new Set(list.asin_list.map((i) => i.asin))).toEqual(created[u]);
      expect(list.total_count).toBe(created[u]?.size);
      const parts = dataOf<{ items: { sku: string }[] }>(await sb.call('schedules/partsstore/sku/list/', { limit: 500 }, user.auth));
      expect(parts.items.every((p) => p.sku.startsWith(`P-${u}-`))).toBe(true);
      const other = users[(u + 1) % USERS];
      expect(await sb.call('schedules/marketplace/asin/list/', { collection_id: other?.collection }, user.auth)).toMatchObject({ code: 404 });
    }
  });
});
