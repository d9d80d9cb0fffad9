import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startSandbox } from '../sandbox/start-sandbox.ts';
import type { RunningSandbox, SandboxOptions } from '../sandbox/start-sandbox.ts';
import { bridge } from './support/bridge.ts';
import { expect, expectAccessible, test } from './support/desk-app.ts';

const AU = 'marketplace.com.au';
const REFUSAL = /^The service cannot be reached \(last reached at [^)]+\), so nothing can be changed now; nothing is queued\.$/;

/** The change refused in place as the dialog (or panel) opens: the reason with a readable local time, and its send button disabled. */
async function refuses(where: Locator, send: string | RegExp): Promise<void> {
  const reason = where.getByText(REFUSAL);
  await expect(reason).toBeVisible();
  expect(await reason.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  await expect(where.getByRole('button', { name: send, exact: typeof send === 'string' })).toBeDisabled();
}

/** Opens a dialog with a button of the page, checks that it refuses, and closes it with its Cancel. */
async function opensRefusing(page: Page, opener: Locator, dialogName: string | RegExp, send: string | RegExp): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await refuses(dialog, send);
  await dialog.getByRole('button', { name: /^(Cancel|Keep scraping)$/ }).click();
  await expect(dialog).toBeHidden();
}

async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: screen }).click();
  await expect(page.getByRole('heading', { level: 1, name: screen === 'Import' ? 'Import items' : screen })).toBeVisible();
}

test('the service stops with the page open: each write dialog refuses as it opens, and becomes usable when the service is back', async ({
  openDesk,
  desk,
  request,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-e2e-offline-writes-'));
  // A scrape page takes a minute, so the scrape stays in flight (cancellable) for the whole journey.
  const options: SandboxOptions = { port: 0, dataDir, cookieDelayMs: 30, jobDelayMs: 60_000 };
  let sandbox: RunningSandbox | null = await startSandbox(options);
  const port = Number(new URL(sandbox.baseUrl).port);
  const { storage } = await bridge<{ storage: string }>(request, desk, 'credentials.status', {});
  if (storage === 'unavailable') await bridge(request, desk, 'credentials.useSessionOnly', {});
  const profile = await bridge<{ id: string }>(request, desk, 'profiles.add', {
    name: `Stopping ${Math.random().toString(36).slice(2, 6)}`,
    baseUrl: sandbox.baseUrl,
    auth: 'apiKey',
    apiKey: sandbox.users[0]?.apiKey ?? '',
  });
  await bridge(request, desk, 'profiles.switch', { id: profile.id });
  try {
    await bridge(request, desk, 'zipcodes.create', { domain: 1, zipcode: '2000' });
    await expect.poll(async () => (await bridge<{ zipcode: string }[]>(request, desk, 'zipcodes.list', { status: 'active', domain: 1 })).length).toBe(1);
    const name = 'Shelf to stop';
    const collection = await bridge<{ id: number }>(request, desk, 'collections.add', {
      name,
      request_type: 'marketplace',
      schedule: 'Manual',
      priority: 'Normal',
      notification_email: 'analyst@example.com',
    });
    await bridge(request, desk, 'marketplaceItems.createMultiple', {
      collection: collection.id,
      domain: AU,
      customer_postcode: '2000',
      asins: 'B0E2E30001,B0E2E30002',
    });
    const scrape = 'Scrape to stop';
    await bridge(request, desk, 'categoryScrape.add', {
      category_url: `https://www.${AU}/b/?node=4851799053`,
      marketplace_node_id: '4851799053',
      domain: AU,
      postcode: '2000',
      name: scrape,
    });

    // Every screen is read once while the service answers (the page keeps what it read), and a file waits for upload.
    const page = await openDesk('#/postcodes');
    await expect(page.getByRole('button', { name: `Edit 2000 (${AU})` })).toBeVisible();
    await goTo(page, 'Category scrapes');
    await expect(page.getByRole('button', { name: `Cancel ${scrape}` })).toBeVisible();
    await goTo(page, 'Account');
    await expect(page.getByRole('checkbox', { name: /^System e-mails/ })).toBeEnabled();
    await goTo(page, 'Collections');
    await page.getByRole('link', { name }).click();
    const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
    await expect(grid.getByRole('row').filter({ hasText: 'B0E2E30002' })).toBeVisible();
    await page.getByLabel('Choose a CSV file to import').setInputFiles(join(import.meta.dirname, 'fixtures', 'marketplace-good.csv'));
    await expect(page.getByRole('button', { name: 'Upload 10 rows' })).toBeEnabled();
    await page.goBack();
    await expect(grid.getByRole('row').filter({ hasText: 'B0E2E30002' })).toBeVisible();

    await sandbox.close();
    sandbox = null;

    // The collection page: add, paste, edit, delete and run.
    await opensRefusing(page, page.getByRole('button', { name: 'Add ASIN' }).first(), 'Add ASIN', 'Add ASIN');
    await opensRefusing(page, page.getByRole('button', { name: 'Paste list' }), 'Paste a list of ASINs', /^Add/);
    await opensRefusing(page, grid.getByRole('button', { name: 'Edit B0E2E30001' }), 'Edit ASIN B0E2E30001', 'Save');
    await opensRefusing(page, grid.getByRole('button', { name: 'Delete B0E2E30001' }), 'Delete ASIN B0E2E30001?', 'Delete');
    await page.getByRole('button', { name: 'Run now' }).click();
    const run = page.getByRole('dialog', { name: `Run ${name} now?` });
    await refuses(run, 'Run');
    await run.getByRole('button', { name: 'Cancel' }).click();

    // The import waiting for upload: the rows stay editable, sending is refused.
    await goTo(page, 'Import');
    await refuses(page.getByRole('main'), 'Upload 10 rows');

    // Collections: new, edit, delete one, delete the selected.
    await goTo(page, 'Collections');
    await opensRefusing(page, page.getByRole('button', { name: 'New collection' }).first(), 'New collection', 'Create collection');
    await opensRefusing(page, page.getByRole('button', { name: `Edit ${name}` }), `Edit collection “${name}”`, 'Save collection');
    await opensRefusing(page, page.getByRole('button', { name: `Delete ${name}` }), `Delete “${name}”?`, 'Delete collection');
    await page.getByRole('checkbox', { name: /^Select all \d+ rows$/ }).check();
    await opensRefusing(page, page.getByRole('button', { name: /^Delete selected/ }), /^Delete \d+ collections?\?$/, /^Delete \d+ collections?$/);

    // Category scrapes: a new one, and cancelling the one in flight.
    await goTo(page, 'Category scrapes');
    await refuses(page.getByRole('form', { name: 'New category scrape' }), 'Start scrape');
    await opensRefusing(page, page.getByRole('button', { name: `Cancel ${scrape}` }), `Cancel ${scrape}?`, 'Cancel scrape');

    // Account: key rotation, and the e-mail flags refused in place.
    await goTo(page, 'Account');
    await opensRefusing(page, page.getByRole('button', { name: 'Rotate key…' }), 'Rotate the API key', 'Sign in and rotate');
    await expect(page.getByRole('checkbox', { name: /^System e-mails/ })).toBeDisabled();
    await expect(page.getByRole('main').getByText(REFUSAL)).toBeVisible();

    // Postcodes: edit and delete; then a new one typed while the service is away, sent once it is back.
    await goTo(page, 'Postcodes');
    await opensRefusing(page, page.getByRole('button', { name: `Edit 2000 (${AU})` }), 'Edit postcode 2000', 'Save postcode');
    await opensRefusing(page, page.getByRole('button', { name: `Delete 2000 (${AU})` }), 'Delete postcode 2000?', 'Delete postcode');
    await page.getByRole('button', { name: 'Add postcode' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add postcode' });
    await add.getByRole('combobox', { name: 'Domain' }).selectOption({ label: `${AU} · AU` });
    await add.getByRole('textbox', { name: 'Postcode' }).fill('3000');
    await refuses(add, 'Add postcode');
    await expectAccessible(page);

    sandbox = await startSandbox({ ...options, port });
    await expect(add.getByRole('button', { name: 'Add postcode' })).toBeEnabled({ timeout: 20_000 });
    await expect(add.getByText(REFUSAL)).toHaveCount(0);
    await expect(add.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3000');
    await add.getByRole('button', { name: 'Add postcode' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('button', { name: `Edit 3000 (${AU})` })).toBeVisible();
  } finally {
    await bridge(request, desk, 'profiles.switch', { id: 'sandbox' });
    await bridge(request, desk, 'profiles.remove', { id: profile.id }).catch(() => undefined);
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
