import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { textOf } from '../../testing/text-of.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

const UK = 3;
const DE = 4;

/** Every status the row of `code` shows from now on, in order (a DOM observer: a one-frame state is seen too). */
function recordStatuses(code: string): string[] {
  const seen: string[] = [];
  const read = () => {
    for (const row of document.querySelectorAll('[role="grid"] [role="row"]')) {
      const cells = row.querySelectorAll('[role="gridcell"]');
      if (cells[0]?.textContent?.trim() !== code) continue;
      const status = cells[3]?.textContent?.trim(); // Postcode, Domain, Country, Status, …
      if (status && seen[seen.length - 1] !== status) seen.push(status);
    }
  };
  new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  read();
  return seen;
}

const rowOf = (code: string) => page.getByRole('row', { name: new RegExp(`\\b${code}\\b`) });

test('adding a postcode: a bad format is refused before sending, it turns active without a reload, a duplicate shows the 409 in place, the draft is kept', async () => {
  const service = postcodeService();
  await renderDesk('#/postcodes', service.answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Postcodes' })).toBeVisible();

  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add postcode' });
  await dialog.getByRole('combobox', { name: /^Domain/ }).selectOptions('marketplace.co.uk · GB');
  await expect.element(dialog.getByText(/GB · postcodes look like SW1A 1AA\./)).toBeVisible();
  const postcode = dialog.getByRole('textbox', { name: 'Postcode' });
  await postcode.fill('12345');
  await dialog.getByRole('button', { name: 'Add postcode' }).click();
  await expect.element(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect.element(dialog.getByText(/A marketplace\.co\.uk postcode looks like SW1A 1AA\./)).toBeVisible();
  await expect.element(postcode).toHaveFocus();
  expect(fakeDesk.inputsOf('zipcodes.create')).toEqual([]);
  await expectAccessible();

  const code = 'QX47 3ZT';
  await postcode.fill(code);
  const statuses = recordStatuses(code);
  await expect.element(postcode).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Add postcode' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  expect(fakeDesk.inputsOf('zipcodes.create')).toEqual([{ domain: UK, zipcode: code }]);
  const row = rowOf(code);
  await expect.element(row.getByText(/In progress/)).toBeVisible();
  await expect.poll(() => textOf(row)).toMatch(/marketplace\.co\.uk/);
  await expect.poll(() => textOf(row)).toMatch(/GB/);
  service.finish(service.rows()[0]!.id);
  await expect.element(row.getByText(/Active/)).toBeVisible();
  expect(statuses).toEqual(['In progress', 'Active']);

  // The same postcode again: the service's own 409 message, in place, with the draft kept.
  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  await expect.element(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
  await dialog.getByRole('combobox', { name: /^Domain/ }).selectOptions('marketplace.co.uk · GB');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill(code);
  await dialog.getByRole('button', { name: 'Add postcode' }).click();
  await expect.poll(() => textOf(dialog.getByRole('alert'))).toMatch(/Zipcode already exists for this domain\./);
  await expect.poll(() => textOf(dialog.getByRole('alert'))).toMatch(/It already exists/);
  await expect.element(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue(code);
  expect(fakeDesk.inputsOf('zipcodes.create')).toHaveLength(2);

  // Closing keeps the draft; "Clear form" empties it; Escape closes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  await expect.element(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Clear form' }).click();
  await expect.element(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
});

test('postcodes filter by status and domain on the server, and "/" focuses the server search', async () => {
  const service = postcodeService([
    { domain: DE, zipcode: '10115' },
    { domain: UK, zipcode: 'SW1A 1AA' },
  ]);
  await renderDesk('#/postcodes', service.answers);
  const deRow = rowOf('10115');
  const ukRow = rowOf('SW1A 1AA');
  await expect.element(deRow.getByText(/Active/)).toBeVisible();
  await expect.element(ukRow.getByText(/Active/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Domain' }).selectOptions('marketplace.de · DE');
  await expect.element(ukRow).not.toBeInTheDocument();
  await expect.element(deRow).toBeVisible();
  expect(fakeDesk.inputsOf('zipcodes.list')).toContainEqual(expect.objectContaining({ domain: DE }));
  await page.getByRole('combobox', { name: 'Status' }).selectOptions('Failed');
  await expect.element(deRow).not.toBeInTheDocument();
  await expect.element(page.getByText(/No postcodes match/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOptions('Active');
  await expect.element(deRow).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect.element(ukRow).toBeVisible();

  await page.getByRole('heading', { level: 1 }).click();
  await userEvent.keyboard('/');
  const search = page.getByRole('searchbox', { name: 'Search postcodes' });
  await expect.element(search).toHaveFocus();
  await search.fill('SW1A');
  await expect.element(deRow).not.toBeInTheDocument();
  await expect.element(ukRow).toBeVisible();
  await expect.element(page.getByText(/1 matching postcode/)).toBeVisible();
  expect(fakeDesk.inputsOf('zipcodes.search')).toContainEqual({ search: 'SW1A' });
  await expectAccessible();
  await userEvent.keyboard('{Escape}');
  await expect.element(deRow).toBeVisible();
});

test('editing a postcode warns that cookies are regenerated, checks the format, and goes back through in progress to active', async () => {
  const service = postcodeService([{ domain: DE, zipcode: '10115' }]);
  await renderDesk('#/postcodes', service.answers);
  await expect.element(rowOf('10115').getByText(/Active/)).toBeVisible();

  await page.getByRole('button', { name: 'Edit 10115 (marketplace.de)' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit postcode 10115' });
  await expect.element(edit.getByText(/regenerates its cookies/)).toBeVisible();
  await edit.getByRole('textbox', { name: 'Postcode' }).fill('ABC');
  await edit.getByRole('button', { name: 'Save postcode' }).click();
  await expect.element(edit.getByText(/A marketplace\.de postcode looks like 10115\./)).toBeVisible();
  expect(fakeDesk.inputsOf('zipcodes.update')).toEqual([]);
  await edit.getByRole('textbox', { name: 'Postcode' }).fill('80331');
  const statuses = recordStatuses('80331');
  await expectAccessible();
  await edit.getByRole('button', { name: 'Save postcode' }).click();
  await expect.element(edit).not.toBeInTheDocument();
  await expect.element(rowOf('80331').getByText(/In progress/)).toBeVisible();
  service.finish(service.rows()[0]!.id);
  await expect.element(rowOf('80331').getByText(/Active/)).toBeVisible();
  expect(statuses).toEqual(['In progress', 'Active']);
  await expect.element(rowOf('10115')).not.toBeInTheDocument();
});

test('deleting a postcode warns that items keep a broken postcode, and the row goes', async () => {
  const service = postcodeService([{ domain: UK, zipcode: 'SW1A 1AA' }]);
  await renderDesk('#/postcodes', service.answers);
  await expect.element(rowOf('SW1A 1AA').getByText(/Active/)).toBeVisible();
  await page.getByRole('button', { name: 'Delete SW1A 1AA (marketplace.co.uk)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete postcode SW1A 1AA?' });
  await expect.element(confirm.getByText(/keep a broken postcode/)).toBeVisible();
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Delete postcode' }).click();
  await expect.element(confirm).not.toBeInTheDocument();
  await expect.element(rowOf('SW1A 1AA')).not.toBeInTheDocument();
  expect(fakeDesk.inputsOf('zipcodes.delete')).toEqual([{ zipcode_id: 1 }]);
  await expectAccessible();
});

test('a postcode notification opens the screen with that postcode named and its row marked, until unmarked', async () => {
  const service = postcodeService([{ domain: UK, zipcode: 'SW1A 1AA' }]);
  await renderDesk('#/postcodes?postcode=1', service.answers);
  const row = rowOf('SW1A 1AA');
  await expect.element(row.getByText(/Active/)).toBeVisible();
  await expect.element(row).toHaveClass(/pc-row--target/);
  const named = page.getByRole('status').filter({ hasText: 'Opened from a notification' });
  await expect.poll(() => textOf(named)).toMatch(/SW1A 1AA · marketplace\.co\.uk/);
  await expect.poll(() => textOf(named)).toMatch(/Active/);
  await expectAccessible();
  await named.getByRole('link', { name: 'Unmark' }).click();
  await expect.element(named).not.toBeInTheDocument();
  await expect.element(row).not.toHaveClass(/pc-row--target/);
});

test('the same postcode added for three domains gives three notices, each naming its domain', async () => {
  await renderDesk('#/postcodes', postcodeService().answers);
  const domains = ['marketplace.com.au', 'partsstore.com.au', 'officestore.com.au'];
  for (const domain of domains) {
    await page.getByRole('button', { name: 'Add postcode' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add postcode' });
    await dialog.getByRole('combobox', { name: /^Domain/ }).selectOptions(`${domain} · AU`);
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('2000');
    await dialog.getByRole('button', { name: 'Add postcode' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  }
  const notices = page.getByRole('status', { name: 'Notifications' });
  for (const domain of domains) await expect.element(notices.getByText(`Postcode 2000 added for ${domain}`)).toBeVisible();
});
