import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Answers } from '../../testing/fake-desk.ts';
import { catalogueService } from '../../testing/catalogue-service.ts';
import { collectionService } from '../../testing/collection-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const OFFICESTORE = 6;
const at = '2026-11-28T05:00:00.000Z';
const POSTCODE = '2000';

const treeItem = (name: string) => page.getByRole('tree', { name: 'Categories' }).getByRole('treeitem', { name, exact: true });
const cards = () => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
const gridCount = () => Number(document.querySelector<HTMLElement>('[data-product-grid]')?.dataset.count ?? '0');
const selectedText = (text: string) => page.getByText(new RegExp(`^${text}$`));
const dialog = page.getByRole('dialog', { name: 'Add to a collection' });

/** The catalogue with an active officestore postcode and the collections of this test. */
async function openCatalogue() {
  const collections = collectionService();
  const catalogue = catalogueService(collections.rows);
  const postcodes = postcodeService([{ domain: OFFICESTORE, zipcode: POSTCODE }]);
  // A new collection's run notices go to the account's e-mail.
  const account: Answers = { 'accounts.profile': { id: 1, name: 'Sandbox Analyst 1', email: 'analyst1@sandbox.test', created_at: at, updated_at: at } };
  await renderDesk('#/catalogue', { ...account, ...postcodes.answers, ...collections.answers, ...catalogue.answers });
  return { catalogue, collections };
}

test('select products (click, shift-click, select page) and add them to a new officestore collection, then again to it', async () => {
  const { catalogue, collections } = await openCatalogue();
  const name = 'Pens for the office';
  await treeItem('Office Supplies').click();
  await treeItem('Writing Instruments').click();
  await expect.element(page.getByRole('heading', { name: 'Writing Instruments', level: 2 })).toBeVisible();

  // Click one card's box, then Shift-click the fourth: a range of four.
  await cards().nth(0).getByRole('checkbox').click();
  await expect.element(selectedText('1 product selected')).toBeVisible();
  await cards()
    .nth(3)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await expect.element(selectedText('4 products selected')).toBeVisible();
  for (let i = 0; i < 4; i += 1) await expect.element(cards().nth(i)).toHaveClass(/cat-card--selected/);
  await expect.element(cards().nth(4)).not.toHaveClass(/cat-card--selected/);

  // Select the whole page.
  const pageTotal = gridCount();
  expect(pageTotal).toBeGreaterThan(4);
  await page.getByRole('button', { name: /^Select page/ }).click();
  await expect.element(selectedText(`${pageTotal} products selected`)).toBeVisible();

  // Into a new collection with the active postcode and the nearest store; a missing name is said in place.
  await page.getByRole('button', { name: 'Add to collection…' }).click();
  await expect.element(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Add \d+ SKUs$/ }).click();
  await expect.element(dialog.getByText('Name the new collection.')).toBeVisible();
  expect(fakeDesk.inputsOf('collections.add')).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Collection name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Postcode' }).selectOptions(POSTCODE);
  await expect.element(dialog.getByRole('radio', { name: /nearest store/ })).toBeChecked();
  await expectAccessible();
  await dialog.getByRole('button', { name: `Add ${pageTotal} SKUs` }).click();
  await expect.poll(() => textOf(dialog.getByRole('region', { name: 'Outcome' }))).toMatch(new RegExp(`${pageTotal} SKUs added`));
  await expect.element(dialog.getByRole('link', { name })).toBeVisible();
  expect(fakeDesk.inputsOf('collections.add')).toEqual([
    expect.objectContaining({ name, request_type: 'officestore', notification_email: 'analyst1@sandbox.test' }),
  ]);
  expect(fakeDesk.inputsOf('officestoreItems.createMultiple')).toEqual([
    expect.objectContaining({ collection: collections.rows[0]?.id, customer_postcode: POSTCODE, domain: 'officestore.com.au' }),
  ]);
  expect(fakeDesk.inputsOf('officestoreItems.createMultiple')[0]).not.toHaveProperty('store_id');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.element(selectedText('No products selected')).toBeVisible();

  // The same SKUs again, into the now existing collection at a chosen store: each refused row with its reason.
  await cards().nth(0).getByRole('checkbox').click();
  await cards().nth(1).getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Add to collection…' }).click();
  await dialog.getByRole('radio', { name: 'An existing officestore collection' }).click();
  await dialog.getByRole('combobox', { name: 'Collection' }).selectOptions(`${name} · ${pageTotal} items`);
  await dialog.getByRole('combobox', { name: 'Postcode' }).selectOptions(POSTCODE);
  await dialog.getByRole('radio', { name: 'A store from the list' }).click();
  await dialog.getByRole('combobox', { name: 'Store' }).selectOptions('W411');
  await dialog.getByRole('button', { name: 'Add 2 SKUs' }).click();
  await expect.poll(() => textOf(dialog.getByRole('region', { name: 'Outcome' }))).toMatch(/\b0 SKUs added/);
  await expect.element(dialog.getByText(/2 rows not added/)).toBeVisible();
  const refused = dialog.getByRole('grid', { name: 'Rows not added' }).getByRole('row');
  await expect.poll(() => refused.all().length).toBe(3);
  await expect.element(refused.nth(1).getByText(/SKU already exists in this collection\./)).toBeVisible();
  expect(catalogue.batches.at(-1)).toHaveLength(2);
  expect(fakeDesk.inputsOf('officestoreItems.createMultiple').at(-1)).toMatchObject({ store_id: 'W411' });
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Done' }).click();
});

test('a selection across categories goes in batches of 500 with a progress bar', async () => {
  // The first batch is held until the progress bar has been seen, so "between batches" is a state, not a moment.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const { catalogue } = await openCatalogue();
  const send = catalogue.answers['officestoreItems.createMultiple'];
  if (typeof send !== 'function') throw new Error('the catalogue fake answers createMultiple with a function');
  fakeDesk.answer({
    'officestoreItems.createMultiple': async (input) => {
      if (catalogue.batches.length === 0) await held;
      return send(input);
    },
  });
  await expect.element(page.getByText('Choose a category')).toBeVisible();
  await expectAccessible();

  let expected = 0;
  for (const [category, seoPath] of [
    ['Technology', 'technology'],
    ['Paper', 'office-supplies/paper'],
  ] as const) {
    if (category === 'Paper') await treeItem('Office Supplies').click();
    await treeItem(category).click();
    await expect.element(page.getByRole('heading', { name: category, level: 2 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Per page' }).selectOptions('1000');
    const count = catalogue.productsUnder(seoPath).length;
    await expect.element(page.getByText(new RegExp(`^1–${count} of ${count} products$`))).toBeVisible();
    await expect.poll(gridCount).toBe(count);
    await page.getByRole('button', { name: /^Select page/ }).click();
    expected += count;
    await expect.element(selectedText(`${expected} products selected`)).toBeVisible();
  }
  expect(expected).toBeGreaterThan(500);

  await page.getByRole('button', { name: 'Add to collection…' }).click();
  await dialog.getByRole('textbox', { name: 'Collection name' }).fill('Big order');
  await dialog.getByRole('combobox', { name: 'Postcode' }).selectOptions(POSTCODE);
  await dialog.getByRole('button', { name: `Add ${expected} SKUs` }).click();
  await expect.element(dialog.getByRole('progressbar', { name: 'SKUs sent' })).toBeVisible();
  release();
  await expect.poll(() => textOf(dialog.getByRole('region', { name: 'Outcome' }))).toMatch(new RegExp(`${expected} SKUs added`));
  expect(catalogue.batches.map((b) => b.length)).toEqual([500, expected - 500]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.element(selectedText('No products selected')).toBeVisible();
});
