import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { collectionRecord } from '../../testing/collection-service.ts';
import { collectionPageService, localItem } from '../../testing/collection-page-service.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { textOf } from '../../testing/text-of.ts';

const meter = () => page.getByRole('meter', { name: 'Items in this collection' });

async function chooseLocation(dialogName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('combobox', { name: 'Domain' }).selectOptions('marketplace.com.au (AU)');
  await dialog.getByRole('combobox', { name: 'Postcode' }).selectOptions('2000');
}

test('a marketplace collection: an ASIN added with in-place checks, then a list pasted with its counts, refused rows and kept text', async () => {
  // 3000 is on another domain and 2600 still has its cookies made: neither is offered.
  const postcodes = postcodeService([
    { domain: 1, zipcode: '2000' },
    { domain: 1, zipcode: '2600', status: 'in-progress' },
    { domain: 2, zipcode: '3000' },
  ]);
  const service = collectionPageService(collectionRecord(12, 'E2E ASINs', { priority: 'High' }), postcodes);
  await renderDesk('#/collections/12', service.answers);

  await expect.element(page.getByRole('heading', { level: 1, name: 'E2E ASINs' })).toBeVisible();
  await expect.element(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect.element(page.getByRole('link', { name: 'Collections' }).first()).toBeVisible();
  await expect.element(meter()).toHaveAttribute('aria-valuetext', '0 / 5,000 items');
  await expect.element(page.getByRole('button', { name: 'Run now' })).toBeDisabled();

  // Add one ASIN: the form says what is missing or malformed in place, and offers only active postcodes of the domain.
  await page.getByRole('button', { name: 'Add ASIN' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add ASIN' });
  await add.getByRole('button', { name: 'Add ASIN' }).click();
  await expect.element(add.getByText('Choose the marketplace domain.')).toBeVisible();
  await add.getByRole('combobox', { name: 'Domain' }).selectOptions('marketplace.com.au (AU)');
  await expect.poll(() => textOf(add.getByRole('combobox', { name: 'Postcode' }))).toMatch(/2000/);
  expect(textOf(add.getByRole('combobox', { name: 'Postcode' }))).not.toMatch(/2600|3000/);
  await chooseLocation('Add ASIN');
  await add.getByRole('textbox', { name: 'ASIN' }).fill('b0e2e00001');
  await add.getByRole('button', { name: 'Add ASIN' }).click();
  await expect.element(add.getByText('Enter a valid ASIN (10 uppercase letters or digits).')).toBeVisible();
  expect(fakeDesk.inputsOf('marketplaceItems.create')).toEqual([]);
  await add.getByRole('textbox', { name: 'ASIN' }).fill('B0E2E00001');
  await add.getByRole('textbox', { name: 'Custom id' }).fill('first-one');
  await add.getByRole('button', { name: 'Add ASIN' }).click();
  await expect.element(add).not.toBeInTheDocument();
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect.poll(() => textOf(grid.getByRole('row').filter({ hasText: 'B0E2E00001' }))).toMatch(/first-one/);
  // The first item turns the draft collection on.
  await expect.element(page.getByText('Enabled', { exact: true })).toBeVisible();
  await expect.element(meter()).toHaveAttribute('aria-valuetext', '1 / 5,000 items');

  // Paste a list with bad, repeated and existing ASINs: a repeat is sent once, the service's reasons come back per row.
  await page.getByRole('button', { name: 'Paste list' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste a list of ASINs' });
  await chooseLocation('Paste a list of ASINs');
  await paste.getByRole('textbox', { name: 'ASINs' }).fill('B0E2E00002, B0E2E00003\nnot-an-asin B0E2E00001\n\nB0E2E00004 xyz B0E2E00003');
  await expect.element(paste.getByText('7 ASINs · 1 repeated · 2 not shaped like an ASIN')).toBeVisible();
  await paste.getByRole('button', { name: 'Add 6 ASINs' }).click();
  const outcome = paste.getByRole('region', { name: 'Outcome of the list' });
  await expect.poll(() => textOf(outcome.getByRole('status'))).toMatch(/^3 ASINs added · 3 rows not added · 1 repeat in your list sent once$/);
  expect(fakeDesk.inputsOf('marketplaceItems.createMultiple')).toEqual([
    {
      collection: 12,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins: 'B0E2E00002,B0E2E00003,not-an-asin,B0E2E00001,B0E2E00004,xyz',
      including_raw_html: false,
    },
  ]);
  const refused = paste.getByRole('grid', { name: 'Rows not added' });
  await expect.poll(() => textOf(refused.getByRole('row').filter({ hasText: 'not-an-asin' }))).toMatch(/not 10 capital letters and digits/);
  await expect.poll(() => textOf(refused.getByRole('row').filter({ hasText: 'B0E2E00001' }))).toMatch(/already exists/);
  expect(refused.getByRole('row').filter({ hasText: 'B0E2E00003' }).elements()).toHaveLength(0);
  // Only the refused codes a fix can add stay in the box (not the one already in the collection).
  await expect.element(paste.getByRole('textbox', { name: 'ASINs' })).toHaveValue('not-an-asin\nxyz');
  await expectAccessible();
  await paste.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect.element(paste).not.toBeInTheDocument();

  await expect
    .poll(
      () =>
        grid
          .getByRole('row')
          .filter({ hasText: /B0E2E0000[1-4]/ })
          .elements().length,
    )
    .toBe(4);
  await expect.element(page.getByText('4 ASINs', { exact: true })).toBeVisible();
  await expect.element(meter()).toHaveAttribute('aria-valuetext', '4 / 5,000 items');
});

test('a collection’s items: the filter says n of m, one is edited, another deleted after a confirmation, and a run is priced', async () => {
  const postcodes = postcodeService([{ domain: 1, zipcode: '2000' }]);
  const seed = ['B0E2E00001', 'B0E2E00002', 'B0E2E00003', 'B0E2E00004'].map((asin, i) => localItem(i + 1, asin, { customId: i === 0 ? 'first-one' : null }));
  const service = collectionPageService(collectionRecord(12, 'E2E ASINs', { status: 'enable', item_count: 4 }), postcodes, seed);
  await renderDesk('#/collections/12', service.answers);
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect.element(meter()).toHaveAttribute('aria-valuetext', '4 / 5,000 items');

  // The filter searches every item of the copy, says how many it shows, and the page says how fresh the copy is.
  await page.getByRole('searchbox', { name: 'Filter all ASINs' }).fill('first-one');
  await expect
    .poll(
      () =>
        grid
          .getByRole('row')
          .filter({ hasText: /B0E2E0000/ })
          .elements().length,
    )
    .toBe(1);
  await expect.element(page.getByText('1 of 4 ASINs')).toBeVisible();
  await expect.element(page.getByText('Up to date')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter all ASINs' }).fill('');
  await expect
    .poll(
      () =>
        grid
          .getByRole('row')
          .filter({ hasText: /B0E2E0000/ })
          .elements().length,
    )
    .toBe(4);

  // Edit one, then delete another (after a confirmation).
  await grid.getByRole('button', { name: 'Edit B0E2E00004' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit ASIN B0E2E00004' });
  await edit.getByRole('textbox', { name: 'Custom id' }).fill('edited');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect.element(edit).not.toBeInTheDocument();
  await expect.poll(() => textOf(grid.getByRole('row').filter({ hasText: 'B0E2E00004' }))).toMatch(/edited/);
  await grid.getByRole('button', { name: 'Delete B0E2E00003' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete ASIN B0E2E00003?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect.element(confirm).not.toBeInTheDocument();
  await expect.poll(() => grid.getByRole('row').filter({ hasText: 'B0E2E00003' }).elements().length).toBe(0);
  await expect.element(meter()).toHaveAttribute('aria-valuetext', '3 / 5,000 items');
  expect(service.items.map((i) => i.code)).toEqual(['B0E2E00001', 'B0E2E00002', 'B0E2E00004']);
  // The Run dialog prices what the service holds now against the credits left (its live reading and its accessibility scan: collection.spec.ts).
  await page.getByRole('button', { name: 'Run now' }).click();
  const run = page.getByRole('dialog', { name: 'Run E2E ASINs now?' });
  await expect.poll(() => textOf(run.getByLabelText('Cost of the run'))).toMatch(/3 credits.*10,000.*9,997/);
  await expect.element(run.getByRole('button', { name: 'Run 3 items' })).toBeEnabled();
});

test('the Items tab lists every item of the local copy, and its filter reaches all of them, saying n of m', async () => {
  const parts = Array.from({ length: 150 }, (_, i) => localItem(i + 1, `S-${String(i).padStart(4, '0')}`, { type: 'partsstore', domain: 'partsstore.com.au' }));
  const service = collectionPageService(
    collectionRecord(14, 'Parts', { request_type: 'partsstore', status: 'enable', item_count: 150 }),
    postcodeService([{ domain: 5, zipcode: '2000' }]),
    parts,
  );
  await renderDesk('#/collections/14', service.answers);
  await expect.element(page.getByText('150 parts', { exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Items (parts)' });
  // The last item is there too, not only a first page of them.
  await page.getByRole('searchbox', { name: 'Filter all parts' }).fill('S-0149');
  await expect.poll(() => grid.getByRole('row').filter({ hasText: 'S-0149' }).elements().length).toBe(1);
  await page.getByRole('searchbox', { name: 'Filter all parts' }).fill('S-0000');
  await expect
    .poll(
      () =>
        grid
          .getByRole('row')
          .filter({ hasText: /S-0\d{3}/ })
          .elements().length,
    )
    .toBe(1);
  await expect.element(page.getByText('1 of 150 parts')).toBeVisible();
  // The row found is the service's item: it opens for editing like any other.
  await grid.getByRole('button', { name: 'Edit S-0000' }).click();
  await expect.element(page.getByRole('dialog', { name: /S-0000/ })).toBeVisible();
});

test('typing a filter on the Items tab keeps the count on the toolbar’s line: the grid does not move', async () => {
  const seed = Array.from({ length: 1200 }, (_, i) => localItem(i + 1, `B0${String(i).padStart(8, '0')}`, { customId: i % 100 === 7 ? 'promo' : null }));
  const service = collectionPageService(
    collectionRecord(12, 'Big shelf', { status: 'enable', item_count: 1200 }),
    postcodeService([{ domain: 1, zipcode: '2000' }]),
    seed,
  );
  await renderDesk('#/collections/12', service.answers);
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect.element(page.getByText('1,200 ASINs', { exact: true })).toBeVisible();
  const topBefore = grid.element().getBoundingClientRect().top;

  await page.getByRole('searchbox', { name: 'Filter all ASINs' }).fill('promo');
  await expect.element(page.getByText('12 of 1,200 ASINs', { exact: true })).toBeVisible();
  // The header row and the 12 found (the grid draws only what fits).
  await expect.element(grid).toHaveAttribute('aria-rowcount', '13');
  expect(grid.element().getBoundingClientRect().top).toBe(topBefore);
  await expectAccessible();
});
