import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './desk-app.ts';
import type { DeskApp } from './desk-app.ts';
import { bridge } from './bridge.ts';

// The Import screen's journeys share these: seeding a collection, dropping a file, finding rows and figures.

/** The fixture files (see e2e/fixtures/README.md). */
export const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const DOMAIN_IDS = { marketplace: 1, partsstore: 5, officestore: 6 } as const;
export type ItemType = keyof typeof DOMAIN_IDS;

interface Zipcode {
  id: number;
  zipcode: string;
  status: string;
  domain: { id: number };
}

/** Postcode 2000 active on the type's domain (the fixtures assume it), and a fresh empty collection of the type. */
export async function seed(request: APIRequestContext, desk: DeskApp, type: ItemType): Promise<{ collectionId: number; name: string; zipcodeId: number }> {
  const status = await bridge<{ storage: string }>(request, desk, 'credentials.status', {});
  if (status.storage === 'unavailable') await bridge(request, desk, 'credentials.useSessionOnly', {});
  const domain = DOMAIN_IDS[type];
  const mine = await bridge<Zipcode[]>(request, desk, 'zipcodes.list', { domain });
  if (!mine.some((z) => z.zipcode === '2000')) {
    // Another test of this worker may have added it a moment ago: a 409 is as good.
    await bridge(request, desk, 'zipcodes.create', { domain, zipcode: '2000' }).catch(() => undefined);
  }
  let zipcodeId = 0;
  await expect
    .poll(async () => {
      const active = await bridge<Zipcode[]>(request, desk, 'zipcodes.list', { status: 'active', domain });
      zipcodeId = active.find((z) => z.zipcode === '2000')?.id ?? 0;
      return zipcodeId > 0;
    })
    .toBe(true);
  const name = `E2E import ${type} ${Math.random().toString(36).slice(2, 8)}`;
  const collection = await bridge<{ id: number }>(request, desk, 'collections.add', {
    name,
    request_type: type,
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  return { collectionId: collection.id, name, zipcodeId };
}

/** Drops a file on the screen with a real `drop` event carrying a DataTransfer built in the page from the bytes. */
export async function dropFile(page: Page, name: string, bytes: Uint8Array = readFileSync(join(FIXTURES, name))): Promise<void> {
  await page.evaluate(
    ({ fileName, base64 }) => {
      // Sent as base64: a long array of numbers takes Playwright seconds to pass into the page.
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: fileName.endsWith('.png') ? 'image/png' : 'text/csv' }));
      const target = document.querySelector('main') ?? document.body;
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    },
    { fileName: name, base64: Buffer.from(bytes).toString('base64') },
  );
}

/** Opens the Import screen with a collection chosen. */
export async function openImport(openDesk: (route?: string) => Promise<Page>, type: ItemType, collectionId: number): Promise<Page> {
  const page = await openDesk('#/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Item type' }).selectOption(type);
  await page.getByRole('combobox', { name: 'Collection' }).selectOption(String(collectionId));
  return page;
}

/** The grid row of a line of the file, found by one of its cells. */
export const gridRow = (page: Page, rowNumber: number, column = 'ASIN'): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('textbox', { name: `Line ${rowNumber} ${column}`, exact: true }) });
/** A figure of the import summary. */
export const stat = (page: Page, label: string): Locator => page.locator('.imp-stat').filter({ hasText: label }).locator('dd');

/** A collection's item count as the service has it. */
export async function itemCount(request: APIRequestContext, desk: DeskApp, collectionId: number): Promise<number> {
  return (await bridge<{ item_count: number }>(request, desk, 'collections.get', { collection_id: collectionId })).item_count;
}
