import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreen, startDeskApp, test as base } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';

/**
 * Category scrapes walk one listing page per sandbox job delay. The shared desk's 5 ms makes a scrape end
 * before the screen can show it move, so these journeys run on their own desk whose pages take 2.5 s (a
 * scrape of 4–5 pages takes 10–12.5 s): long enough to watch the count grow, even on a loaded machine,
 * and short enough to wait for.
 */
const PAGE_DELAY_MS = 2500;

const test = base.extend<object, { desk: DeskApp }>({
  desk: [
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
const AU_ID = 1;
/** A random suffix so names and postcodes are unique per test. */
const suffix = () => Math.random().toString(36).slice(2, 8);
/** A random Australian postcode (4 digits). */
const auPostcode = () => String(1000 + Math.floor(Math.random() * 9000));
const categoryUrl = (node: string) => `https://www.${AU}/b/?node=${node}`;

/** Calls a bridge method of the desk over browser mode's HTTP transport, as the page does. */
async function bridge<T>(page: Page, desk: DeskApp, method: string, input: unknown): Promise<T> {
  const url = new URL(desk.url);
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await page.request.post(`${url.origin}/bridge/${method}`, { headers: { authorization: `Bearer ${token}` }, data: input });
  const result = (await response.json()) as { ok: boolean; value?: T; error?: { message: string; code?: number } };
  if (!result.ok) throw new Error(`${method}: ${result.error?.message}`);
  return result.value as T;
}

/** Registers an AU postcode through the bridge and waits until its cookies are ready. */
async function activePostcode(page: Page, desk: DeskApp): Promise<{ id: number; zipcode: string }> {
  const zipcode = auPostcode();
  const created = await bridge<{ id: number }>(page, desk, 'zipcodes.create', { domain: AU_ID, zipcode });
  await expect
    .poll(async () => (await bridge<{ id: number; status: string }[]>(page, desk, 'zipcodes.list', { domain: AU_ID })).find((z) => z.id === created.id)?.status)
    .toBe('active');
  return { id: created.id, zipcode };
}

/** Fills the form for a node and submits it; resolves when the queued toast names it. */
async function submitScrape(page: Page, node: string, name: string, postcode: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New category scrape' });
  await form.getByLabel('Category URL').fill(categoryUrl(node));
  await expect(form.getByLabel('Browse node ID')).toHaveValue(node);
  await form.getByLabel('Postcode').selectOption(postcode);
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Start scrape' }).click();
  await expect(page.getByRole('status', { name: 'Notifications' }).getByText(`Scrape queued: ${name}`)).toBeVisible();
}

test('a scrape from a pasted URL: node id read, the stage moves to done as the count grows, results with a histogram, added to a new collection', async ({
  openDesk,
}) => {
  const page = await openDesk('#/scrapes');
  await expect(page.getByRole('heading', { level: 1, name: 'Category scrapes' })).toBeVisible();
  await expect(page.getByText('No category scrapes yet')).toBeVisible();
  let adds = 0;
  page.on('request', (request) => {
    if (request.url().includes('/bridge/categoryScrape.add')) adds += 1;
  });

  // Pasting the URL reads the node id and the domain; no AU postcode yet: the form says where to add one.
  const form = page.getByRole('form', { name: 'New category scrape' });
  await form.getByLabel('Category URL').fill('https://www.marketplace.com.au/gp/bestsellers');
  await expect(form.getByText('No browse node ID could be read from this URL')).toBeVisible();
  await form.getByLabel('Category URL').fill(categoryUrl('4851799051'));
  await expect(form.getByLabel('Browse node ID')).toHaveValue('4851799051');
  await expect(form.getByLabel('Domain')).toHaveValue(AU);
  await expect(form.getByLabel('Name')).toHaveAttribute('placeholder', 'marketplace_category_4851799051');
  await expect(form.getByText(`No active postcode for ${AU}.`)).toBeVisible();
  await expect(form.getByLabel('Ships from AU, premium delivery eligible')).toBeVisible();
  await expect(form.getByLabel('Delivery day')).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'scrapes-form-no-postcode');

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

  // The AU-only filters follow the domain.
  await form.getByLabel('Domain').selectOption('marketplace.co.uk');
  await expect(form.getByLabel('Delivery day')).toBeHidden();
  await form.getByLabel('Domain').selectOption(AU);
  await form.getByLabel('Postcode').selectOption(code);
  await expect(form.getByLabel('Delivery day')).toBeVisible();

  // Prices are typed in dollars and checked before anything is sent.
  await form.getByLabel('Min price (AUD)').fill('50');
  await form.getByLabel('Max price (AUD)').fill('12.50');
  await form.getByRole('button', { name: 'Start scrape' }).click();
  await expect(form.getByLabel('Max price (AUD)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The maximum price must not be below the minimum.')).toBeVisible();
  await form.getByLabel('Min price (AUD)').fill('abc');
  await expect(form.getByText('Enter a price as a number, e.g. 12.50.')).toBeVisible();
  await saveScreen(page, 'scrapes-form-invalid');
  expect(adds).toBe(0);
  await form.getByLabel('Min price (AUD)').fill('0.50');
  await form.getByLabel('Max price (AUD)').fill('5000');
  await expect(form.getByLabel('Max price (AUD)')).not.toHaveAttribute('aria-invalid', 'true');

  const name = `e2e_category_${suffix()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Start scrape' }).click();
  await expect(page.getByText(`Scrape queued: ${name}`)).toBeVisible();
  expect(adds).toBe(1);
  await expect(form.getByLabel('Category URL')).toHaveValue('');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('4851799051');
  await expect(row.getByText(/Queued|Scraping/)).toBeVisible();

  // The results page: the stage moves queued → scraping → done while the count grows.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const count = page.getByTestId('asin-count');
  const facts = page.locator('.screen__subtitle');
  await expect(facts.getByText('Scraping')).toBeVisible();
  let during = 0;
  await expect
    .poll(async () => {
      during = Number((await count.textContent())?.replace(/\D/g, '') || 0);
      return during > 0 && (await facts.getByText('Scraping').isVisible());
    })
    .toBe(true);
  await saveScreen(page, 'scrape-results-scraping');
  // A reload mid-scrape (as after a renderer crash) loses nothing: main's watcher goes on, and the page
  // follows the same scrape to its end and its finished notice without another reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(facts.getByText('Done')).toBeVisible({ timeout: 20_000 });
  const total = Number((await count.textContent())?.replace(/\D/g, '') || 0);
  expect(total).toBeGreaterThan(during);
  await expect(page.getByText(`Category scrape finished: ${name}`)).toBeVisible();

  // Table and histogram.
  const grid = page.getByRole('grid', { name: 'Products found' });
  await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));
  const chart = page.getByRole('img', { name: 'Price histogram' });
  await expect(chart).toBeVisible();
  expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(10);
  await expect(chart.locator('desc')).toContainText(`Prices of ${total} products`);
  await grid.getByRole('button', { name: 'Price' }).click();
  await grid.getByRole('button', { name: 'Price' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page);
  await saveScreen(page, 'scrape-results');

  // The CSV file is saved by main (browser mode: into Downloads/Collection Desk, removed again here).
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = page.getByRole('status', { name: 'Notifications' }).filter({ hasText: 'Saved CSV results' });
  await expect(saved).toBeVisible();
  const savedPath = /(\/.*\.csv) \(/.exec((await saved.textContent()) ?? '')?.[1];
  expect(savedPath).toContain('_category_asins');
  if (savedPath) rmSync(savedPath, { force: true });

  // Selected rows are offered, all of them are added to a new collection.
  const rows = grid.getByRole('row');
  await rows.nth(1).click();
  await rows.nth(2).click({ modifiers: ['ControlOrMeta'] });
  await rows.nth(3).click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByText('· 3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add to a collection' }).click();
  const add = page.getByRole('dialog', { name: 'Add to a collection' });
  await expect(add.getByLabel('Postcode')).toHaveValue(code);
  await expect(add.getByLabel('Domain')).toHaveValue(AU);
  await expect(add.getByRole('radio', { name: 'The 3 selected rows' })).toBeChecked();
  await expect(add.getByRole('button', { name: 'Add 3 ASINs' })).toBeVisible();
  await add.getByRole('radio', { name: `All ${total} ASINs found` }).check();
  const collection = `e2e_found_${suffix()}`;
  await add.getByLabel('Collection name').fill(collection);
  await expectAccessible(page);
  await saveScreen(page, 'scrape-add-dialog');
  await add.getByRole('button', { name: `Add ${total} ASINs` }).click();
  await expect(add.getByRole('region', { name: 'Outcome' })).toContainText(`${total} ASINs added to ${collection}`);
  await expect(add.getByRole('link', { name: collection })).toBeVisible();
  await add.getByRole('button', { name: 'Done' }).click();
  await expect(add).toBeHidden();

  // The same ASINs into that (now existing) collection: each row comes back refused, with the service's reason.
  await page.getByRole('button', { name: 'Add to a collection' }).click();
  await add.getByRole('radio', { name: 'An existing marketplace collection' }).check();
  await add.getByRole('combobox', { name: 'Collection', exact: true }).selectOption({ label: `${collection} · ${total} items` });
  await add.getByRole('radio', { name: 'The 3 selected rows' }).check();
  await add.getByRole('button', { name: 'Add 3 ASINs' }).click();
  await expect(add.getByRole('region', { name: 'Outcome' })).toContainText(`0 ASINs added to ${collection} · 3 rows not added`);
  const refused = add.getByRole('grid', { name: 'Rows not added' });
  await expect(refused.getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await saveScreen(page, 'scrape-add-outcome');
  await add.getByRole('button', { name: 'Done' }).click();
  await expect(add).toBeHidden();
});

test('cancelling: a queued scrape shows Failed, “Cancelled by user”; one that ends while the dialog is open is “Already finished”', async ({
  openDesk,
  desk,
  page,
}) => {
  await page.goto('about:blank');
  const { zipcode } = await activePostcode(page, desk);
  // Four at High priority fill the category queue's two slots twice over, so one sent at Normal waits.
  const tag = suffix();
  const send = (node: string, name: string) =>
    bridge(page, desk, 'categoryScrape.add', {
      category_url: categoryUrl(node),
      marketplace_node_id: node,
      domain: AU,
      postcode: zipcode,
      name,
      priority: 'High',
    });
  await Promise.all(['4851799052', '4851799056', '4851799060', '4851799061'].map((node, i) => send(node, `e2e_ahead${i + 1}_${tag}`)));
  await openDesk('#/scrapes');
  const waiting = `e2e_waiting_${tag}`;
  await submitScrape(page, '4851799057', waiting, zipcode);
  const form = page.getByRole('form', { name: 'New category scrape' });
  await expect(form.getByLabel('Category URL')).toHaveValue('');

  const row = page.getByRole('row', { name: new RegExp(waiting) });
  await expect(row.getByText('Queued')).toBeVisible();
  await row.getByRole('button', { name: `Cancel ${waiting}` }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel ${waiting}?` });
  await expect(confirm).toContainText('Now: Queued');
  await expectAccessible(page);
  await saveScreen(page, 'scrapes-cancel-confirm');
  await confirm.getByRole('button', { name: 'Cancel scrape' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Cancelled ${waiting}`)).toBeVisible();
  await expect(row.getByText('Failed')).toBeVisible();
  await expect(row.getByText('Cancelled by user')).toBeVisible();

  // One that ends while its confirmation is open: the service revokes nothing.
  const scraping = page
    .getByRole('row')
    .filter({ has: page.getByText('Scraping', { exact: true }) })
    .first();
  await expect(scraping).toBeVisible();
  const name = (await scraping.getByRole('link').textContent()) ?? '';
  const late = page.getByRole('dialog', { name: `Cancel ${name}?` });
  await scraping.getByRole('button', { name: `Cancel ${name}` }).click();
  await expect(late).toContainText('Now: Scraping');
  await expect(late).toContainText('Now: Done', { timeout: 40_000 });
  await late.getByRole('button', { name: 'Cancel scrape' }).click();
  await expect(page.getByText('Already finished')).toBeVisible();
  const ended = page.getByRole('row', { name: new RegExp(name) });
  await expect(ended.getByText('Done')).toBeVisible();
  await expect(ended.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  await saveScreen(page, 'scrapes-list');
});
