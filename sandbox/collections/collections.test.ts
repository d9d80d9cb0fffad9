import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../../shared/api/collections.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, dataOf, DOMAIN_IDS, newCollection, secondUser } from '../items/item-test-kit.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ users: 2 });
});
afterAll(async () => {
  await sb.close();
});

const base = { request_type: 'marketplace', schedule: 'Manual', priority: 'Normal', notification_email: 'ana@example.com' };

async function add(body: Record<string, unknown>): Promise<Collection> {
  return dataOf<Collection>(await sb.call('schedules/add_schedule/', { ...base, ...body }));
}

describe('schedules/add_schedule/', () => {
  it('creates a collection forced to draft and Pending, with no next run when Manual', async () => {
    const c = await add({ name: 'Manual one', status: 'enable', fetch_mode: 'availability_only', destinations: 'ops@example.com' });
    expect(c).toMatchObject({
      name: 'Manual one',
      request_type: 'marketplace',
      status: 'draft',
      schedule_status: 'Pending',
      schedule_message: null,
      fetch_mode: 'availability_only',
      destinations: 'ops@example.com',
      item_count: 0,
      last_run_at: null,
      next_run_at: null,
    });
    expect(c.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('computes next_run_at for a scheduled collection from schedule_time', async () => {
    const c = await add({ name: 'Daily', schedule: 'Daily', schedule_time: { hours: ['09.00'] } });
    expect(c.schedule_time).toEqual({ hours: ['09.00'] });
    const next = new Date(c.next_run_at ?? '');
    // 09:00 in UTC+10 is 23:00 UTC, within the next day.
    expect(next.getUTCHours()).toBe(23);
    expect(next.getTime() - Date.now()).toBeGreaterThan(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('rejects request_type marketplace_category_scrape (set by the category endpoint only)', async () => {
    const answer = await sb.call('schedules/add_schedule/', { ...base, name: 'x', request_type: 'marketplace_category_scrape' });
    expect(answer).toEqual({ status: 0, code: 400, data: 'request_type: "marketplace_category_scrape" is not a valid choice.' });
  });

  it('rejects a missing name with "This field is required."', async () => {
    expect(await sb.call('schedules/add_schedule/', base)).toEqual({ status: 0, code: 400, data: 'name: This field is required.' });
  });
});

describe('schedules/get_schedules/', () => {
  it("pages the caller's collections newest first, by type and part of the name, with item counts", async () => {
    const own = await startTestSandbox({ users: 2 });
    try {
      const ids: number[] = [];
      for (const [name, type] of [
        ['Alpha 50%', 'marketplace'],
        ['Beta', 'partsstore'],
        ['alpha two', 'marketplace'],
      ] as const) {
        ids.push(dataOf<Collection>(await own.call('schedules/add_schedule/', { ...base, name, request_type: type })).id);
      }
      await newCollection(own, 'marketplace', secondUser(own), 'Alpha of someone else');
      const zip = await activePostcode(own, DOMAIN_IDS.marketplaceAu, '2000');
      for (const asin of ['B000000001', 'B000000002']) {
        dataOf(await own.call('schedules/marketplace/asin/create/', { collection: ids[0], domain: 1, customer_postcode: zip, asin }));
      }
      const all = dataOf<{ total: number; skip: number; limit: number; items: Collection[] }>(await own.call('schedules/get_schedules/', {}));
      expect(all.total).toBe(3);
      expect(all.limit).toBe(20);
      expect(all.skip).toBe(0);
      expect(all.items.map((c) => c.id)).toEqual([...ids].reverse());
      expect(all.items.map((c) => c.item_count)).toEqual([0, 0, 2]);

      const page = dataOf<{ total: number; items: Collection[] }>(await own.call('schedules/get_schedules/', { skip: 1, limit: 1 }));
      expect(page.total).toBe(3);
      expect(page.items.map((c) => c.id)).toEqual([ids[1]]);

      const byType = dataOf<{ total: number }>(await own.call('schedules/get_schedules/', { request_type: 'partsstore' }));
      expect(byType.total).toBe(1);
      const byName = dataOf<{ items: Collection[] }>(await own.call('schedules/get_schedules/', { search: 'ALPHA' }));
      expect(byName.items.map((c) => c.name)).toEqual(['alpha two', 'Alpha 50%']);
      const literal = dataOf<{ items: Collection[] }>(await own.call('schedules/get_schedules/', { search: '50%' }));
      expect(literal.items.map((c) => c.name)).toEqual(['Alpha 50%']);
    } finally {
      await own.close();
    }
  });
});

describe('schedules/get_schedule/', () => {
  it('answers another user\'s or a missing collection with 404 "Collection not found."', async () => {
    const theirs = await newCollection(sb, 'marketplace', secondUser(sb));
    const notFound = { status: 0, code: 404, data: 'Collection not found.' };
    expect(await sb.call('schedules/get_schedule/', { collection_id: theirs })).toEqual(notFound);
    expect(await sb.call('schedules/get_schedule/', { collection_id: 999999 })).toEqual(notFound);
    expect(dataOf<Collection>(await sb.call('schedules/get_schedule/', { collection_id: theirs }, secondUser(sb))).id).toBe(theirs);
  });
});

describe('schedules/update_schedule/', () => {
  it('changes any listed field and recomputes next_run_at when the schedule changes', async () => {
    const c = await add({ name: 'To change' });
    const changed = dataOf<Collection>(
      await sb.call('schedules/update_schedule/', {
        collection_id: c.id,
        name: 'Changed',
        priority: 'Highest',
        notification_email: 'bo@example.com',
        fetch_mode: 'availability_only',
        destinations: 'bucket-1',
        schedule: 'Every X Minutes',
        schedule_time: { minutes_frequency: '15' },
      }),
    );
    expect(changed).toMatchObject({
      name: 'Changed',
      priority: 'Highest',
      notification_email: 'bo@example.com',
      fetch_mode: 'availability_only',
      destinations: 'bucket-1',
      schedule: 'Every X Minutes',
    });
    const dueIn = new Date(changed.next_run_at ?? '').getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(13 * 60 * 1000);
    expect(dueIn).toBeLessThanOrEqual(15 * 60 * 1000);
    const manual = dataOf<Collection>(await sb.call('schedules/update_schedule/', { collection_id: c.id, schedule: 'Manual' }));
    expect(manual.next_run_at).toBeNull();
  });

  it('refuses to enable a collection without items with a clear 400', async () => {
    const c = await add({ name: 'Empty' });
    expect(await sb.call('schedules/update_schedule/', { collection_id: c.id, status: 'enable' })).toEqual({
      status: 0,
      code: 400,
      data: 'A collection needs at least one item before it can be enabled; add items first.',
    });
  });

  it('disables and re-enables a collection with items (a disabled one has no next run)', async () => {
    const c = await add({ name: 'Toggle', schedule: 'Daily', schedule_time: { hours: [] } });
    const zip = await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '2001');
    dataOf(await sb.call('schedules/marketplace/asin/create/', { collection: c.id, domain: 1, customer_postcode: zip, asin: 'B000000009' }));
    const off = dataOf<Collection>(await sb.call('schedules/update_schedule/', { collection_id: c.id, status: 'disable' }));
    expect(off).toMatchObject({ status: 'disable', next_run_at: null, item_count: 1 });
    const on = dataOf<Collection>(await sb.call('schedules/update_schedule/', { collection_id: c.id, status: 'enable' }));
    expect(on.status).toBe('enable');
    expect(on.next_run_at).not.toBeNull();
  });

  it("answers an update of another user's collection with 404", async () => {
    const theirs = await newCollection(sb, 'officestore', secondUser(sb));
    expect(await sb.call('schedules/update_schedule/', { collection_id: theirs, name: 'mine' })).toMatchObject({ code: 404 });
  });
});

describe('schedules/delete_schedule/ and delete_multiple/', () => {
  it('deletes one collection, then answers 404 for it', async () => {
    const c = await add({ name: 'Doomed' });
    expect(dataOf<string>(await sb.call('schedules/delete_schedule/', { collection_id: c.id }))).toMatch(/deleted/i);
    expect(await sb.call('schedules/get_schedule/', { collection_id: c.id })).toMatchObject({ code: 404 });
    expect(await sb.call('schedules/delete_schedule/', { collection_id: c.id })).toMatchObject({ code: 404 });
  });

  it("counts only the caller's collections in a mass delete", async () => {
    const mine = [(await add({ name: 'm1' })).id, (await add({ name: 'm2' })).id];
    const theirs = await newCollection(sb, 'marketplace', secondUser(sb));
    expect(dataOf<number>(await sb.call('schedules/delete_multiple/', { schedule_ids: [...mine, theirs, 987654] }))).toBe(2);
    expect(dataOf<Collection>(await sb.call('schedules/get_schedule/', { collection_id: theirs }, secondUser(sb))).id).toBe(theirs);
  });

  it('rejects more than 50 ids with code 400', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(await sb.call('schedules/delete_multiple/', { schedule_ids: ids })).toEqual({
      status: 0,
      code: 400,
      data: 'schedule_ids: Ensure this field has no more than 50 elements.',
    });
    expect(await sb.call('schedules/delete_multiple/', { schedule_ids: [] })).toMatchObject({ code: 400 });
  });
});
