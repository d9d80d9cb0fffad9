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
  const lines = page.getByRole('table', { name: 'What the watch rules found' }).getByRole('row');
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

test('Changes: one line per item per run listing every rule it matched, sortable by any column, marked read as a line or as the run shown', async () => {
  const matches = [
    // K1 matched two rules in run 41: one line, both rules.
    match(1, { rule: 'outOfStock', value: null, availabilityAfter: 'Currently unavailable.' }),
    match(2, { itemKey: 'K1', code: 'K1', availabilityAfter: 'Currently unavailable.' }),
    match(3, { itemKey: 'K3', code: 'K3', rule: 'priceUpPct', value: 2.5, priceBefore: 10, priceAfter: 10.5 }),
    match(4, { itemKey: 'K4', code: 'K4', priceBefore: 40, priceAfter: 30, read: true }),
    match(5, {
      collectionId: 4,
      collectionName: 'Adelaide parts',
      runId: 39,
      at: '2026-11-27T06:40:00.000Z',
      itemKey: 'K5',
      code: 'K5',
      rule: 'newItem',
      value: null,
      priceBefore: null,
    }),
  ];
  await renderDesk('#/changes', {
    'inbox.list': ({ runId }) => {
      const shown = matches.filter((m) => runId === undefined || m.runId === runId);
      return {
        matches: shown,
        total: shown.length,
        unread: shown.filter((m) => !m.read).length,
        collections: [
          { collectionId: 3, name: 'Office weekly', count: 4 },
          { collectionId: 4, name: 'Adelaide parts', count: 1 },
        ],
        rules: [],
      };
    },
    'inbox.markRead': (input) => {
      const ids = 'matchIds' in input ? input.matchIds : matches.map((m) => m.id);
      for (const m of matches) if (ids.includes(m.id)) m.read = true;
      return { marked: ids.length, unread: matches.filter((m) => !m.read).length };
    },
  });
  const table = page.getByRole('table', { name: 'What the watch rules found' });
  const rows = table.getByRole('row');
  const codes = () =>
    rows
      .elements()
      .slice(1)
      .map((tr) => tr.querySelector('a.mono')?.textContent);
  await expect.poll(codes).toEqual(['K1', 'K3', 'K4', 'K5']);
  const k1 = rows.filter({ hasText: 'K1' });
  expect(
    k1
      .getByRole('listitem')
      .elements()
      .map((li) => li.textContent),
  ).toEqual(['Price down ≥ 5%', 'Out of stock']);

  // Any column sorts, both ways, and says so (aria-sort).
  const header = (name: string) => table.getByRole('columnheader', { name });
  await header('Change').getByRole('button').click();
  await expect.element(header('Change')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(codes).toEqual(['K4', 'K1', 'K3', 'K5']);
  await header('Change').getByRole('button').click();
  await expect.poll(codes).toEqual(['K3', 'K1', 'K4', 'K5']);
  await header('Collection').getByRole('button').click();
  await expect.element(header('Collection')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Change').element().getAttribute('aria-sort')).toBeNull();
  await expect.poll(codes).toEqual(['K5', 'K1', 'K3', 'K4']);
  await header('Run').getByRole('button').click();
  await expect.poll(codes).toEqual(['K1', 'K3', 'K4', 'K5']);
  await header('Rules').getByRole('button').click();
  await expect.poll(codes).toEqual(['K1', 'K4', 'K3', 'K5']);

  // A line's "Mark read" reads all its matches; a run's line shows that run only, with a "Mark read" for the rest of it.
  await k1.getByRole('button', { name: 'Mark read: K1, price down ≥ 5%, out of stock' }).click();
  await expect.element(k1.getByText('Read', { exact: true })).toBeVisible();
  await rows.filter({ hasText: 'K3' }).getByRole('link', { name: 'Only run #41' }).click();
  // The sort stays as chosen.
  await expect.poll(codes).toEqual(['K1', 'K4', 'K3']);
  await page.getByRole('button', { name: 'Mark read: Office weekly · run #41' }).click();
  await expect.element(page.getByText('All read')).toBeVisible();
  expect(matches.filter((m) => !m.read).map((m) => m.id)).toEqual([5]);
});
