import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';

/** Calls the browser-mode bridge directly (as the page does), with the run's token from the desk URL's fragment. */
async function bridge<T>(request: APIRequestContext, desk: DeskApp, method: string, input: unknown): Promise<T> {
  const url = new URL(desk.url);
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await request.post(`${url.origin}/bridge/${method}`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: input,
  });
  const result = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!result.ok) throw new Error(`${method}: ${result.error?.message ?? 'failed'}`);
  return result.value as T;
}

interface Zipcode {
  zipcode: string;
  domain: { domain: string };
}

/** Without an OS keychain (CI without a Secret Service), keeps the sandbox credential for this run only, as a user would. */
async function connectSandbox(request: APIRequestContext, desk: DeskApp): Promise<void> {
  const status = await bridge<{ storage: string }>(request, desk, 'credentials.status', {});
  if (status.storage === 'unavailable') await bridge(request, desk, 'credentials.useSessionOnly', {});
}

/** A fresh ACTIVE officestore.com.au postcode, registered through the bridge (the sandbox makes its cookies in ~0.4 s). */
async function activeOfficestorePostcode(request: APIRequestContext, desk: DeskApp): Promise<string> {
  const domains = await bridge<{ id: number; domain: string }[]>(request, desk, 'settings.domains', {});
  const officestore = domains.find((d) => d.domain === 'officestore.com.au');
  if (!officestore) throw new Error('no officestore.com.au domain');
  let postcode = '';
  for (let attempt = 0; attempt < 8 && !postcode; attempt += 1) {
    const candidate = String(1000 + Math.floor(Math.random() * 9000));
    try {
      await bridge(request, desk, 'zipcodes.create', { domain: officestore.id, zipcode: candidate });
      postcode = candidate;
    } catch {
      // Taken by an earlier test of this worker: try another.
    }
  }
  await expect
    .poll(async () =>
      (await bridge<Zipcode[]>(request, desk, 'zipcodes.list', { status: 'active', domain: officestore.id })).some((z) => z.zipcode === postcode),
    )
    .toBe(true);
  return postcode;
}

const tree = (page: Page): Locator => page.getByRole('tree', { name: 'Categories' });
const treeItem = (page: Page, name: string): Locator => tree(page).getByRole('treeitem', { name, exact: true });
const grid = (page: Page): Locator => page.locator('[data-product-grid]');
const cards = (page: Page): Locator => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

/** The SKUs of the first `n` cards, in grid order. */
async function firstSkus(page: Page, n: number): Promise<string[]> {
  return cards(page).evaluateAll((els, count) => els.slice(0, count).map((el) => el.getAttribute('data-sku') ?? ''), n);
}

/** Opens the catalogue and picks `Office Supplies › Writing Instruments` with the keyboard. */
async function openWritingInstruments(page: Page, openDesk: (route?: string) => Promise<Page>): Promise<void> {
  await openDesk('#/catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  const office = treeItem(page, 'Office Supplies');
  await expect(office).toHaveAttribute('aria-expanded', 'false');
  // Only the name: no number that reads like a product count.
  await expect(office).toHaveText('Office Supplies');
  await office.focus();
  await page.keyboard.press('ArrowRight');
  await expect(office).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const writing = treeItem(page, 'Writing Instruments');
  await expect(writing).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(writing).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Writing Instruments', level: 2 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test.beforeEach(async ({ page, desk }) => {
  await connectSandbox(page.request, desk);
});

test('browse the tree with the keyboard and by name, and see products with their images', async ({ page, openDesk }) => {
  await openWritingInstruments(page, openDesk);
  await expect(page.getByText('browsing costs no credits')).toBeVisible();

  // Images come through the desk's proxy (the sandbox draws them as SVG) and really load.
  const firstImage = cards(page).first().locator('img');
  await expect(firstImage).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await saveScreen(page, 'catalogue-grid');
  await expectAccessible(page);

  // The tree filter narrows by name and opens the branches above matches.
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill('pencil');
  await expect(treeItem(page, 'Pencils')).toBeVisible();
  await expect(treeItem(page, 'Technology')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill('');
  await expect(treeItem(page, 'Technology')).toBeVisible();
});

test('search, sort, sub-categories, 1000 per page and the list view', async ({ page, openDesk }) => {
  await openWritingInstruments(page, openDesk);

  // Sort: the order changes, and "Price: low to high" really is ascending.
  const before = await firstSkus(page, 6);
  const sorted = page.waitForRequest((r) => r.url().includes('/bridge/catalogue.products') && (r.postData() ?? '').includes('price_asc'));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await sorted;
  await expect.poll(() => firstSkus(page, 6)).not.toEqual(before);
  const prices = await cards(page).evaluateAll((els) =>
    els.slice(0, 6).map((el) => Number((el.querySelector('.cat-card__price')?.textContent ?? '').replace(/[^\d.]/g, ''))),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Keyword search within the category is done by the service (debounced).
  const firstTitle = (await cards(page).first().getAttribute('aria-label')) ?? '';
  const brand = firstTitle.split(' ')[0] ?? '';
  const searched = page.waitForRequest((r) => r.url().includes('/bridge/catalogue.products') && (r.postData() ?? '').includes(`"search":"${brand}"`));
  await page.getByRole('searchbox', { name: 'Search in this category' }).fill(brand);
  await searched;
  await expect(page.getByText(`matching “${brand}”`)).toBeVisible();
  for (const label of await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
    expect(label.toLowerCase()).toContain(brand.toLowerCase());
  }
  await page.getByRole('searchbox', { name: 'Search in this category' }).fill('zzzznothing');
  await expect(page.getByText('No products match “zzzznothing”')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search in this category' }).press('Escape');
  await expect(cards(page).first()).toBeVisible();

  // Sub-categories: a department lists its products only through its sub-categories.
  await treeItem(page, 'Office Supplies').click();
  await expect(page.getByRole('heading', { name: 'Office Supplies', level: 2 })).toBeVisible();
  await expect(page.getByText(/\d+ products incl\. sub-categories/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Include sub-categories' }).uncheck();
  await expect(page.getByText('No products directly in this category')).toBeVisible();
  await page.getByRole('button', { name: 'Include sub-categories' }).click();
  await expect(page.getByRole('checkbox', { name: 'Include sub-categories' })).toBeChecked();
  await expect(cards(page).first()).toBeVisible();

  // 1000 per page: the whole department on one page, but only the rows in view are in the DOM.
  const total = Number(((await page.getByText(/products incl\. sub-categories/).textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(total).toBeGreaterThan(100);
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('1000');
  await expect(grid(page)).toHaveAttribute('data-count', String(Math.min(total, 1000)));
  await expect(page.getByText(`1–${total} of ${total} products`)).toBeVisible();
  expect(await cards(page).count()).toBeLessThan(80);
  await grid(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(cards(page).last()).toHaveAttribute('aria-posinset', String(total));

  // List view.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('grid', { name: 'Products' })).toBeVisible();
  await saveScreen(page, 'catalogue-list');
  await expectAccessible(page);
});

test('a product drawer with every field and "Open product page"', async ({ page, openDesk, context }) => {
  await openWritingInstruments(page, openDesk);
  // The drawer shows every field; "Open product page" opens the retail page (browser mode: a new tab).
  const card = cards(page).first();
  const title = (await card.getAttribute('aria-label')) ?? '';
  const sku = (await card.getAttribute('data-sku')) ?? '';
  await card.getByRole('button', { name: `Details of ${title}` }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  for (const term of [
    'SKU',
    'Title',
    'Brand',
    'GTIN',
    'Price',
    'Rating',
    'Reviews',
    'Category',
    'Categories',
    'Ranged online',
    'Ranged in store',
    'Status',
    'Published',
    'URL keyword',
    'Product page',
    'Image',
  ]) {
    await expect(drawer.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  await expect(drawer.getByText(sku, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('img', { name: `Image of ${title}` })).toBeVisible();
  await saveScreen(page, 'catalogue-drawer');
  await expectAccessible(page);
  await context.route('https://www.officestore.com.au/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>product</title>' }));
  const popup = context.waitForEvent('page');
  await drawer.getByRole('button', { name: 'Open product page' }).click();
  expect((await popup).url()).toContain(`https://www.officestore.com.au/p/`);
  await expect(page.getByText('Opened in a new tab')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});

test('select products (click, shift-click, select page) and add them to a new officestore collection', async ({ page, openDesk, desk }) => {
  const postcode = await activeOfficestorePostcode(page.request, desk);
  const name = `E2E catalogue ${Math.random().toString(36).slice(2, 8)}`;
  await openWritingInstruments(page, openDesk);

  // Click one card's box, then Shift-click the fourth: a range of four.
  const skus = await firstSkus(page, 4);
  await cards(page).nth(0).getByRole('checkbox').click();
  await expect(page.getByText('1 product selected')).toBeVisible();
  await cards(page)
    .nth(3)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await expect(page.getByText('4 products selected')).toBeVisible();
  for (const sku of skus) await expect(page.locator(`[data-sku="${sku}"]`)).toHaveClass(/cat-card--selected/);

  // Select the whole page.
  const onPage = await cards(page).count();
  const pageTotal = Number((await grid(page).getAttribute('data-count')) ?? '0');
  await page.getByRole('button', { name: /^Select page/ }).click();
  await expect(page.getByText(`${pageTotal} products selected`)).toBeVisible();
  expect(onPage).toBeGreaterThan(0);

  // Add them to a new collection with the active postcode and the nearest store.
  await page.getByRole('button', { name: 'Add to collection…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a collection' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Add \d+ SKUs$/ }).click();
  await expect(dialog.getByText('Name the new collection.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Collection name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Postcode' }).selectOption(postcode);
  await expect(dialog.getByRole('radio', { name: /nearest store/ })).toBeChecked();
  await expectAccessible(page);
  await saveScreen(page, 'catalogue-add');
  await dialog.getByRole('button', { name: `Add ${pageTotal} SKUs` }).click();
  await expect(dialog.getByRole('region', { name: 'Outcome' })).toContainText(`${pageTotal} SKUs added`);
  await expect(dialog.getByRole('link', { name })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('No products selected')).toBeVisible();

  // The same SKUs again, into the now existing collection at a chosen store: each refused row with its reason.
  await cards(page).nth(0).getByRole('checkbox').click();
  await cards(page).nth(1).getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Add to collection…' }).click();
  await dialog.getByRole('radio', { name: 'An existing officestore collection' }).check();
  await dialog.getByRole('combobox', { name: 'Collection' }).selectOption({ label: `${name} · ${pageTotal} items` });
  await dialog.getByRole('combobox', { name: 'Postcode' }).selectOption(postcode);
  await dialog.getByRole('radio', { name: 'A store from the list' }).check();
  const store = dialog.getByRole('combobox', { name: 'Store' });
  await store.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add 2 SKUs' }).click();
  await expect(dialog.getByRole('region', { name: 'Outcome' })).toContainText('0 SKUs added');
  await expect(dialog.getByText('2 rows not added')).toBeVisible();
  await expect(dialog.getByRole('grid', { name: 'Rows not added' }).getByRole('row')).toHaveCount(3);
  await saveScreen(page, 'catalogue-add-outcome');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
});

test('a selection across categories goes in batches of 500 with a progress bar', async ({ page, openDesk, desk }) => {
  const postcode = await activeOfficestorePostcode(page.request, desk);
  const name = `E2E catalogue batches ${Math.random().toString(36).slice(2, 8)}`;
  await openDesk('#/catalogue');
  await expect(tree(page)).toBeVisible();
  await expect(page.getByText('Choose a category')).toBeVisible();
  await saveScreen(page, 'catalogue-start');
  await expectAccessible(page);
  const sizes: number[] = [];
  // Each batch waits a moment in transit, so the progress bar can be seen between them.
  await page.route('**/bridge/officestoreItems.createMultiple', async (route) => {
    const input = JSON.parse(route.request().postData() ?? '{}') as { skus?: string };
    sizes.push((input.skus ?? '').split(',').length);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  let expected = 0;
  for (const category of ['Technology', 'Paper']) {
    await treeItem(page, category).click();
    await expect(page.getByRole('heading', { name: category, level: 2 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('1000');
    // The whole category on one page ("1–N of N products"), once the last category's page has gone.
    await expect(grid(page)).not.toHaveAttribute('aria-busy');
    const range = page.getByText(/^1–(\d+) of \1 products$/);
    await expect(range).toBeVisible();
    const count = Number(/^1–(\d+)/.exec((await range.textContent()) ?? '')?.[1]);
    await expect(grid(page)).toHaveAttribute('data-count', String(count));
    await page.getByRole('button', { name: /^Select page/ }).click();
    expected += count;
    await expect(page.getByText(`${expected} products selected`)).toBeVisible();
  }
  expect(expected).toBeGreaterThan(500);

  await page.getByRole('button', { name: 'Add to collection…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a collection' });
  await dialog.getByRole('textbox', { name: 'Collection name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Postcode' }).selectOption(postcode);
  await dialog.getByRole('button', { name: `Add ${expected} SKUs` }).click();
  await expect(dialog.getByRole('progressbar', { name: 'SKUs sent' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Outcome' })).toContainText(`${expected} SKUs added`);
  expect(sizes).toEqual([500, expected - 500]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('No products selected')).toBeVisible();
});
