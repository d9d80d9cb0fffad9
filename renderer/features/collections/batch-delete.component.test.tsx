import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { collectionRecord, collectionService } from '../../testing/collection-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

const name = (n: number) => `Batch ${String(n).padStart(3, '0')}`;

test('several collections are deleted in batches of 50, one after another, with progress, a stop between batches and the rest after', async () => {
  const service = collectionService(Array.from({ length: 105 }, (_, i) => collectionRecord(i + 1, name(i + 1))));
  const deleteMultiple = service.answers['collections.deleteMultiple'];
  if (typeof deleteMultiple !== 'function') throw new Error('the collection service answers deleteMultiple');
  // Batches go one at a time: the second is held until Stop is pressed.
  const sent: number[] = [];
  let inFlight = 0;
  let most = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await renderDesk('#/collections', {
    ...service.answers,
    'collections.deleteMultiple': async (input) => {
      sent.push(input.schedule_ids.length);
      inFlight += 1;
      most = Math.max(most, inFlight);
      if (sent.length === 2) await held;
      inFlight -= 1;
      return deleteMultiple(input);
    },
  });
  await page.getByRole('combobox', { name: 'Per page' }).selectOptions('200');
  await page.getByRole('searchbox', { name: 'Search collections' }).fill('Batch');
  await expect.element(page.getByText(/105 matching collections/)).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Collections' });
  const selectCell = (n: number) =>
    grid
      .getByRole('row')
      .filter({ hasText: name(n) })
      .getByRole('gridcell')
      .first();
  await expect.element(selectCell(105)).toBeVisible();

  // Checkbox, then Shift-click for a range; the header box selects the page.
  await selectCell(105).click();
  await userEvent.keyboard('{Shift>}');
  await selectCell(101).click();
  await userEvent.keyboard('{/Shift}');
  await expect.element(page.getByText(/^5 collections selected/)).toBeVisible();
  expect(window.location.hash).toBe('#/collections');
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await grid.getByRole('checkbox', { name: 'Select all 105 rows' }).click();
  await expect.element(page.getByText(/105 collections selected/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 105 collections?' });
  await expect.element(dialog.getByText(/deleted 50 at a time/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete 105 collections' }).click();
  const progress = page.getByRole('dialog', { name: 'Deleting collections…' });
  await expect.element(progress.getByText(/Deleted 50 of 105/)).toBeVisible();
  await expect.element(progress.getByRole('progressbar', { name: 'Collections deleted' })).toBeVisible();
  await expectAccessible();
  await progress.getByRole('button', { name: 'Stop after this batch' }).click();
  await expect.element(progress.getByRole('button', { name: 'Stopping after this batch…' })).toBeDisabled();
  release();

  const stopped = page.getByRole('dialog', { name: 'Deleting stopped' });
  await expect.element(stopped.getByText(/Deleted 100 of 105/)).toBeVisible();
  await expect.element(stopped.getByText(/The 5 collections not deleted stay selected\./)).toBeVisible();
  await stopped.getByRole('button', { name: 'Delete the other 5…' }).click();
  await page.getByRole('dialog', { name: 'Delete 5 collections?' }).getByRole('button', { name: 'Delete 5 collections' }).click();
  const done = page.getByRole('dialog', { name: 'Collections deleted' });
  await expect.element(done.getByText(/Deleted 5 of 5/)).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect.element(done).not.toBeInTheDocument();
  await expect.element(page.getByText(/No collections match/)).toBeVisible();
  await expect.element(page.getByText(/collections selected/)).not.toBeInTheDocument();
  expect(sent).toEqual([50, 50, 5]);
  expect(most).toBe(1);
  expect(fakeDesk.inputsOf('collections.deleteMultiple').flatMap((i) => i.schedule_ids)).toHaveLength(105);
});
