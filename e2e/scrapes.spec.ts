import { rmSync } from 'node:fs';
import { expect, expectAccessible, saveScreen, startDeskApp, test as base } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';

/**
 * Category scrapes walk one listing page per sandbox job delay. The shared desk's 5 ms makes a scrape end
 * before the screen can show it move, so this journey runs on its own desk whose pages take 2.5 s (a
 * scrape of 4–5 pages takes 10–12.5 s): long enough to watch the count grow, even on a loaded machine,
 * and short enough to wait for.
 */
const PAGE_DELAY_MS = 2500;

const test = base.extend<object, { workerDesk: DeskApp }>({
  workerDesk: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const app = await startDeskApp({ jobDelayMs: PAGE_DELAY_MS });
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test.describe.configure({ timeout: 180_000 });

const AU = 'marketplace.com.au';
/** A random suffix so names and postcodes are unique per test. */
const suffix = () => Math.random().toString(36).slice(2, 8);
/** A random Australian postcode (4 digits). */
const auPostcode = () => String(1000 + Math.floor(Math.random() * 9000));
const categoryUrl = (node: string) => `https://www.${AU}/b/?node=${node}`;

test('a scrape from a pasted URL runs in the background: the stage moves to done as the count grows (across a reload), results are saved as CSV by main and added to a new collection', async ({
  openDesk,
}) => {
  // The form's own checks (URL parsing, AU filters, prices), the results table, histogram and the add dialog's
  // choices and refusals are component tests (scrapes-screen, scrape-results); this follows a real scrape.
  const page = await openDesk('#/scrapes');
  const form = page.getByRole('form', { name: 'New category scrape' });
  await form.getByLabel('Category URL').fill(categoryUrl('4851799051'));
  await expect(form.getByLabel('Browse node ID')).toHaveValue('4851799051');
  await expect(form.getByText(`No active postcode for ${AU}.`)).toBeVisible();

  // Add one on the Postcodes screen; the draft survives the trip and the new active postcode is offered.
  await form.getByRole('link', { name: 'Add one on the Postcodes screen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Postcodes' })).toBeVisible();
  const code = auPostcode();
  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add postcode' });
  await dialog.getByLabel('Domain').selectOption({ label: `${AU} · AU` });
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill(code);
  await dialog.getByRole('button', { name: 'Add postcode' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) }).getByText('Active')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Category scrapes' }).click();
  await expect(form.getByLabel('Category URL')).toHaveValue(categoryUrl('4851799051'));
  await expect(form.getByLabel('Postcode')).toHaveValue(code);

  const name = `e2e_category_${suffix()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Start scrape' }).click();
  await expect(page.getByText(`Scrape queued: ${name}`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('4851799051');

  // The results page: the stage moves queued → scraping → done while the count grows.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const count = page.getByTestId('asin-count');
  const facts = page.locator('.screen__subtitle');
  let during = 0;
  await expect
    .poll(async () => {
      during = Number((await count.textContent())?.replace(/\D/g, '') || 0);
      return during > 0 && (await facts.getByText('Scraping').isVisible());
    })
    .toBe(true);
  // A reload mid-scrape (as after a renderer crash) loses nothing: main's watcher goes on, and the page
  // follows the same scrape to its end and its finished notice without another reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(facts.getByText('Done')).toBeVisible({ timeout: 20_000 });
  const total = Number((await count.textContent())?.replace(/\D/g, '') || 0);
  expect(total).toBeGreaterThan(during);
  await expect(page.getByText(`Category scrape finished: ${name}`)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Products found' })).toHaveAttribute('aria-rowcount', String(total + 1));
  await expectAccessible(page);
  await saveScreen(page, 'scrape-results');

  // The CSV file is saved by main (browser mode: into Downloads/Collection Desk, removed again here).
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = page.getByRole('status', { name: 'Notifications' }).filter({ hasText: 'Saved CSV results' });
  await expect(saved).toBeVisible();
  const savedPath = /(\/.*\.csv) \(/.exec((await saved.textContent()) ?? '')?.[1];
  expect(savedPath).toContain('_category_asins');
  if (savedPath) rmSync(savedPath, { force: true });

  // Every ASIN found goes to a new collection through the service.
  await page.getByRole('button', { name: 'Add to a collection' }).click();
  const add = page.getByRole('dialog', { name: 'Add to a collection' });
  await expect(add.getByLabel('Postcode')).toHaveValue(code);
  const collection = `e2e_found_${suffix()}`;
  await add.getByLabel('Collection name').fill(collection);
  await add.getByRole('button', { name: `Add ${total} ASINs` }).click();
  await expect(add.getByRole('region', { name: 'Outcome' })).toContainText(`${total} ASINs added to ${collection}`);
  await add.getByRole('button', { name: 'Done' }).click();
  await expect(add).toBeHidden();
});
