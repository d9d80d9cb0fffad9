import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { RegionalRow } from '../../../shared/bridge/methods/local-copy-regional.ts';
import { collectionPageService, localItem } from '../../testing/collection-page-service.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { expectFits } from '../../testing/fit-check.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

const D = 'marketplace.com.au';
const POSTCODES = ['2000', '3000', '4000', '6000'];
const TITLES = ['Breville the Barista Express Espresso Machine, Brushed Stainless Steel', 'Philips Series 3000 Cordless Stick Vacuum Cleaner'];

/** Product i at four postcodes, four-figure prices, one region out of stock now and then. */
function row(i: number): RegionalRow {
  const code = `B0${String(10_000_000 + i)}`;
  const regions = Object.fromEntries(
    POSTCODES.map((postcode, p) => {
      const out = (i + p) % 7 === 0;
      return [
        postcode,
        {
          itemKey: `${code}@${D}@${postcode}`,
          price: out ? null : 1000 + i + p * 37.5,
          currency: out ? null : '$',
          availability: out ? 'Currently unavailable.' : 'Only 6 left in stock.',
          inStock: !out,
          runId: 42,
        },
      ];
    }),
  );
  return {
    productKey: `${D}|${code}`,
    code,
    title: TITLES[i % 2] ?? null,
    domain: D,
    regions,
    spread: 112.5,
    spreadPct: 11.11,
    cheapest: '2000',
    dearest: '6000',
  };
}

test('the Regional tab of 60 products at four postcodes, and the Also watch at… dialog, fit', async () => {
  const rows = Array.from({ length: 60 }, (_, i) => row(i));
  const items = rows.flatMap((r, i) => POSTCODES.map((postcode, p) => localItem(i * 4 + p + 1, r.code, { postcode })));
  const postcodes = postcodeService(['2000', '3000', '4000', '6000', '7000'].map((zipcode) => ({ domain: 1, zipcode })));
  const name = 'Coffee machines and grinders — Sydney metro, weekly price watch';
  const service = collectionPageService(collectionRecord(7, name, { status: 'enable' }), postcodes, items, { postcodes: POSTCODES, rows });
  await renderDesk('#/collections/7?tab=regional', service.answers);
  await expect.element(page.getByText('60 products at 4 postcodes')).toBeVisible();
  await expectFits('collection-regional');

  await page.getByRole('tab', { name: /^Items/ }).click();
  await page.getByRole('button', { name: 'Also watch at…' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Also watch at…' }).getByRole('checkbox', { name: '7000', exact: true })).toBeVisible();
  await expectFits('collection-also-watch');
}, 120_000);
