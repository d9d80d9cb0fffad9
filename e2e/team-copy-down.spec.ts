import type { APIRequestContext, Page } from '@playwright/test';
import { bridge } from './support/bridge.ts';
import { expect, startDeskApp, test, type DeskApp } from './support/desk-app.ts';
import { sharedShelf, startOwnSandbox, type OwnSandbox } from './support/own-sandbox.ts';
import { startTeamCopyServer, type TeamCopyServer } from './support/team-copy-server.ts';

// Two desks on one team copy and one service (a sandbox of the test's own), at the engine's default cadence:
// with PostgreSQL stopped, a run made at one desk shows on the other desk's open Results from the service;
// with PostgreSQL back, both say "Up to date". Two outages in a row: the second proves the way back leaves
// nothing behind that stops the next.

let server: TeamCopyServer;
let own: OwnSandbox;
let second: (DeskApp & { stop(): Promise<void> }) | null = null;
const profiles = new Map<DeskApp, string>();

/** Adds the service's profile to a desk and keeps its copy in the team copy (the desk role the setup made). */
async function joinTeamCopy(request: APIRequestContext, desk: DeskApp): Promise<void> {
  const profileId = (await bridge<{ id: string }>(request, desk, 'profiles.add', { name: 'Team', baseUrl: own.baseUrl, auth: 'apiKey', apiKey: own.apiKey }))
    .id;
  profiles.set(desk, profileId);
  await bridge(request, desk, 'profiles.switch', { id: profileId });
  await bridge(request, desk, 'copyStore.usePostgres', { profileId, settings: server.settings });
}

/** The desk's one freshness line. */
const freshness = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Opens a desk's page on a collection's Results tab. */
async function openResults(page: Page, desk: DeskApp, collectionId: number): Promise<void> {
  await page.goto(desk.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${collectionId}?tab=results`);
}

test.describe('two desks on one team copy while PostgreSQL is down', () => {
  test.beforeAll(async () => {
    server = await startTeamCopyServer();
  });
  test.afterAll(async () => {
    await server?.cluster.stop();
  });
  test.afterEach(async ({ desk, request }) => {
    await bridge(request, desk, 'profiles.switch', { id: 'sandbox' }).catch(() => undefined);
    await bridge(request, desk, 'profiles.remove', { id: profiles.get(desk) ?? '' }).catch(() => undefined);
    await second?.stop();
    await own?.dispose();
  });

  test('a run made at one desk shows on the other’s open Results from the service; both are up to date once it is back, twice', async ({
    desk,
    request,
    browser,
    page,
  }) => {
    test.setTimeout(200_000);
    own = await startOwnSandbox();
    second = await startDeskApp();
    const collectionId = await sharedShelf(own, ['B0DOWN0001', 'B0DOWN0002']);
    await joinTeamCopy(request, desk);
    await joinTeamCopy(request, second);

    const first = page;
    const other = await (await browser.newContext()).newPage();
    await openResults(first, desk, collectionId);
    await openResults(other, second, collectionId);
    await expect(freshness(first, 'Up to date')).toBeVisible({ timeout: 30_000 });
    await expect(freshness(other, 'Up to date')).toBeVisible({ timeout: 30_000 });

    for (let outage = 1; outage <= 2; outage += 1) {
      await test.step(`outage ${outage}`, async () => {
        await server.cluster.halt();
        for (const shown of [first, other]) {
          await expect(freshness(shown, 'Team copy cannot be reached: showing the service live')).toBeVisible({ timeout: 20_000 });
        }
        const { runner_id: runId } = await bridge<{ runner_id: number }>(request, desk, 'runs.run', { collection_id: collectionId });
        // Desk 2 learns of the run from the service, on its own cadence: no reload, no tab switch.
        await expect(other.getByRole('heading', { name: `Run #${runId}` })).toBeVisible({ timeout: 20_000 });
        await expect(other.getByText(`of ${outage} runs`)).toBeVisible();

        await server.cluster.resume();
        for (const shown of [first, other]) await expect(freshness(shown, 'Up to date')).toBeVisible({ timeout: 30_000 });
        await expect(first.getByRole('heading', { name: `Run #${runId}` })).toBeVisible();
      });
    }
  });
});
