import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { WatchMatch } from '../../shared/bridge/methods/inbox.ts';
import { setImageBase } from '../lib/image-url.ts';
import { accountService } from '../testing/account-service.ts';
import { catalogueService } from '../testing/catalogue-service.ts';
import { collectionRecord, collectionService } from '../testing/collection-service.ts';
import { expectFits } from '../testing/fit-check.ts';
import { postcodeService } from '../testing/postcode-service.ts';
import { renderDesk } from '../testing/render-desk.tsx';
import { scrapeService } from '../testing/scrape-service.ts';

// The image base is asked of main once per start, before a test's answers exist: set it as that start would.
beforeAll(() => setImageBase('/renderer/testing/product-image.svg'));

test('Postcodes with a dozen postcodes across domains, and its add dialog, fit', async () => {
  const codes = ['2000', '3000', '4000', '5000', '6000', '2913', '0800', '7000'];
  const service = postcodeService([...codes.map((zipcode) => ({ domain: 1, zipcode })), { domain: 3, zipcode: 'SW1A 1AA' }, { domain: 4, zipcode: '10115' }]);
  await renderDesk('#/postcodes', service.answers);
  await expect.element(page.getByRole('row', { name: /\b2913\b/ })).toBeVisible();
  await expectFits('postcodes');
  await page
    .getByRole('button', { name: /^Add postcode/ })
    .first()
    .click();
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await expectFits('postcodes-add');
}, 120_000);

test('the Catalogue with a category open and a product drawer fits', async () => {
  const catalogue = catalogueService();
  // Products as a real range has them: long titles, four-figure prices and review counts.
  for (const [i, product] of catalogue.productsUnder(OFFICE).slice(0, 6).entries()) {
    Object.assign(product, {
      title: `${product.brand} Ergonomic Mesh Office Chair with Adjustable Lumbar Support and Armrests, Black ${i}`,
      price_value: 1249.5 + i,
      review_count: 1515 + i * 101,
      rating: 4.5,
    });
  }
  await renderDesk('#/catalogue', catalogue.answers);
  await page.getByRole('tree', { name: 'Categories' }).getByRole('treeitem', { name: 'Office Supplies', exact: true }).click();
  await expect.element(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expectFits('catalogue');
  await page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().getByRole('button').first().click();
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await expectFits('catalogue-product');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /^Select page/ }).click();
  await page.getByRole('button', { name: 'Add to collection…' }).click();
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await expectFits('catalogue-add-to-collection');
}, 120_000);

test('Category scrapes, its form filled, fits', async () => {
  const postcodes = postcodeService([{ domain: 1, zipcode: '2000' }]);
  await renderDesk('#/scrapes', { ...collectionService().answers, ...postcodes.answers });
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFits('scrapes');
}, 120_000);

const OFFICE = 'office-supplies';

const rules = ['priceDownPct', 'priceUpPct', 'outOfStock', 'backInStock', 'priceBelow'] as const;
const titles = [
  'Breville the Barista Express Espresso Machine, Brushed Stainless Steel BES870BSS',
  'Philips Series 3000 Cordless Stick Vacuum Cleaner with 60-minute run time',
  'Kindle Paperwhite (16 GB) – now with a 6.8" display and adjustable warm light',
];

function match(i: number): WatchMatch {
  const rule = rules[i % rules.length] ?? 'priceDownPct';
  const before = 100 + ((i * 37) % 400);
  const after = rule === 'priceUpPct' ? before * 1.12 : rule === 'priceDownPct' || rule === 'priceBelow' ? before * 0.89 : before;
  return {
    id: i + 1,
    collectionId: 12,
    collectionName: 'Coffee machines and grinders — Sydney metro, weekly price watch',
    runId: 42,
    previousRunId: 41,
    at: '2026-11-28T03:41:00.000Z',
    itemKey: `B0${String(10_000_000 + i).slice(0, 8)}`,
    code: `B0${String(10_000_000 + i).slice(0, 8)}`,
    title: titles[i % titles.length] ?? null,
    rule,
    value: rule === 'priceBelow' ? 350 : rule.endsWith('Pct') ? 10 : null,
    priceBefore: Math.round(before * 100) / 100,
    priceAfter: Math.round(after * 100) / 100,
    currency: '$',
    availabilityBefore: rule === 'backInStock' ? 'Currently unavailable.' : 'In stock.',
    availabilityAfter: rule === 'outOfStock' ? 'Currently unavailable.' : 'Only 6 left in stock.',
    regions: null,
    read: i > 40,
  };
}

// Thirty lines run well below the window; the check walks every element at four sizes and schemes, so more only costs time.
test('Changes with 30 matches of one run, more than the window holds, fits', async () => {
  const matches = Array.from({ length: 30 }, (_, i) => match(i));
  await renderDesk('#/changes', {
    ...collectionService([collectionRecord(12, 'Coffee machines and grinders — Sydney metro, weekly price watch', { status: 'enable', item_count: 1200 })])
      .answers,
    'inbox.unread': { unread: 30 },
    'inbox.list': {
      matches,
      total: matches.length,
      unread: 30,
      collections: [{ collectionId: 12, name: 'Coffee machines and grinders — Sydney metro, weekly price watch', count: matches.length }],
      rules: rules.map((rule) => ({
        rule,
        value: rule === 'priceBelow' ? 350 : rule.endsWith('Pct') ? 10 : null,
        count: matches.filter((m) => m.rule === rule).length,
      })),
    },
    'inbox.rules': { collectionId: null, own: true, rules: [{ kind: 'priceDownPct', value: 10 }], defaults: [{ kind: 'priceDownPct', value: 10 }] },
  });
  await expect.element(page.getByText(titles[0] ?? '').first()).toBeVisible();
  await expectFits('changes');
  await page.getByRole('button', { name: 'Default rules…' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Default watch rules' }).getByRole('button', { name: 'Save rules' })).toBeVisible();
  await expectFits('changes-default-rules');
}, 120_000);

test('a finished category scrape with its products, and its add-to-collection dialog, fits', async () => {
  const collections = collectionService([collectionRecord(1, 'Coffee machines and grinders — Sydney metro, weekly price watch')]);
  const scrapes = scrapeService([{ name: 'marketplace_category_4851799051', stage: 'done', asinCount: 209 }], collections);
  await renderDesk('#/scrapes/2', { ...scrapes.answers, ...accountService().answers, ...postcodeService([{ domain: 1, zipcode: '2000' }]).answers });
  await expect.element(page.getByRole('grid', { name: 'Products found' }).getByRole('row').nth(1)).toBeVisible();
  await expectFits('scrape-results');
  await page.getByRole('button', { name: 'Add to a collection' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Add to a collection' })).toBeVisible();
  await expectFits('scrape-add-to-collection');
}, 120_000);
