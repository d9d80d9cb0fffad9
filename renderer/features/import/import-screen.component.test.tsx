import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { dropFile, gridRow, stat } from '../../testing/import-files.ts';
import { importService } from '../../testing/import-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const finished = () => page.getByRole('status').filter({ hasText: 'Upload finished' });
const fact = (text: string) => page.getByRole('definition').filter({ hasText: new RegExp(`^${text}$`) });

/** The Import screen with the marketplace collection 1 chosen, as the user picks it. */
async function openImport(service = importService()) {
  await renderDesk('#/import', service.answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Item type' }).selectOptions('marketplace');
  await page.getByRole('combobox', { name: 'Collection' }).selectOptions('1');
  return service;
}

test('a good file dropped on the screen: all rows ready, uploaded and added', async () => {
  const service = await openImport();
  await expect.element(page.getByRole('region', { name: 'CSV file' })).toBeVisible();
  await expectAccessible();

  await dropFile('marketplace-good.csv');
  await expect.poll(() => stat('Ready to send')).toBe('10');
  await expect.element(fact('UTF-8')).toBeVisible();
  await expect.element(fact('Comma')).toBeVisible();
  await expect.poll(() => textOf(page.getByRole('tab', { name: /Invalid/ }))).toMatch(/0/);

  await page.getByRole('button', { name: 'Upload 10 rows' }).click();
  await expect.poll(() => textOf(finished())).toMatch(/10 rows added, 0 rejected/);
  await expect.poll(() => stat('Added')).toBe('10');
  await expect.element(page.getByText('This import is finished.')).toBeVisible();
  await expectAccessible();
  expect(service.itemsOf(1)).toHaveLength(10);
  expect(fakeDesk.inputsOf('items.uploadBulk')).toEqual([expect.objectContaining({ type: 'marketplace', collectionId: 1, fileName: 'marketplace-good.csv' })]);
});
