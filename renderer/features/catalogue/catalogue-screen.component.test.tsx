import { beforeAll, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setImageBase } from '../../lib/image-url.ts';
import { catalogueService } from '../../testing/catalogue-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

/** A stand-in for main's image route: one real SVG served by the test server, whatever `?url=` asks for. */
const IMAGE_BASE = '/renderer/testing/product-image.svg';

// The image base is asked of main once per start (renderer/lib/desk.ts), before a test's answers exist: set it as that start would.
beforeAll(() => setImageBase(IMAGE_BASE));

const tree = () => page.getByRole('tree', { name: 'Categories' });
const treeItem = (name: string) => tree().getByRole('treeitem', { name, exact: true });
const cards = () => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
const grid = () => document.querySelector<HTMLElement>('[data-product-grid]');
const cardEls = () => [...document.querySelectorAll<HTMLElement>('[role="list"][aria-label="Products"] [role="listitem"]')];
const firstSkus = (n: number) =>
  cardEls()
    .slice(0, n)
    .map((el) => el.dataset.sku ?? '');

/** Waits for the products pane to settle (no page loading, "Select page" usable), so a scan meets no state in passing. */
async function settled(): Promise<void> {
  await expect.poll(() => grid()?.hasAttribute('aria-busy')).toBe(false);
  await expect.element(page.getByRole('button', { name: /^Select page/ })).toBeEnabled();
}

/** Opens the catalogue and picks `Office Supplies › Writing Instruments` with the keyboard. */
async function openWritingInstruments(): Promise<ReturnType<typeof catalogueService>> {
  const catalogue = catalogueService();
  await renderDesk('#/catalogue', catalogue.answers);
  await expect.element(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  const office = treeItem('Office Supplies');
  await expect.element(office).toHaveAttribute('aria-expanded', 'false');
  // Only the name: no number that reads like a product count.
  await expect.poll(() => textOf(office)).toBe('Office Supplies');
  office.element().focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(office).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{ArrowDown}');
  const writing = treeItem('Writing Instruments');
  await expect.element(writing).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(writing).toHaveAttribute('aria-selected', 'true');
  await expect.element(page.getByRole('heading', { name: 'Writing Instruments', level: 2 })).toBeVisible();
  await expect.element(cards().first()).toBeVisible();
  return catalogue;
}

test('browse the tree with the keyboard and by name, and see products with their images through the desk’s image route', async () => {
  await openWritingInstruments();
  await expect.element(page.getByText(/browsing costs no credits/)).toBeVisible();

  // The image goes through the desk's image route (never straight to the retail host), lazily, and shows.
  const first = cardEls()[0]!;
  const img = () => first.querySelector('img');
  expect(img()?.getAttribute('loading')).toBe('lazy');
  const original = `https://cdn.officestore.com.au/img/${first.dataset.sku ?? ''}.jpg`;
  expect(img()?.getAttribute('src')).toBe(`${IMAGE_BASE}?url=${encodeURIComponent(original)}`);
  await expect.poll(() => (img()?.complete ? img()?.naturalWidth : 0)).toBeGreaterThan(0);

  // The tree filter narrows by name and opens the branches above matches.
  const filter = page.getByRole('searchbox', { name: 'Filter categories' });
  await filter.fill('pencil');
  await expect.element(treeItem('Pencils')).toBeVisible();
  await expect.element(treeItem('Technology')).not.toBeInTheDocument();
  await filter.fill('');
  await expect.element(treeItem('Technology')).toBeVisible();
  await settled();
  await expectAccessible();
});

test('search, sort, sub-categories, 1000 per page and the list view', async () => {
  const catalogue = await openWritingInstruments();

  // Sort: the service is asked for it, the order changes, and "Price: low to high" really is ascending.
  const before = firstSkus(6);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOptions('Price: low to high');
  await expect.poll(() => firstSkus(6)).not.toEqual(before);
  expect(fakeDesk.inputsOf('catalogue.products').at(-1)).toMatchObject({ sort: 'price_asc' });
  const prices = cardEls()
    .slice(0, 6)
    .map((el) => Number((el.querySelector('.cat-card__price')?.textContent ?? '').replace(/[^\d.]/g, '')));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Keyword search within the category is done by the service (debounced).
  const brand = (cardEls()[0]?.getAttribute('aria-label') ?? '').split(' ')[0] ?? '';
  const search = page.getByRole('searchbox', { name: 'Search in this category' });
  await search.fill(brand);
  await expect.element(page.getByText(new RegExp(`matching “${brand}”`))).toBeVisible();
  expect(fakeDesk.inputsOf('catalogue.products').at(-1)).toMatchObject({ search: brand });
  for (const el of cardEls()) expect((el.getAttribute('aria-label') ?? '').toLowerCase()).toContain(brand.toLowerCase());
  await search.fill('zzzznothing');
  await expect.element(page.getByText('No products match “zzzznothing”')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(cards().first()).toBeVisible();

  // Sub-categories: a department lists its products only through its sub-categories.
  await treeItem('Office Supplies').click();
  await expect.element(page.getByRole('heading', { name: 'Office Supplies', level: 2 })).toBeVisible();
  const total = catalogue.productsUnder('office-supplies').length;
  await expect.element(page.getByText(new RegExp(`^${total} products incl\\. sub-categories$`))).toBeVisible();
  await page.getByRole('checkbox', { name: 'Include sub-categories' }).click();
  await expect.element(page.getByText('No products directly in this category')).toBeVisible();
  await page.getByRole('button', { name: 'Include sub-categories' }).click();
  await expect.element(page.getByRole('checkbox', { name: 'Include sub-categories' })).toBeChecked();
  await expect.element(cards().first()).toBeVisible();

  // 1000 per page: the whole department on one page, but only the rows in view are in the DOM.
  expect(total).toBeGreaterThan(100);
  await page.getByRole('combobox', { name: 'Per page' }).selectOptions('1000');
  await expect.poll(() => grid()?.dataset.count).toBe(String(total));
  await expect.element(page.getByText(`1–${total} of ${total} products`)).toBeVisible();
  expect(cardEls().length).toBeLessThan(80);
  // Scrolled to the end (again while the grid still measures itself), the last product is in the DOM.
  await expect
    .poll(() => {
      grid()?.scrollTo({ top: grid()?.scrollHeight ?? 0 });
      return cardEls().at(-1)?.getAttribute('aria-posinset');
    })
    .toBe(String(total));

  // List view.
  await page.getByRole('button', { name: 'List' }).click();
  await expect.element(page.getByRole('grid', { name: 'Products' })).toBeVisible();
  await expectAccessible();
});

test('a product drawer with every field and "Open product page"', async () => {
  await openWritingInstruments();
  const card = cardEls()[0]!;
  const title = card.getAttribute('aria-label') ?? '';
  const sku = card.dataset.sku ?? '';
  await cards()
    .first()
    .getByRole('button', { name: `Details of ${title}` })
    .click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect.element(drawer).toBeVisible();
  const terms = [
    ...['SKU', 'Title', 'Brand', 'GTIN', 'Price', 'Rating', 'Reviews', 'Category', 'Categories'],
    ...['Ranged online', 'Ranged in store', 'Status', 'Published', 'URL keyword', 'Product page', 'Image'],
  ];
  for (const term of terms) await expect.element(drawer.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  await expect.element(drawer.getByText(sku, { exact: true })).toBeVisible();
  await expect.element(drawer.getByRole('img', { name: `Image of ${title}` })).toBeVisible();
  await expectAccessible();

  // Browser mode: main only logs the link, so the page opens the retail page in a new tab itself.
  fakeDesk.answer({ 'shell.openProduct': { opened: false } });
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  await drawer.getByRole('button', { name: 'Open product page' }).click();
  await expect.element(page.getByText('Opened in a new tab')).toBeVisible();
  const url = fakeDesk.inputsOf('shell.openProduct')[0]?.url ?? '';
  expect(url).toContain(`https://www.officestore.com.au/p/`);
  expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
  open.mockRestore();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect.element(drawer).not.toBeInTheDocument();
});
