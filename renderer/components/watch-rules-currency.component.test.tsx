import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { WatchMatch } from '../../shared/bridge/methods/inbox.ts';
import { collectionPageService, localItem } from '../testing/collection-page-service.ts';
import { collectionRecord } from '../testing/collection-service.ts';
import { expectAccessible } from '../testing/expect-accessible.ts';
import { postcodeService } from '../testing/postcode-service.ts';
import { renderDesk } from '../testing/render-desk.tsx';
import { textOf } from '../testing/text-of.ts';

test('a rule’s amount is shown in the collection’s currency in the Watch rules dialog', async () => {
  const service = collectionPageService(collectionRecord(12, 'Shelf', { status: 'enable', item_count: 2 }), postcodeService([{ domain: 1, zipcode: '2000' }]), [
    localItem(1, 'B0CURRENCY1', { price: 19.5, currency: 'AUD' }),
    localItem(2, 'B0CURRENCY2'),
  ]);
  await renderDesk('#/collections/12', {
    ...service.answers,
    'inbox.rules': {
      collectionId: 12,
      own: false,
      rules: [{ kind: 'priceDownBy', value: 5 }],
      defaults: [
        { kind: 'priceDownBy', value: 5 },
        { kind: 'priceDownPct', value: 12.5 },
      ],
    },
  });
  await page.getByRole('button', { name: 'Watch rules…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch rules of Shelf' });
  await expect.poll(() => textOf(dialog.getByText(/^Follows the default rules/))).toBe('Follows the default rules (price down ≥ $5.00, price down ≥ 12.5%)');
  // The amount's box says its currency.
  const box = dialog.getByRole('spinbutton', { name: 'Price down by an amount: at least' });
  await expect.poll(() => box.element().closest('.input-group')?.textContent).toMatch(/AUD/);
  await expectAccessible();
});

test('a Changes line says a rule’s amount with the currency of its item', async () => {
  const match: WatchMatch = {
    id: 1,
    collectionId: 3,
    collectionName: 'Office weekly',
    runId: 41,
    previousRunId: 40,
    at: '2026-11-28T06:40:00.000Z',
    itemKey: 'K1',
    code: 'K1',
    title: null,
    rule: 'priceDownBy',
    value: 5,
    priceBefore: 12.5,
    priceAfter: 6,
    currency: '£',
    availabilityBefore: 'In stock',
    availabilityAfter: 'In stock',
    regions: null,
    read: false,
  };
  await renderDesk('#/changes', {
    'inbox.list': { matches: [match], total: 1, unread: 1, collections: [{ collectionId: 3, name: 'Office weekly', count: 1 }], rules: [] },
  });
  const line = page.getByRole('table', { name: 'What the watch rules found' }).getByRole('row').filter({ hasText: 'K1' });
  await expect.element(line.getByText('Price down ≥ £5.00', { exact: true })).toBeVisible();
  await expect.element(line.getByRole('button', { name: 'Mark read: K1, price down ≥ £5.00' })).toBeVisible();
});
