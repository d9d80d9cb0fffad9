import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { collectionRecord as collection, collectionService } from '../../testing/collection-service.ts';
import { textOf } from '../../testing/text-of.ts';

test('one collection is deleted after a confirmation; the type filter narrows the list; schedules read in words', async () => {
  const p = 'Single';
  await renderDesk(
    '#/collections',
    collectionService([
      collection(1, `${p} 001`),
      collection(2, `${p} 002`),
      collection(3, `${p} Daily 0`, { request_type: 'partsstore', schedule: 'Daily', schedule_time: { hours: ['06.00', '18.00'] }, priority: 'High' }),
      collection(4, `${p} Weekly 1`, {
        request_type: 'officestore',
        schedule: 'Weekly',
        schedule_time: { days_of_week: ['monday', 'friday'], hours: ['09.00'] },
      }),
      collection(5, `${p} Every X Minutes 2`, { schedule: 'Every X Minutes', schedule_time: { minutes_frequency: '30' }, fetch_mode: 'availability_only' }),
      collection(6, `${p} Monthly 3`, { request_type: 'partsstore', schedule: 'Monthly', schedule_time: { hours: ['02.00'] } }),
      collection(7, 'Another team’s list'),
    ]).answers,
  );
  await page.getByRole('searchbox', { name: 'Search collections' }).fill(p);
  await expect.element(page.getByText('6 matching collections')).toBeVisible();
  await expect.poll(() => textOf(page.getByRole('row', { name: /Single Weekly/ }))).toMatch(/Weekly · Mon, Fri · 09:00/);
  await page.getByRole('combobox', { name: 'Type' }).selectOptions('Parts store');
  await expect.element(page.getByText('2 matching collections')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOptions('Marketplace');
  await expect.element(page.getByText('3 matching collections')).toBeVisible();
  await page.getByRole('button', { name: `Delete ${p} 001` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${p} 001”?` });
  await expect.element(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await expect.element(confirm).not.toBeInTheDocument();
  expect(fakeDesk.inputsOf('collections.delete')).toEqual([{ collection_id: 1 }]);
  await expect.element(page.getByText('2 matching collections')).toBeVisible();
  await expect.element(page.getByRole('row', { name: /Single 002/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOptions('Any type');
  await expect.element(page.getByText('5 matching collections')).toBeVisible();
  await expectAccessible();
});

test('File → New collection (app.open) lands on Collections with the create form open, once', async () => {
  const { answers } = collectionService();
  const first = await renderDesk('#/collections?new=1', answers);
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await expect.element(dialog).toBeVisible();
  await expect.poll(() => window.location.hash).toBe('#/collections');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  await first.unmount();
  await renderDesk(window.location.hash, answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect.element(page.getByRole('dialog', { name: 'New collection' })).not.toBeInTheDocument();
});

test('a collection is created with in-place checks, edited (schedule hours in UTC+10), found by name and opened by a row click', async () => {
  const service = collectionService([collection(1, 'Gone meanwhile')]);
  await renderDesk('#/collections', service.answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();

  await page.getByRole('button', { name: 'New collection' }).first().click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  const nameBox = form.getByRole('textbox', { name: 'Name' });
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect.element(nameBox).toHaveAttribute('aria-invalid', 'true');
  await expect.element(form.getByText(/^Enter a name for the collection\./)).toBeVisible();
  await expect.element(nameBox).toHaveFocus();

  const name = 'Pantry';
  await nameBox.fill(name);
  await form.getByRole('combobox', { name: 'Type' }).selectOptions('Parts store');
  await form.getByRole('combobox', { name: 'Priority' }).selectOptions('High');
  await form.getByRole('combobox', { name: 'Schedule' }).selectOptions('Every X Minutes');
  const minutes = form.getByRole('spinbutton', { name: 'Minutes between runs' });
  await minutes.fill('90');
  const email = form.getByRole('textbox', { name: 'Notification e-mail' });
  await email.fill('not-an-email');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect.element(minutes).toHaveAttribute('aria-invalid', 'true');
  await expect.element(form.getByText(/^Enter a whole number of minutes from 1 to 60\./)).toBeVisible();
  await expect.element(form.getByText(/^Enter a valid e-mail address, like name@example\.com\./)).toBeVisible();
  expect(fakeDesk.inputsOf('collections.add')).toEqual([]);
  await expectAccessible();

  // Closing keeps the draft.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'New collection' }).first().click();
  await expect.element(nameBox).toHaveValue(name);
  await minutes.fill('15');
  await email.fill('ops@example.com');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect.element(form).not.toBeInTheDocument();
  expect(fakeDesk.inputsOf('collections.add')).toEqual([
    expect.objectContaining({ name, request_type: 'partsstore', priority: 'High', schedule: 'Every X Minutes', schedule_time: { minutes_frequency: '15' } }),
  ]);

  const row = page.getByRole('row').filter({ hasText: 'Pantry' });
  await expect.poll(() => textOf(row)).toMatch(/Parts store/);
  for (const shown of [/Draft/, /Pending/, /High/, /Every 15 min/]) await expect.poll(() => textOf(row)).toMatch(shown);

  // Edit: the type is fixed; Weekly needs a day; hours are stated in UTC+10.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit collection “${name}”` });
  await expect.element(edit.getByRole('combobox', { name: 'Type' })).toBeDisabled();
  await expect.element(edit.getByText(/^The type cannot be changed after creation\./)).toBeVisible();
  await edit.getByRole('combobox', { name: 'Schedule' }).selectOptions('Weekly');
  await expect.element(edit.getByRole('group', { name: 'Hours (UTC+10)' })).toBeVisible();
  await expect.element(edit.getByText(/Hours are in UTC\+10/)).toBeVisible();
  await edit.getByRole('button', { name: 'Save collection' }).click();
  await expect.element(edit.getByText(/^Choose at least one day of the week\./)).toBeVisible();
  await edit.getByRole('checkbox', { name: 'Monday' }).click();
  await edit.getByRole('checkbox', { name: 'Thursday' }).click();
  await edit.getByRole('checkbox', { name: '09:00' }).click();
  await edit.getByRole('checkbox', { name: '17:00' }).click();
  await expect.element(edit.getByText(/^2 of 24 hours: 09:00, 17:00 UTC\+10\b/)).toBeVisible();
  await expectAccessible();
  await edit.getByRole('button', { name: 'Save collection' }).click();
  await expect.element(edit).not.toBeInTheDocument();
  await expect.poll(() => textOf(row)).toMatch(/Weekly · Mon, Thu · 09:00, 17:00/);

  // The service's own message in place: save a collection that was deleted meanwhile; the change is kept.
  service.deleteElsewhere(1);
  await page.getByRole('button', { name: 'Edit Gone meanwhile' }).click();
  const goneEdit = page.getByRole('dialog', { name: 'Edit collection “Gone meanwhile”' });
  await goneEdit.getByRole('combobox', { name: 'Priority' }).selectOptions('Low');
  await goneEdit.getByRole('button', { name: 'Save collection' }).click();
  await expect.poll(() => textOf(goneEdit.getByRole('alert'))).toMatch(/Collection not found\./);
  await expect.element(goneEdit.getByRole('combobox', { name: 'Priority' })).toHaveValue('Low');
  await goneEdit.getByRole('button', { name: 'Cancel' }).click();

  // Search by name, "/" focuses it, then a row click opens the collection.
  const search = page.getByRole('searchbox', { name: 'Search collections' });
  await page.getByRole('heading', { level: 1 }).click();
  await userEvent.keyboard('/');
  await expect.element(search).toHaveFocus();
  await search.fill(name);
  await expect.element(page.getByText('1 matching collection')).toBeVisible();
  await expect.element(row).toBeVisible();
  await expectAccessible();
  await row.getByRole('gridcell', { name: 'Parts store' }).click();
  await expect.poll(() => window.location.hash).toMatch(/^#\/collections\/2$/);
});
