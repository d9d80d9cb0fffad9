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

test('a collection is created with in-place checks, edited (schedule hours in UTC+10), found by name and opened by a row click', async ({
  openDesk,
  desk,
  page,
}) => {
  const name = `E2E pantry ${suffix()}`;
  await openDesk('#/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  let adds = 0;
  page.on('request', (request) => {
    if (request.url().includes('/bridge/collections.add')) adds += 1;
  });

  await page.getByRole('button', { name: 'New collection' }).first().click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  const nameBox = form.getByRole('textbox', { name: 'Name' });
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(nameBox).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter a name for the collection.')).toBeVisible();
  await expect(nameBox).toBeFocused();

  await nameBox.fill(name);
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Parts store' });
  await form.getByRole('combobox', { name: 'Priority' }).selectOption('High');
  await form.getByRole('combobox', { name: 'Schedule' }).selectOption('Every X Minutes');
  const minutes = form.getByRole('spinbutton', { name: 'Minutes between runs' });
  await minutes.fill('90');
  const email = form.getByRole('textbox', { name: 'Notification e-mail' });
  await email.fill('not-an-email');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(minutes).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter a whole number of minutes from 1 to 60.')).toBeVisible();
  await expect(form.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  expect(adds).toBe(0);
  await expectAccessible(page);
  await saveScreen(page, 'collections-create-invalid');

  // Closing keeps the draft.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'New collection' }).first().click();
  await expect(nameBox).toHaveValue(name);
  await minutes.fill('15');
  await email.fill('ops@example.com');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(form).toBeHidden();
  expect(adds).toBe(1);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Parts store');
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('High');
  await expect(row).toContainText('Every 15 min');

  // Edit: the type is fixed; Weekly needs a day; hours are stated in UTC+10.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit collection “${name}”` });
  await expect(edit.getByRole('combobox', { name: 'Type' })).toBeDisabled();
  await expect(edit.getByText('The type cannot be changed after creation.')).toBeVisible();
  await edit.getByRole('combobox', { name: 'Schedule' }).selectOption('Weekly');
  await expect(edit.getByRole('group', { name: 'Hours (UTC+10)' })).toBeVisible();
  await expect(edit.getByText(/Hours are in UTC\+10/)).toBeVisible();
  await edit.getByRole('button', { name: 'Save collection' }).click();
  await expect(edit.getByText('Choose at least one day of the week.')).toBeVisible();
  await edit.getByRole('checkbox', { name: 'Monday' }).check();
  await edit.getByRole('checkbox', { name: 'Thursday' }).check();
  await edit.getByRole('checkbox', { name: '09:00' }).check();
  await edit.getByRole('checkbox', { name: '17:00' }).check();
  await expect(edit.getByText('2 of 24 hours: 09:00, 17:00 UTC+10.')).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'collections-edit');
  await edit.getByRole('button', { name: 'Save collection' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Weekly · Mon, Thu · 09:00, 17:00');

  // The service's own message in place: save a collection that was deleted meanwhile.
  const gone = await bridge<{ id: number; name: string }>(page, desk, 'collections.add', {
    name: `E2E gone ${suffix()}`,
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'e2e@example.com',
  });
  await page.getByRole('searchbox', { name: 'Search collections' }).fill(gone.name);
  await page.getByRole('button', { name: `Edit ${gone.name}` }).click();
  const goneEdit = page.getByRole('dialog', { name: `Edit collection “${gone.name}”` });
  await bridge(page, desk, 'collections.delete', { collection_id: gone.id });
  await goneEdit.getByRole('combobox', { name: 'Priority' }).selectOption('Low');
  await goneEdit.getByRole('button', { name: 'Save collection' }).click();
  await expect(goneEdit.getByRole('alert')).toContainText('Collection not found.');
  await expect(goneEdit.getByRole('combobox', { name: 'Priority' })).toHaveValue('Low');
  await goneEdit.getByRole('button', { name: 'Cancel' }).click();

  // Search by name (over every collection of the local copy), then a row click opens the collection.
  const search = page.getByRole('searchbox', { name: 'Search collections' });
  await search.fill('');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await search.fill(name);
  await expect(page.getByText('1 matching collection')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'collections-search');
  await row.getByRole('gridcell', { name: 'Parts store' }).click();
  await expect(page).toHaveURL(/#\/collections\/\d+$/);
});

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
