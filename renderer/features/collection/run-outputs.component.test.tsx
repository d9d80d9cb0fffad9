import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { formatPrice } from '../../../shared/format/numbers.ts';
import { busyCollection } from '../../testing/busy-collection.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

test('a run’s outputs say how many there are, sort by a column’s header, and take the window’s height', async () => {
  const service = busyCollection();
  const prices = (service.outputs.get(41) ?? []).map((o) => o.price ?? Number.NaN);
  const cheapest = Math.min(...prices);
  const dearest = Math.max(...prices);
  await renderDesk('#/collections/12?tab=results', service.answers);
  await page
    .getByRole('article', { name: 'Run #41' })
    .getByRole('button', { name: /^Outputs/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Outputs of run #41' });
  const grid = dialog.getByRole('grid', { name: 'Outputs of run #41' });
  await expect.element(grid.getByText('B010000000')).toBeVisible();
  await expect.element(dialog.getByText('1,200 outputs', { exact: true })).toBeVisible();

  // 1,200 rows want the room: the table reaches most of the way down the window, not a fixed strip of it.
  expect(grid.element().getBoundingClientRect().height).toBeGreaterThan(window.innerHeight * 0.6);

  const firstRow = () => textOf(grid.getByRole('row').nth(1));
  const priceHeader = grid.getByRole('columnheader', { name: 'Price' });
  await priceHeader.getByRole('button').click();
  await expect.element(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(firstRow).toContain(formatPrice(cheapest, '$'));
  await priceHeader.getByRole('button').click();
  await expect.element(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(firstRow).toContain(formatPrice(dearest, '$'));

  // A filter keeps the total in view beside how many match.
  await dialog.getByRole('searchbox', { name: 'Filter outputs' }).fill('B01000119');
  await expect.element(dialog.getByText('10 of 1,200 outputs')).toBeVisible();
});
