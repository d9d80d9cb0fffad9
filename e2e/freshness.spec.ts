import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';
import { startOwnSandbox } from './support/own-sandbox.ts';
import type { OwnSandbox } from './support/own-sandbox.ts';

// One truth, always fresh: a real profile on a standalone service, changed elsewhere (its API called
// directly, as a colleague, a script or a schedule would), stopped and started again while the page stays
// open. The desk runs with its default sync cadence; nothing here reloads the page or moves the focus.

interface Runner {
  id: number;
  stage: string;
}

/** Runs a collection through the service's API and waits for the run to end. */
async function runElsewhere(own: OwnSandbox, collectionId: number): Promise<number> {
  const { runner_id: runnerId } = await own.api<{ runner_id: number }>('schedules/run/result/', { collection_id: collectionId });
  await expect
    .poll(async () => (await own.api<{ items: Runner[] }>('schedules/collections/results/download/', { collection_id: collectionId })).items[0]?.stage, {
      timeout: 30_000,
    })
    .toBe('done');
  return runnerId;
}

/** A marketplace collection of two ASINs at an active postcode, made and run twice through the service's API. */
async function watchedCollection(own: OwnSandbox): Promise<{ id: number; name: string }> {
  await own.api('zipcodes/create-zipcode/', { domain: 1, zipcode: '2000' });
  await expect
    .poll(async () => (await own.api<{ zipcode: string }[]>('zipcodes/get-zipcodes/', { status: 'active', domain: 1 })).length, { timeout: 20_000 })
    .toBe(1);
  const name = `Watched ${Math.random().toString(36).slice(2, 6)}`;
  const { id } = await own.api<{ id: number }>('schedules/add_schedule/', {
    name,
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  await own.api('schedules/marketplace/asin/create/multiple/', {
    collection: id,
    domain: 'marketplace.com.au',
    customer_postcode: '2000',
    asins: 'B0FRESH001,B0FRESH002',
  });
  await runElsewhere(own, id);
  await runElsewhere(own, id);
  return { id, name };
}

/** Adds the own sandbox as a profile of the desk and makes it the active one. */
async function useOwnProfile(request: APIRequestContext, desk: DeskApp, own: OwnSandbox): Promise<string> {
  const profile = await bridge<{ id: string }>(request, desk, 'profiles.add', {
    name: `Own ${Math.random().toString(36).slice(2, 6)}`,
    baseUrl: own.baseUrl,
    auth: 'apiKey',
    apiKey: own.apiKey,
  });
  await bridge(request, desk, 'profiles.switch', { id: profile.id });
  return profile.id;
}

const openTab = (page: Page, name: RegExp) => page.getByRole('tab', { name }).click();

test.describe('one truth, always fresh', () => {
  let own: OwnSandbox;
  let profileId = '';

  test.beforeEach(async ({ desk, request }) => {
    own = await startOwnSandbox();
    profileId = await useOwnProfile(request, desk, own);
  });

  test.afterEach(async ({ desk, request }) => {
    await bridge(request, desk, 'profiles.switch', { id: 'sandbox' });
    await bridge(request, desk, 'profiles.remove', { id: profileId }).catch(() => undefined);
    await own.dispose();
  });

  test('changes made elsewhere show on the open collection, Prices & history, Compare and the Collections list within 20 s', async ({ openDesk }) => {
    test.setTimeout(150_000);
    const collection = await watchedCollection(own);
    const page = await openDesk(`#/collections/${collection.id}`);
    const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
    await expect(grid.getByRole('row').filter({ hasText: /B0FRESH00/ })).toHaveCount(2);
    await expect(page.getByRole('meter', { name: 'Items in this collection' })).toHaveAttribute('aria-valuetext', '2 / 5,000 items');

    // Items added elsewhere.
    await own.api('schedules/marketplace/asin/create/multiple/', {
      collection: collection.id,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins: 'B0FRESH003,B0FRESH004',
    });
    await expect(grid.getByRole('row').filter({ hasText: /B0FRESH00/ })).toHaveCount(4, { timeout: 20_000 });
    await expect(page.getByRole('meter', { name: 'Items in this collection' })).toHaveAttribute('aria-valuetext', '4 / 5,000 items');

    // A custom id set elsewhere: a change no count reveals.
    const listed = await own.api<{ asin_list: { id: number; asin: string }[] }>('schedules/marketplace/asin/list/', {
      collection_id: collection.id,
      with_count: 1,
    });
    const first = listed.asin_list.find((a) => a.asin === 'B0FRESH001');
    await own.api('schedules/marketplace/asin/update/', { asin_id: first?.id, custom_id: 'SHELF-42' });
    await expect(grid.getByRole('row').filter({ hasText: 'B0FRESH001' })).toContainText('SHELF-42', { timeout: 20_000 });

    // A run started elsewhere: its record, then its outputs in Compare and Prices & history.
    await openTab(page, /Compare runs/);
    const third = await runElsewhere(own, collection.id);
    await expect(page.getByRole('combobox', { name: 'After' })).toHaveValue(String(third), { timeout: 20_000 });
    await openTab(page, /Prices & history/);
    const prices = page.getByRole('grid', { name: 'All items with their latest prices' });
    await expect(prices.getByRole('row').filter({ hasText: /B0FRESH00/ })).toHaveCount(4);
    await expect(prices.getByRole('row').filter({ hasText: 'B0FRESH004' })).not.toContainText('run #');
    await openTab(page, /Results/);
    await expect(page.getByRole('article', { name: `Run #${third}` })).toContainText('Outputs kept');

    // The Collections list shows the same collection with the count the service holds now.
    await page.getByRole('link', { name: 'Collections' }).first().click();
    await expect(page.getByRole('row').filter({ hasText: collection.name })).toContainText('4');
    await own.api('schedules/update_schedule/', { collection_id: collection.id, name: `${collection.name} renamed` });
    await expect(page.getByRole('row').filter({ hasText: `${collection.name} renamed` })).toBeVisible({ timeout: 20_000 });
  });

  test('the service stops with the page open: every view shows the copy marked offline within 10 s, no error panel; back, up to date within 20 s', async ({
    openDesk,
    desk,
    request,
  }) => {
    test.setTimeout(150_000);
    const collection = await watchedCollection(own);
    const page = await openDesk(`#/collections/${collection.id}`);
    const itemRows = page
      .getByRole('grid', { name: 'Items (ASINs)' })
      .getByRole('row')
      .filter({ hasText: /B0FRESH00/ });
    await expect(itemRows).toHaveCount(2);
    await expect(page.getByText('Up to date')).toBeVisible({ timeout: 20_000 });

    await own.stop();
    const offline = page.getByText(/^Offline copy, as of \d/);
    await expect(offline).toBeVisible({ timeout: 10_000 });
    const errorPanel = page.getByText(/could not be read|could not be used|Could not refresh/);
    // One offline signal: main's banner and the copy's freshness line, nothing else over the copy's data.
    const banner = page.getByRole('status').filter({ hasText: 'Offline — cannot reach the service.' });
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await expect(offline).toHaveCount(1);
    await expect(itemRows).toHaveCount(2);
    await expect(errorPanel).toHaveCount(0);
    await openTab(page, /Results/);
    const runs = page.getByRole('article', { name: /^Run #\d+$/ });
    await expect(runs).toHaveCount(2);
    await runs.first().getByRole('button', { name: 'Outputs (2)' }).click();
    const outputs = page.getByRole('dialog', { name: /^Outputs of run #/ });
    await expect(outputs.getByRole('row').filter({ hasText: 'B0FRESH001' })).toBeVisible();
    await outputs.getByRole('button', { name: 'Close' }).first().click();
    await openTab(page, /Prices & history/);
    await expect(
      page
        .getByRole('grid', { name: 'All items with their latest prices' })
        .getByRole('row')
        .filter({ hasText: /B0FRESH00/ }),
    ).toHaveCount(2);
    await openTab(page, /Compare runs/);
    await expect(page.getByLabel('Comparison totals')).toBeVisible();
    await expect(offline).toBeVisible();
    await expect(errorPanel).toHaveCount(0);
    await page.getByRole('link', { name: 'Collections' }).first().click();
    await expect(page.getByRole('row').filter({ hasText: collection.name })).toBeVisible();
    await expect(offline).toHaveCount(1);
    await expect(banner).toHaveCount(1);
    await expect(errorPanel).toHaveCount(0);
    // A change is refused, never queued.
    const refused = await request.post(`${new URL(desk.url).origin}/bridge/collections.update`, {
      headers: { authorization: `Bearer ${new URLSearchParams(new URL(desk.url).hash.slice(1)).get('token') ?? ''}`, 'content-type': 'application/json' },
      data: { collection_id: collection.id, name: 'Renamed offline' },
    });
    expect(((await refused.json()) as { error?: { message: string } }).error?.message).toMatch(/cannot be reached.*nothing was queued/s);

    await own.restart();
    await expect(page.getByText('Up to date')).toBeVisible({ timeout: 20_000 });
    await expect(offline).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    expect((await own.api<{ name: string }>('schedules/get_schedule/', { collection_id: collection.id })).name).toBe(collection.name);
  });
});
