import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { csvFile, dragFileOver, stat } from '../../testing/import-page.ts';
import { importService } from '../../testing/import-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

test('"Import CSV…" on a collection page opens the chosen file on the Import screen with the collection confirmed', async () => {
  const service = importService();
  await renderDesk('#/collections/1', service.answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Imported ASINs' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Import CSV…' })).toBeVisible();

  await userEvent.upload(page.getByLabelText('Choose a CSV file to import'), await csvFile('marketplace-good.csv'));
  await expect.element(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  expect(window.location.hash).toBe('#/import?collection=1');
  // Read and checked at once, against the collection chosen for the user.
  await expect.poll(() => stat('Ready to send')).toBe('10');
  await expect.element(page.getByText('Imported ASINs', { exact: true })).toBeVisible();
  // The collection is chosen in the picker, where the user can still change it.
  await page.getByRole('button', { name: 'New import' }).click();
  await expect.element(page.getByRole('combobox', { name: 'Collection' })).toHaveValue('1');
});

test('a CSV held over a collection page shows a veil naming the collection; dropped, it is read on the Import screen against that collection', async () => {
  await renderDesk('#/collections/1', importService().answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Imported ASINs' })).toBeVisible();

  const held = await dragFileOver('marketplace-good.csv');
  await expect.poll(() => document.querySelector('.csv-drop')?.textContent).toBe('Drop a CSV to import it into Imported ASINs');
  held.drop();
  await expect.poll(() => document.querySelector('.csv-drop')).toBeNull();
  await expect.element(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  expect(window.location.hash).toBe('#/import?collection=1');
  await expect.poll(() => stat('Ready to send')).toBe('10');
  await expect.poll(() => textOf(page.getByRole('tab', { name: /Invalid/ }))).toMatch(/0/);
  await expect.element(page.getByText('Imported ASINs', { exact: true })).toBeVisible();
});
