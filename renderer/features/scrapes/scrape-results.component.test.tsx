import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Locator } from 'vitest/browser';
import { accountService } from '../../testing/account-service.ts';
import { collectionRecord, collectionService } from '../../testing/collection-service.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { scrapeService } from '../../testing/scrape-service.ts';
import { textOf } from '../../testing/text-of.ts';

const AU = 'marketplace.com.au';
const SCRAPE = 'e2e_category_found';

/** The Collections list's "Items" cell of the collection named `name`. */
function itemsCell(name: string): Locator {
  const grid = page.getByRole('grid', { name: /Collections/ });
  const headers = grid
    .getByRole('columnheader')
    .elements()
    .map((h) => h.textContent?.trim() ?? '');
  const column = headers.findIndex((h) => h.startsWith('Items'));
  expect(column).toBeGreaterThan(0);
  return grid
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('gridcell')
    .nth(column);
}

test('a finished scrape’s results with a histogram; found ASINs go to a new collection (again: refused by row), and the Collections list already read shows it at once', async () => {
  const collections = collectionService([collectionRecord(1, 'Shelf before')]);
  const scrapes = scrapeService([{ name: SCRAPE, stage: 'done', asinCount: 20 }], collections);
  await renderDesk('#/collections', { ...scrapes.answers, ...accountService().answers, ...postcodeService([{ domain: 1, zipcode: '2000' }]).answers });
  // The list is read (and held) before the change is made on another screen.
  await expect.element(page.getByRole('grid', { name: /Collections/ }).getByRole('row', { name: /Shelf before/ })).toBeVisible();
  await expect.poll(() => textOf(itemsCell('Shelf before'))).toBe('0');

  window.location.hash = '#/scrapes/2';
  await expect.element(page.getByRole('heading', { level: 1, name: SCRAPE })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Products found' });
  await expect.element(grid).toHaveAttribute('aria-rowcount', '21');
  const chart = page.getByRole('img', { name: 'Price histogram' });
  await expect.element(chart).toBeVisible();
  expect(chart.element().querySelectorAll('rect').length).toBeGreaterThanOrEqual(10);
  expect(chart.element().querySelector('desc')?.textContent).toContain('Prices of 20 products');
  await grid.getByRole('button', { name: 'Price' }).click();
  await grid.getByRole('button', { name: 'Price' }).click();
  await expect.element(grid.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');

  const cell = (row: number) => grid.getByRole('row').nth(row).getByRole('gridcell').last();
  await cell(1).click();
  await userEvent.keyboard('{Control>}');
  await cell(2).click();
  await cell(3).click();
  await userEvent.keyboard('{/Control}');
  await expect.element(page.getByText(/· 3 selected/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to a collection' }).click();
  const add = page.getByRole('dialog', { name: 'Add to a collection' });
  await expect.element(add.getByRole('radio', { name: 'The 3 selected rows' })).toBeChecked();
  await add.getByRole('combobox', { name: 'Domain' }).selectOptions(AU);
  await add.getByRole('combobox', { name: 'Postcode' }).selectOptions('2000');
  await expect.element(add.getByRole('button', { name: 'Add 3 ASINs' })).toBeVisible();
  await add.getByRole('radio', { name: 'All 20 ASINs found' }).click();
  await add.getByRole('textbox', { name: 'Collection name' }).fill('e2e_found');
  await add.getByRole('button', { name: 'Add 20 ASINs' }).click();
  const outcome = add.getByRole('region', { name: 'Outcome' });
  await expect.poll(() => textOf(outcome)).toMatch(/20 ASINs added to e2e_found/);
  await expect.element(add.getByRole('link', { name: 'e2e_found' })).toBeVisible();
  await add.getByRole('button', { name: 'Done' }).click();
  await expect.element(add).not.toBeInTheDocument();

  // The same ASINs into that (now existing) collection: each row comes back refused, with the service's reason.
  await page.getByRole('button', { name: 'Add to a collection' }).click();
  await add.getByRole('radio', { name: 'An existing marketplace collection' }).click();
  await add.getByRole('combobox', { name: 'Collection', exact: true }).selectOptions('e2e_found · 20 items');
  await add.getByRole('combobox', { name: 'Domain' }).selectOptions(AU);
  await add.getByRole('combobox', { name: 'Postcode' }).selectOptions('2000');
  await add.getByRole('radio', { name: 'The 3 selected rows' }).click();
  await add.getByRole('button', { name: 'Add 3 ASINs' }).click();
  await expect.poll(() => textOf(outcome)).toMatch(/0 ASINs added to e2e_found · 3 rows not added/);
  await expect.element(add.getByRole('grid', { name: 'Rows not added' }).getByRole('row').nth(3)).toBeVisible();
  await expect.element(add.getByRole('grid', { name: 'Rows not added' }).getByText('ASIN already exists in this collection.').first()).toBeVisible();
  await expectAccessible();
  await add.getByRole('button', { name: 'Done' }).click();

  // Main said its copy changed: the list held since the start reads again, without a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections', exact: true }).click();
  await expect.poll(() => textOf(itemsCell('e2e_found'))).toBe('20');
});
