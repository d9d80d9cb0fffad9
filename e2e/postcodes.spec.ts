import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';

/** A random letter A–Z. */
const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
/** A random digit. */
const digit = () => String(Math.floor(Math.random() * 10));
/** A unique-enough UK postcode ("QX47 3ZT" shape) per test. */
const ukPostcode = () => `${letter()}${letter()}${digit()}${digit()} ${digit()}${letter()}${letter()}`;
/** A unique-enough German postcode (5 digits). */
const dePostcode = () => Array.from({ length: 5 }, digit).join('');

/** Calls a bridge method of the worker's desk directly (for seeding), as the page would. */
async function bridge(page: Page, desk: DeskApp, method: string, input: unknown): Promise<unknown> {
  const url = new URL(desk.url);
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await page.request.post(`${url.origin}/bridge/${method}`, { headers: { authorization: `Bearer ${token}` }, data: input });
  const result = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  if (!result.ok) throw new Error(`${method}: ${result.error?.message}`);
  return result.value;
}

/**
 * Records every status the row of `code` shows, in order, from now on (a DOM observer, so even a
 * state that lasts one frame is seen): proof of in progress → active without a reload.
 */
async function recordStatuses(page: Page, code: string): Promise<void> {
  await page.evaluate((value) => {
    const w = window as unknown as { __statuses?: Record<string, string[]> };
    const seen: string[] = [];
    w.__statuses = { ...w.__statuses, [value]: seen };
    const read = () => {
      for (const row of document.querySelectorAll('[role="grid"] [role="row"]')) {
        const cells = row.querySelectorAll('[role="gridcell"]');
        if (cells[0]?.textContent?.trim() !== value) continue;
        const status = cells[3]?.textContent?.trim(); // Postcode, Domain, Country, Status, …
        if (status && seen[seen.length - 1] !== status) seen.push(status);
      }
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    read();
  }, code);
}

/** The statuses recorded for `code` so far. */
function recordedStatuses(page: Page, code: string): Promise<string[]> {
  return page.evaluate((value) => (window as unknown as { __statuses?: Record<string, string[]> }).__statuses?.[value] ?? [], code);
}

test('adding a postcode: a bad format is refused before sending, a duplicate shows the service’s 409, and it turns active without a reload', async ({
  openDesk,
}) => {
  const page = await openDesk('#/postcodes');
  await expect(page.getByRole('heading', { level: 1, name: 'Postcodes' })).toBeVisible();
  let creates = 0;
  page.on('request', (request) => {
    if (request.url().includes('/bridge/zipcodes.create')) creates += 1;
  });

  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add postcode' });
  await dialog.getByLabel('Domain').selectOption({ label: 'marketplace.co.uk · GB' });
  await expect(dialog.getByText('GB · postcodes look like SW1A 1AA.')).toBeVisible();
  const postcode = dialog.getByRole('textbox', { name: 'Postcode' });
  await postcode.fill('12345');
  await dialog.getByRole('button', { name: 'Add postcode' }).click();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('A marketplace.co.uk postcode looks like SW1A 1AA.')).toBeVisible();
  await expect(postcode).toBeFocused();
  expect(creates).toBe(0);
  await expectAccessible(page);
  await saveScreen(page, 'postcodes-create-invalid');

  const code = ukPostcode();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await postcode.fill(code);
  await recordStatuses(page, code);
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Add postcode' }).click();
  await expect(dialog).toBeHidden();
  expect(creates).toBe(1);

  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('marketplace.co.uk');
  await expect(row).toContainText('GB');
  await expect(row.getByText('Active')).toBeVisible();
  expect(await recordedStatuses(page, code)).toEqual(['In progress', 'Active']);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The same postcode again: the service's own 409 message, in place, with the draft kept.
  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  await expect(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
  await dialog.getByLabel('Domain').selectOption({ label: 'marketplace.co.uk · GB' });
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill(code);
  await dialog.getByRole('button', { name: 'Add postcode' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Zipcode already exists for this domain.');
  await expect(dialog.getByRole('alert')).toContainText('It already exists');
  await expect(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue(code);
  expect(creates).toBe(2);
  await saveScreen(page, 'postcodes-create-duplicate');

  // Closing keeps the draft; "Clear form" empties it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  await expect(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Clear form' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

/** Seeds postcodes through the bridge, then opens the screen and waits until they are all active. */
async function seedAndOpen(page: Page, desk: DeskApp, openDesk: (route?: string) => Promise<Page>, seeds: { domain: number; zipcode: string }[]) {
  await page.goto('about:blank');
  for (const seed of seeds) await bridge(page, desk, 'zipcodes.create', seed);
  await openDesk('#/postcodes');
  for (const seed of seeds) await expect(page.getByRole('row', { name: new RegExp(`\\b${seed.zipcode}\\b`) }).getByText('Active')).toBeVisible();
}

test('postcodes filter by status and domain, and search on the server ("/" focuses the search)', async ({ openDesk, desk, page }) => {
  const de = dePostcode();
  const uk = ukPostcode();
  await seedAndOpen(page, desk, openDesk, [
    { domain: 4, zipcode: de },
    { domain: 3, zipcode: uk },
  ]);
  const deRow = page.getByRole('row', { name: new RegExp(`\\b${de}\\b`) });
  const ukRow = page.getByRole('row', { name: new RegExp(uk) });

  // Domain and status filters (server-side).
  await page.getByRole('combobox', { name: 'Domain' }).selectOption({ label: 'marketplace.de · DE' });
  await expect(ukRow).toBeHidden();
  await expect(deRow).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
  await expect(deRow).toBeHidden();
  await expect(page.getByText('No postcodes match')).toBeVisible();
  await saveScreen(page, 'postcodes-no-match');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
  await expect(deRow).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(ukRow).toBeVisible();

  // "/" focuses the search; the server search narrows to the one postcode.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search postcodes' });
  await expect(search).toBeFocused();
  const searched = page.waitForRequest((request) => request.url().includes('/bridge/zipcodes.search'));
  await search.fill(uk.slice(0, 4));
  await searched;
  await expect(deRow).toBeHidden();
  await expect(ukRow).toBeVisible();
  await expect(page.getByText(/1 matching postcode/)).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'postcodes-search');
  await search.press('Escape');
  await expect(deRow).toBeVisible();
});

test('editing a postcode warns that cookies are regenerated and goes back through in progress to active', async ({ openDesk, desk, page }) => {
  const de = dePostcode();
  await seedAndOpen(page, desk, openDesk, [{ domain: 4, zipcode: de }]);
  const deRow = page.getByRole('row', { name: new RegExp(`\\b${de}\\b`) });

  await page.getByRole('button', { name: `Edit ${de} (marketplace.de)` }).click();
  const edit = page.getByRole('dialog', { name: `Edit postcode ${de}` });
  await expect(edit.getByText(/regenerates its cookies/)).toBeVisible();
  let next = dePostcode();
  while (next === de) next = dePostcode();
  await edit.getByRole('textbox', { name: 'Postcode' }).fill('ABC');
  await edit.getByRole('button', { name: 'Save postcode' }).click();
  await expect(edit.getByText('A marketplace.de postcode looks like 10115.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Postcode' }).fill(next);
  await recordStatuses(page, next);
  await expectAccessible(page);
  await saveScreen(page, 'postcodes-edit');
  await edit.getByRole('button', { name: 'Save postcode' }).click();
  await expect(edit).toBeHidden();
  const nextRow = page.getByRole('row', { name: new RegExp(`\\b${next}\\b`) });
  await expect(nextRow.getByText('Active')).toBeVisible();
  expect(await recordedStatuses(page, next)).toEqual(['In progress', 'Active']);
  await expect(deRow).toBeHidden();
});

test('deleting a postcode warns that items keep a broken postcode', async ({ openDesk, desk, page }) => {
  const uk = ukPostcode();
  await seedAndOpen(page, desk, openDesk, [{ domain: 3, zipcode: uk }]);
  const ukRow = page.getByRole('row', { name: new RegExp(uk) });

  await page.getByRole('button', { name: `Delete ${uk} (marketplace.co.uk)` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete postcode ${uk}?` });
  await expect(confirm.getByText(/keep a broken postcode/)).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'postcodes-delete');
  await confirm.getByRole('button', { name: 'Delete postcode' }).click();
  await expect(confirm).toBeHidden();
  await expect(ukRow).toBeHidden();
  await expectAccessible(page);
  await saveScreen(page, 'postcodes');
});

test('a postcode notification opens the screen with that postcode named and its row marked', async ({ openDesk, desk, page }) => {
  await page.goto('about:blank');
  const code = ukPostcode();
  const created = (await bridge(page, desk, 'zipcodes.create', { domain: 3, zipcode: code })) as { id: number };
  // Where clicking the "postcode active" notification leads (renderer/app/open-target.ts).
  await openDesk(`#/postcodes?postcode=${created.id}`);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row).toHaveClass(/pc-row--target/);
  const named = page.getByRole('status').filter({ hasText: 'Opened from a notification' });
  await expect(named).toContainText(`${code} · marketplace.co.uk`);
  await expect(named).toContainText('Active');
  await expectAccessible(page);

  await named.getByRole('link', { name: 'Unmark' }).click();
  await expect(named).toHaveCount(0);
  await expect(row).not.toHaveClass(/pc-row--target/);
});
