import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { formatNumber } from '../../lib/format.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const at = '2026-11-28T05:00:00.000Z';

test("the Run dialog's fresh read of the balance is the balance the header shows", async () => {
  let remaining = 10_000;
  await renderDesk('#/collections/7', {
    'accounts.credits': () => ({ available_credits: 10_000, used_credits: 10_000 - remaining, frozen_credits: 0, remaining_credits: remaining }),
    'localCopy.collection': { collectionId: 7, collection: collectionRecord(7, 'Pantry shelf', { item_count: 25 }), notFound: false },
    'localCopy.runs': { collectionId: 7, runs: [], unreadable: 0 },
    'localCopy.items': { collectionId: 7, items: [], synced: true, unreadable: 0 },
    'localCopy.syncStatus': { profileId: 'sandbox', state: 'up-to-date', lastSyncAt: at },
    'marketplaceItems.list': { total_count: 25, asin_list: [] },
  });
  const header = page.getByRole('button', { name: /credits/ }).first();
  await expect.poll(() => textOf(header)).toBe(`${formatNumber(10_000)} of ${formatNumber(10_000)} credits`);

  // A schedule spends credits elsewhere; nothing tells this desk yet.
  remaining = 7_500;
  const reads = fakeDesk.inputsOf('accounts.credits').length;
  await page.getByRole('button', { name: 'Run now' }).click();
  const cost = page.getByRole('dialog', { name: 'Run Pantry shelf now?' }).getByLabelText('Cost of the run');
  await expect.poll(() => textOf(cost)).toMatch(new RegExp(`Remaining credits${formatNumber(7_500)}`));
  await expect.poll(() => textOf(cost)).toMatch(new RegExp(`After this run${formatNumber(7_475)}`));
  // The decision's read is the header's too: it shows the new balance, with no read of its own.
  await expect.poll(() => textOf(header)).toBe(`${formatNumber(7_500)} of ${formatNumber(10_000)} credits`);
  expect(fakeDesk.inputsOf('accounts.credits').length).toBe(reads + 1);
});
