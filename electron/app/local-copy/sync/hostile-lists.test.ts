import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryItems } from '../sqlite/local-queries.ts';
import { backgroundPass, syncItems } from './local-sync.ts';
import { saveCollections } from '../sqlite/local-writes.ts';
import { partsCollection, parts, startServiceStub, type ServiceStub } from '../testing/service-stub.ts';

let stub: ServiceStub;
const collection = partsCollection(1);

beforeEach(async () => {
  stub = await startServiceStub();
  saveCollections(stub.db, [collection], new Date().toISOString(), false);
});

afterEach(async () => {
  await stub.close();
});

const storedCollections = () => (stub.db.prepare('SELECT id FROM collections ORDER BY id').all() as { id: number }[]).map((r) => r.id);

describe('lists that never end', () => {
  it('stops reading a collection’s items past 5000, keeping the items it had', async () => {
    stub.answers.collections = () => ({ total: 1, items: [collection] });
    stub.answers.itemsTotal = 30;
    stub.answers.items = (skip, limit) => parts(collection.id, skip + 1, Math.max(0, Math.min(limit, 30 - skip)));
    await syncItems(stub.target, collection);
    expect(queryItems(stub.db, collection.id)).toHaveLength(30);

    // Every page full, for ever: fresh rows each time, under a total that never comes.
    stub.answers.itemsTotal = 1e9;
    stub.answers.items = (skip, limit) => parts(collection.id, skip + 1, limit);
    await expect(syncItems(stub.target, collection)).rejects.toThrow(
      "The service's list of items went on past 5000 rows (2 pages), more than it can hold; the local copy kept what it had.",
    );
    expect(stub.calls.get('schedules/partsstore/sku/list/')).toBe(1 + 2);
    expect(queryItems(stub.db, collection.id)).toHaveLength(30);
  });

  it('stops a list that trickles one item a page, past the pages a 5000-item collection can need', async () => {
    stub.answers.itemsTotal = 1e9;
    stub.answers.items = (skip) => parts(collection.id, skip + 1, 1);
    await expect(syncItems(stub.target, collection)).rejects.toThrow(/list of items went on for 52 pages, more than 5000 rows need/);
    expect(stub.calls.get('schedules/partsstore/sku/list/')).toBe(52);
  });

  it('still reads a full collection of 5000 items, in one request when the service allows', async () => {
    stub.answers.itemsTotal = 5000;
    stub.answers.items = (skip, limit) => parts(collection.id, skip + 1, Math.max(0, Math.min(limit, 5000 - skip)));
    await syncItems(stub.target, collection);
    expect(queryItems(stub.db, collection.id)).toHaveLength(5000);
    expect(stub.calls.get('schedules/partsstore/sku/list/')).toBe(1);
  });

  it('stops reading the collections list after 10,000 collections, keeping those it had', async () => {
    stub.answers.collections = () => ({ total: 2, items: [partsCollection(1), partsCollection(2)] });
    await backgroundPass(stub.target);
    expect(storedCollections()).toEqual([1, 2]);

    // Claims a billion, and sends a hundred new ones on every page.
    stub.answers.collections = (skip, limit) => ({ total: 1e9, items: Array.from({ length: limit }, (_, i) => partsCollection(skip + i + 10)) });
    await expect(backgroundPass(stub.target)).rejects.toThrow(/list of collections went on past 10000 rows \(101 pages\)/);
    expect(stub.calls.get('schedules/get_schedules/')).toBe(1 + 101);
    expect(storedCollections()).toEqual([1, 2]);
  });
});
