import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { WatchMatch } from '../../../shared/bridge/methods/inbox.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const match = (id: number, fields: Partial<WatchMatch>): WatchMatch => ({
  id,
  collectionId: 3,
  collectionName: 'Office weekly',
  runId: 41,
  previousRunId: 40,
  at: '2026-11-28T06:40:00.000Z',
  itemKey: `K${id}`,
  code: `K${id}`,
  title: null,
  rule: 'priceDownPct',
  value: 5,
  priceBefore: 12.5,
  priceAfter: 11.3,
  currency: '$',
  availabilityBefore: 'In stock',
  availabilityAfter: 'In stock',
  regions: null,
  read: false,
  ...fields,
});

test('a Changes line shows its rule as "≥ 5%", the change with its currency, sign, arrow and words, and availability grouped', async () => {
  const matches = [
    match(1, {}),
    match(2, { rule: 'priceUpPct', value: 2.5, priceBefore: 10, priceAfter: 10.5, availabilityAfter: 'Only 2 left in stock.' }),
    match(3, { rule: 'outOfStock', value: null, priceBefore: 8, priceAfter: 8, availabilityAfter: 'Currently unavailable.' }),
  ];
  await renderDesk('#/changes', {
    'inbox.list': { matches, total: 3, unread: 3, collections: [{ collectionId: 3, name: 'Office weekly', count: 3 }], rules: [] },
  });
  const lines = page.getByRole('region', { name: 'Office weekly · run #41' }).getByRole('row');
  const down = lines.filter({ hasText: 'K1' });
  await expect.element(down.getByText('Price down ≥ 5%', { exact: true })).toBeVisible();
  await expect.element(down.getByText('$12.50', { exact: true })).toBeVisible();
  await expect.element(down.getByText('−$1.20 (−9.6%)', { exact: true })).toBeVisible();
  await expect.element(down.getByText('down $1.20 (−9.6%)', { exact: true })).toBeInTheDocument();
  // "In stock → In stock" is one badge.
  await expect.element(down.getByTitle('In stock', { exact: true })).toHaveTextContent('In stock');
  expect(down.element().textContent).not.toContain('→');

  const up = lines.filter({ hasText: 'K2' });
  await expect.element(up.getByText('Price up ≥ 2.5%', { exact: true })).toBeVisible();
  await expect.element(up.getByText('+$0.50 (+5.0%)', { exact: true })).toBeVisible();
  await expect.element(up.getByTitle('Only 2 left in stock.')).toHaveTextContent('Limited');

  const out = lines.filter({ hasText: 'K3' });
  await expect.element(out.getByTitle('Currently unavailable.')).toHaveTextContent('Out of stock');
  await expect.poll(() => textOf(out)).toContain('$0.00');
  await expectAccessible();
});
