import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';

/** A short random suffix that keeps names unique between tests sharing a desk. */
const suffix = () => Math.random().toString(36).slice(2, 8);

/** Calls a bridge method of the worker's desk directly (for seeding), as the page would. */
async function bridge<T>(page: Page, desk: DeskApp, method: string, input: unknown): Promise<T> {
  const url = new URL(desk.url);
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await page.request.post(`${url.origin}/bridge/${method}`, { headers: { authorization: `Bearer ${token}` }, data: input });
  const result = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!result.ok) throw new Error(`${method}: ${result.error?.message}`);
  return result.value as T;
}

/** Creates collections named `<prefix> 001`… through the bridge, twenty at a time. */
async function seedCollections(page: Page, desk: DeskApp, prefix: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, i) =>
      bridge<{ id: number }>(page, desk, 'collections.add', {
        name: `${prefix} ${String(start + i + 1).padStart(3, '0')}`,
        request_type: 'marketplace',
        schedule: 'Manual',
        priority: 'Normal',
        notification_email: 'e2e@example.com',
      }),
    );
    for (const created of await Promise.all(batch)) ids.push(created.id);
  }
  return ids;
}

test('several collections are deleted in batches of 50, one after another, with progress, a stop between batches and the rest after', async ({
  openDesk,
  desk,
  page,
}) => {
  test.slow();
  const prefix = `E2E batch ${suffix()}`;
  await page.goto('about:blank');
  await seedCollections(page, desk, prefix, 105);
  await openDesk('#/collections');
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('200');
  await page.getByRole('searchbox', { name: 'Search collections' }).fill(prefix);
  await expect(page.getByText('105 matching collections')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Collections' });
  await expect(grid.getByRole('row', { name: new RegExp(`${prefix} 105`) })).toBeVisible();

  // Checkbox, then Shift-click for a range; the header box selects the page.
  const selectCell = (n: number) =>
    grid
      .getByRole('row', { name: new RegExp(`${prefix} ${String(n).padStart(3, '0')}`) })
      .getByRole('gridcell')
      .first();
  await selectCell(105).click();
  await selectCell(101).click({ modifiers: ['Shift'] });
  await expect(page.getByText('5 collections selected')).toBeVisible();
  await expect(page).toHaveURL(/#\/collections$/);
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await grid.getByRole('checkbox', { name: 'Select all 105 rows' }).check();
  await expect(page.getByText('105 collections selected')).toBeVisible();
  await saveScreen(page, 'collections-selected');

  // Batches go one at a time: the second is held until Stop is pressed.
  const sent: number[] = [];
  let inFlight = 0;
  let most = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/bridge/collections.deleteMultiple', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { schedule_ids: number[] };
    sent.push(body.schedule_ids.length);
    inFlight += 1;
    most = Math.max(most, inFlight);
    if (sent.length === 2) await held;
    await route.continue();
  });
  page.on('requestfinished', (request: Request) => {
    if (request.url().includes('/bridge/collections.deleteMultiple')) inFlight -= 1;
  });

  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 105 collections?' });
  await expect(dialog.getByText(/deleted 50 at a time/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete 105 collections' }).click();
  const progress = page.getByRole('dialog', { name: 'Deleting collections…' });
  await expect(progress.getByText('Deleted 50 of 105')).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Collections deleted' })).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'collections-batch-progress');
  await progress.getByRole('button', { name: 'Stop after this batch' }).click();
  await expect(progress.getByRole('button', { name: 'Stopping after this batch…' })).toBeDisabled();
  release();

  const stopped = page.getByRole('dialog', { name: 'Deleting stopped' });
  await expect(stopped.getByText('Deleted 100 of 105')).toBeVisible();
  await expect(stopped.getByText('The 5 collections not deleted stay selected.')).toBeVisible();
  await saveScreen(page, 'collections-batch-stopped');
  await stopped.getByRole('button', { name: 'Delete the other 5…' }).click();
  await page.getByRole('dialog', { name: 'Delete 5 collections?' }).getByRole('button', { name: 'Delete 5 collections' }).click();
  const done = page.getByRole('dialog', { name: 'Collections deleted' });
  await expect(done.getByText('Deleted 5 of 5')).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();
  await expect(page.getByText('No collections match')).toBeVisible();
  await expect(page.getByText(/collections selected/)).toBeHidden();
  expect(sent).toEqual([50, 50, 5]);
  expect(most).toBe(1);
});
