import type { TestDesk } from './desk-test-kit.ts';

/** A finished run of a collection made through the bridge. */
export interface FinishedRun {
  collectionId: number;
  runnerId: number;
  pages: string[];
  allPages: string;
}

/** Registers a postcode for a domain (id) through the bridge and waits until it is active. */
export async function activePostcode(t: TestDesk, domain: number, zipcode: string): Promise<void> {
  const from = t.events.length;
  const created = await t.value<{ id: number; status: string }>('zipcodes.create', { domain, zipcode });
  if (created.status !== 'active') await t.waitForEvent('postcode.status', (p) => p.zipcodeId === created.id && p.status === 'active', { from });
}

/** Makes a partsstore collection of `skus` at postcode 2000, runs it and waits for the run to finish. */
export async function runPartsstoreCollection(t: TestDesk, name: string, skus: string[]): Promise<FinishedRun> {
  await activePostcode(t, 5, '2000');
  const collection = await t.value<{ id: number }>('collections.add', {
    name,
    request_type: 'partsstore',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  for (const sku of skus) await t.value('partsstoreItems.create', { collection: collection.id, sku, customer_postcode: '2000' });
  const from = t.events.length;
  const run = await t.value<{ runner_id: number }>('runs.run', { collection_id: collection.id });
  await t.waitForEvent('run.finished', (p) => p.runnerId === run.runner_id, { from });
  const results = await t.value<{ items: { id: number; download_links: { pages: string[]; all_pages: string } }[] }>('runs.results', {
    collection_id: collection.id,
  });
  const runner = results.items.find((r) => r.id === run.runner_id);
  if (!runner) throw new Error('the finished run is not listed');
  return { collectionId: collection.id, runnerId: run.runner_id, pages: runner.download_links.pages, allPages: runner.download_links.all_pages };
}
