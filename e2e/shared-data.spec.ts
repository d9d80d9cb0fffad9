import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';

// One source of truth for server data: a change made on one screen shows on every other screen as soon as
// the service has answered — without a reload and without waiting out a cache lifetime. Each journey opens
// the screen that will show the change FIRST (so it holds a copy), makes the change elsewhere, and comes
// back through the sidebar (no reload) well inside the 30 s the old per-screen copies stayed fresh.

const AU = 'marketplace.com.au';
const suffix = () => Math.random().toString(36).slice(2, 8);

/** Keeps the sandbox credential for this run only when there is no OS keychain, as a user would. */
async function connect(request: APIRequestContext, desk: DeskApp): Promise<void> {
  const status = await bridge<{ storage: string }>(request, desk, 'credentials.status', {});
  if (status.storage === 'unavailable') await bridge(request, desk, 'credentials.useSessionOnly', {});
}

/** A fresh ACTIVE postcode of a domain (registered through the bridge; the sandbox makes cookies in ~0.4 s). */
async function activePostcode(request: APIRequestContext, desk: DeskApp, domain: string): Promise<string> {
  const domains = await bridge<{ id: number; domain: string }[]>(request, desk, 'settings.domains', {});
  const id = domains.find((d) => d.domain === domain)?.id;
  if (id === undefined) throw new Error(`no ${domain} domain`);
  let postcode = '';
  for (let attempt = 0; attempt < 8 && !postcode; attempt += 1) {
    const candidate = String(1000 + Math.floor(Math.random() * 9000));
    // Taken by an earlier test of this worker: try another.
    postcode = await bridge(request, desk, 'zipcodes.create', { domain: id, zipcode: candidate }).then(
      () => candidate,
      () => '',
    );
  }
  await expect
    .poll(async () =>
      (await bridge<{ zipcode: string }[]>(request, desk, 'zipcodes.list', { status: 'active', domain: id })).some((z) => z.zipcode === postcode),
    )
    .toBe(true);
  return postcode;
}

/** A fresh empty marketplace collection. */
async function marketplaceCollection(request: APIRequestContext, desk: DeskApp, name: string): Promise<number> {
  const created = await bridge<{ id: number }>(request, desk, 'collections.add', {
    name,
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  return created.id;
}

/** Moves to a screen through the sidebar, as a user does (the page is never reloaded). */
async function goTo(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
}

/** The Collections list's "Items" cell of the collection named `name`. */
async function itemsCell(page: Page, name: string): Promise<Locator> {
  const grid = page.getByRole('grid', { name: /Collections/ });
  const headers = await grid.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.trim().startsWith('Items'));
  expect(column).toBeGreaterThan(0);
  return grid
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('gridcell')
    .nth(column);
}

/** Opens the Collections list and waits for a collection's row, so the list is held in the cache. */
async function seeInList(page: Page, name: string, items: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(await itemsCell(page, name)).toHaveText(items);
}

test.beforeEach(async ({ request, desk }) => {
  await connect(request, desk);
});

test('an ASIN added on a collection page shows in the Collections list at once', async ({ openDesk, desk, request }) => {
  const postcode = await activePostcode(request, desk, AU);
  const name = `E2E shared items ${suffix()}`;
  const id = await marketplaceCollection(request, desk, name);
  const page = await openDesk('#/collections');
  await seeInList(page, name, '0');

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/collections/${id}$`));
  await page.getByRole('button', { name: 'Add ASIN' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add ASIN' });
  await add.getByRole('combobox', { name: 'Domain' }).selectOption({ label: 'marketplace.com.au (AU)' });
  await add.getByRole('combobox', { name: 'Postcode' }).selectOption({ label: postcode });
  await add.getByRole('textbox', { name: 'ASIN' }).fill('B0SHARED01');
  await add.getByRole('button', { name: 'Add ASIN' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('meter', { name: 'Items in this collection' })).toHaveAttribute('aria-valuetext', '1 / 5,000 items');

  await goTo(page, 'Collections');
  await seeInList(page, name, '1');
});

test('a run that finished shows its cost in the header and on Account, both the same, without a reload', async ({ openDesk, desk, request }) => {
  const postcode = await activePostcode(request, desk, AU);
  const name = `E2E shared run ${suffix()}`;
  const id = await marketplaceCollection(request, desk, name);
  await bridge(request, desk, 'marketplaceItems.createMultiple', {
    collection: id,
    domain: AU,
    customer_postcode: postcode,
    asins: 'B0SHARED11,B0SHARED12,B0SHARED13',
  });
  const before = await bridge<{ remaining_credits: number; available_credits: number }>(request, desk, 'accounts.credits', {});
  const format = (n: number) => new Intl.NumberFormat().format(n);
  const page = await openDesk('#/account');
  const header = page.getByRole('banner');
  const panel = page.getByRole('region', { name: 'Credits' });
  await expect(header.getByText(`${format(before.remaining_credits)} of ${format(before.available_credits)} credits`)).toBeVisible();
  const remaining = panel
    .getByRole('table', { name: 'Credit balance' })
    .getByRole('row', { name: /^Remaining/ })
    .getByRole('cell')
    .first();
  await expect(remaining).toHaveText(format(before.remaining_credits));
  // The credits this worker's desk used today before this run (its earlier journeys ran collections too).
  const usage = panel.getByRole('img', { name: /^Credits used per day over the last 30 days: / });
  const usedBefore = Number(/: ([\d,]+) credits? in all$/.exec((await usage.getAttribute('aria-label')) ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
  expect(usedBefore).toBeGreaterThanOrEqual(0);

  await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${id}`);
  await page.getByRole('button', { name: 'Run now' }).click();
  await page
    .getByRole('dialog', { name: `Run ${name} now?` })
    .getByRole('button', { name: 'Run 3 items' })
    .click();
  await expect(page.getByRole('region', { name: /^Run #\d+$/ }).getByText(/^Done · (no items|.+% of items) failed$/)).toBeVisible();

  // The service charged one credit per processed item (an item that failed has its credit freed again): the header
  // shows the service's own figure while this page is open…
  const charged = await bridge<{ remaining_credits: number }>(request, desk, 'accounts.credits', {});
  expect(before.remaining_credits - charged.remaining_credits).toBeGreaterThan(0);
  expect(before.remaining_credits - charged.remaining_credits).toBeLessThanOrEqual(3);
  const after = format(charged.remaining_credits);
  await expect(header.getByText(`${after} of ${format(before.available_credits)} credits`)).toBeVisible();
  // …and Account shows the same figure as soon as it opens.
  await goTo(page, 'Account');
  await expect(remaining).toHaveText(after);
  // The run's credits are today's bar of the credits used per day, read from the desk's copy of the run.
  const spent = before.remaining_credits - charged.remaining_credits;
  await expect(usage).toHaveAttribute('aria-label', new RegExp(`: ${format(usedBefore + spent)} credits? in all$`));
});
