import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryItems } from './local-queries.ts';
import { backgroundPass, syncItems } from './local-sync.ts';
import { saveCollections } from './local-writes.ts';
import { partsCollection, parts, startServiceStub, type ServiceStub } from './testing/service-stub.ts';

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
    stub.answers.items = (skip, limit) => parts(collection.id, skip + 1, Math.max(0, Math.min(limit, 30 - skip)));
    await syncItems(stub.target, collection.id, collection);
    expect(queryItems(stub.db, collection.id)).toHaveLength(30);

    // Every page full, for ever: fresh rows each time.
    stub.answers.items = (skip, limit) => parts(collection.id, skip + 1, limit);
    await expect(syncItems(stub.target, collection.id, collection)).rejects.toThrow(
      "The service's list of items went on past 5000 rows (6 pages), more than it can hold; the local copy kept what it had.",
    );
    expect(stub.calls.get('schedules/partsstore/sku/list/')).toBe(1 + 6);
    expect(queryItems(stub.db, collection.id)).toHaveLength(30);
  });

  it('still reads a full collection of 5000 items', async () => {
    stub.answers.items = (skip, limit) => parts(collection.id, skip + 1, Math.max(0, Math.min(limit, 5000 - skip)));
    await syncItems(stub.target, collection.id, collection);
    expect(queryItems(stub.db, collection.id)).toHaveLength(5000);
  });

  it('stops reading the collections list after 10,000 collections, keeping those it had', async () => {
    stub.answers.collections = () => ({ total: 2, items: [partsCollection(1), partsCollection(2)] });
    await backgroundPass(stub.target, 60_000);
    expect(storedCollections()).toEqual([1, 2]);

    // Claims a billion, and sends a hundred new ones on every page.
    stub.answers.collections = (skip, limit) => ({ total: 1e9, items: Array.from({ length: limit }, (_, i) => partsCollection(skip + i + 10)) });
    await expect(backgroundPass(stub.target, 60_000)).rejects.toThrow(/list of collections went on past 10000 rows \(101 pages\)/);
    expect(stub.calls.get('schedules/get_schedules/')).toBe(1 + 101);
    expect(storedCollections()).toEqual([1, 2]);
  });
});
