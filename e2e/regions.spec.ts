import { rmSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';
import { exportedPath } from './support/local-copy-kit.ts';
import { startOwnSandbox } from './support/own-sandbox.ts';
import type { OwnSandbox } from './support/own-sandbox.ts';

// Prices by region across the processes: a collection made on a service of its own at one postcode, spread to
// two more from the page ("Also watch at…"), run twice through the desk; the Regional tab and the spread rule
// are checked against the runs' result files, downloaded here from the service's API and read by this test.

const ASINS = Array.from({ length: 8 }, (_, i) => `B0REGION${String(i + 1).padStart(2, '0')}`);
const POSTCODES = ['2000', '3000', '4000'];
const SPREAD_PCT = 3;

interface Runner {
  id: number;
  download_links: { pages: string[] };
}
interface ResultRecord {
  asin: string;
  postcode: string;
  price: string;
}

const cents = (price: string): number => Math.round(Number(price.replace(/[^\d.]/g, '')) * 100);

/** Each ASIN's price (cents) per postcode in these records; a later record of a region replaces an earlier one. */
function pricesOf(records: readonly ResultRecord[]): Map<string, Map<string, number>> {
  const byAsin = new Map<string, Map<string, number>>();
  for (const r of records) byAsin.set(r.asin, (byAsin.get(r.asin) ?? new Map<string, number>()).set(r.postcode, cents(r.price)));
  return byAsin;
}

/** Highest − lowest (as shown, 2 decimals) and that as a % of the lowest; null with fewer than two prices. */
function spreadOf(prices: Iterable<number>): { spread: string; pct: number } | null {
  const list = [...prices];
  if (list.length < 2) return null;
  const [lo, hi] = [Math.min(...list), Math.max(...list)];
  return { spread: ((hi - lo) / 100).toFixed(2), pct: Math.round(((hi - lo) * 10_000) / lo) / 100 };
}

/** A run's records as its result pages hold them, downloaded from the service with the account's key. */
async function recordsOf(own: OwnSandbox, run: Runner): Promise<ResultRecord[]> {
  const pages = await Promise.all(
    run.download_links.pages.map(async (url) => (await (await fetch(url, { headers: { 'x-api-key': own.apiKey } })).json()) as ResultRecord[]),
  );
  return pages.flat();
}

/** A manual marketplace collection of the ASINs at 2000, with 2000, 3000 and 4000 active, made through the service's API. */
async function collectionAtOnePostcode(own: OwnSandbox): Promise<number> {
  for (const zipcode of POSTCODES) await own.api('zipcodes/create-zipcode/', { domain: 1, zipcode });
  await expect
    .poll(async () => (await own.api<unknown[]>('zipcodes/get-zipcodes/', { status: 'active', domain: 1 })).length, { timeout: 20_000 })
    .toBe(POSTCODES.length);
  const { id } = await own.api<{ id: number }>('schedules/add_schedule/', {
    name: 'Kettles by region',
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  await own.api('schedules/marketplace/asin/create/multiple/', {
    collection: id,
    domain: 'marketplace.com.au',
    customer_postcode: '2000',
    asins: ASINS.join(','),
  });
  return id;
}

/** Runs the collection through the desk and waits until the run is archived in its local copy. */
async function runThroughDesk(request: APIRequestContext, desk: DeskApp, collectionId: number): Promise<number> {
  const { runner_id: runId } = await bridge<{ runner_id: number }>(request, desk, 'runs.run', { collection_id: collectionId });
  await expect
    .poll(
      async () =>
        (await bridge<{ runs: { runId: number; archive: string }[] }>(request, desk, 'localCopy.runs', { collectionId })).runs.find((r) => r.runId === runId)
          ?.archive,
      { timeout: 30_000 },
    )
    .toBe('archived');
  return runId;
}

test.describe('prices by region', () => {
  let own: OwnSandbox;
  let profileId = '';

  test.beforeEach(async ({ desk, request }) => {
    own = await startOwnSandbox();
    ({ id: profileId } = await bridge<{ id: string }>(request, desk, 'profiles.add', {
      name: 'Regions',
      baseUrl: own.baseUrl,
      auth: 'apiKey',
      apiKey: own.apiKey,
    }));
    await bridge(request, desk, 'profiles.switch', { id: profileId });
  });

  test.afterEach(async ({ desk, request }) => {
    await bridge(request, desk, 'profiles.switch', { id: 'sandbox' });
    await bridge(request, desk, 'profiles.remove', { id: profileId }).catch(() => undefined);
    await own.dispose();
  });

  test('spread to two more postcodes and run twice: the Regional tab’s spreads and the spread rule agree with the result files', async ({
    openDesk,
    desk,
    request,
  }) => {
    test.setTimeout(90_000);
    const collectionId = await collectionAtOnePostcode(own);
    const page = await openDesk(`#/collections/${collectionId}`);
    await expect(page.getByRole('grid', { name: 'Items (ASINs)' }).getByRole('row').filter({ hasText: 'B0REGION' })).toHaveCount(ASINS.length);
    // The rule, once the copy holds the collection (rules live there).
    await bridge(request, desk, 'inbox.setRules', { collectionId, rules: [{ kind: 'regionalSpread', value: SPREAD_PCT }] });
    // One postcode: no regional view yet.
    await expect(page.getByRole('tab', { name: /^Regional/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Also watch at…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Also watch at…' });
    await dialog.getByRole('checkbox', { name: '3000', exact: true }).check();
    await dialog.getByRole('checkbox', { name: '4000', exact: true }).check();
    await dialog.getByRole('button', { name: `Add ${ASINS.length * 2} ASINs` }).click();
    await expect(dialog.getByRole('region', { name: 'Outcome' })).toHaveText(`${ASINS.length * 2} ASINs added`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const listed = await own.api<{ total_count: number }>('schedules/marketplace/asin/list/', {
      collection_id: collectionId,
      with_count: 1,
      skip: 0,
      limit: 1,
    });
    expect(listed.total_count).toBe(ASINS.length * 3);

    const runIds = [await runThroughDesk(request, desk, collectionId), await runThroughDesk(request, desk, collectionId)];
    const runners = (await own.api<{ items: Runner[] }>('schedules/collections/results/download/', { collection_id: collectionId, skip: 0, limit: 5 })).items;
    const [first, second] = await Promise.all(runIds.map((id) => recordsOf(own, runners.find((r) => r.id === id) as Runner)));

    // The tab: every product with three regions, each spread what the files give (the latest price of each
    // region: the second run's, or the first's where it failed there in the second).
    const tab = page.getByRole('tab', { name: /^Regional/ });
    await expect(tab).toHaveText(`Regional${ASINS.length}`, { timeout: 20_000 });
    await tab.click();
    const grid = page.getByRole('grid', { name: 'Prices by region' });
    for (const postcode of POSTCODES) await expect(grid.getByRole('button', { name: `${postcode} price` })).toBeVisible();
    await expect(page.getByText(`${ASINS.length} products at 3 postcodes`)).toBeVisible();
    const latest = pricesOf([...(first ?? []), ...(second ?? [])]);
    // The Spread column found by its header, wherever the postcodes' columns put it.
    const spreadColumn = (await grid.getByRole('columnheader').allTextContents()).indexOf('Spread');
    expect(spreadColumn).toBeGreaterThan(0);
    const shownSpreads = async () =>
      Object.fromEntries(
        await grid
          .getByRole('row')
          .filter({ hasText: 'B0REGION' })
          .evaluateAll(
            (rows, column) =>
              rows.map((row) => {
                const cells = [...row.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent ?? '');
                return [cells[0] ?? '', cells[column] ?? ''];
              }),
            spreadColumn,
          ),
      );
    const expected = Object.fromEntries(ASINS.map((asin) => [asin, spreadOf(latest.get(asin)?.values() ?? [])?.spread ?? '—']));
    await expect.poll(shownSpreads, { timeout: 20_000 }).toEqual(expected);

    // Main's typed export of the view holds the same spreads, as numbers.
    await page.getByRole('group', { name: 'Export the regional prices' }).getByRole('button', { name: 'Export XLSX' }).click();
    const path = await exportedPath(page, 'the regional prices');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    rmSync(path, { force: true });
    const sheet = workbook.worksheets[0];
    const headers = (sheet?.getRow(1).values ?? []) as unknown[];
    const exported: Record<string, unknown> = {};
    sheet?.eachRow((row, n) => {
      if (n > 1) exported[String(row.getCell(1).value)] = row.getCell(headers.indexOf('spread')).value;
    });
    expect(exported).toEqual(Object.fromEntries(Object.entries(expected).map(([asin, spread]) => [asin, spread === '—' ? null : Number(spread)])));

    // The rule: told in the run a product's spread first reaches 3 %, over the regions that run priced.
    const wide = (records: readonly ResultRecord[]) =>
      new Set([...pricesOf(records)].filter(([, prices]) => (spreadOf(prices.values())?.pct ?? 0) >= SPREAD_PCT).map(([asin]) => asin));
    const [wideFirst, wideSecond] = [wide(first ?? []), wide(second ?? [])];
    const toldExpected = [
      ...[...wideFirst].map((asin) => `${runIds[0]} ${asin}`),
      ...[...wideSecond].filter((asin) => !wideFirst.has(asin)).map((asin) => `${runIds[1]} ${asin}`),
    ].sort();
    expect(toldExpected.length).toBeGreaterThan(0);
    const told = await bridge<{ matches: { runId: number; code: string; regions: string | null }[] }>(request, desk, 'inbox.list', {
      collectionId,
      rule: 'regionalSpread',
    });
    expect(told.matches.map((m) => `${m.runId} ${m.code}`).sort()).toEqual(toldExpected);
    for (const match of told.matches) expect(match.regions).toMatch(/^cheapest \d{4} · dearest \d{4}$/);
  });
});
