import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './desk-app.ts';
import type { DeskApp } from './desk-app.ts';
import { bridge } from './bridge.ts';

/** A partsstore collection at postcode 2000 (made active first) with these SKUs. */
export async function partsCollection(request: APIRequestContext, desk: DeskApp, skus: string[]): Promise<number> {
  const created = await bridge<{ id: number; status: string }>(request, desk, 'zipcodes.create', { domain: 5, zipcode: '2000' }).catch(() => null);
  await expect
    .poll(
      async () =>
        (await bridge<{ zipcode: string; status: string }[]>(request, desk, 'zipcodes.list', { domain: 5, status: 'active' })).some(
          (z) => z.zipcode === '2000',
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  void created;
  const collection = await bridge<{ id: number }>(request, desk, 'collections.add', {
    name: `Shelf ${Math.random().toString(36).slice(2, 8)}`,
    request_type: 'partsstore',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  await bridge(request, desk, 'partsstoreItems.createMultiple', { collection: collection.id, skus: skus.join(','), customer_postcode: '2000' });
  return collection.id;
}

/** Reads the path main saved a file at from its "Exported …" notice. */
export async function exportedPath(page: Page, what: string): Promise<string> {
  const notice = page.locator('.toast').filter({ hasText: `Exported` }).filter({ hasText: what }).last();
  await expect(notice).toBeVisible();
  await notice.hover();
  const path = /(\/.*\.(?:xlsx|csv))/.exec((await notice.textContent()) ?? '')?.[1];
  if (!path) throw new Error(`no saved path in the notice: ${await notice.textContent()}`);
  return path;
}
