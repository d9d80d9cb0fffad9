import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectFits } from '../../testing/fit-check.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { collectionRecord, collectionService } from '../../testing/collection-service.ts';

const names = [
  'Coffee machines and grinders — Sydney metro, weekly price watch',
  'Pantry staples (Woolworths-matched ASINs, 2000 and 3000 postcodes)',
  'Back-to-school stationery: pens, paper, binders',
  'Spare parts — dishwashers',
  'Q4 electronics competitor set — televisions, soundbars and streaming sticks',
];

test('Collections, its create and delete dialogs fit', async () => {
  const service = collectionService(
    names.map((name, i) =>
      collectionRecord(i + 1, name, {
        item_count: [1200, 340, 87, 12, 2480][i],
        status: 'enable',
        schedule_status: 'Completed',
        schedule: i % 2 === 0 ? 'Weekly' : 'Manual',
        schedule_time: i % 2 === 0 ? { days_of_week: ['monday', 'friday'], hours: ['09.00', '17.00'] } : null,
        last_run_at: '2026-11-27T22:10:00.000Z',
        next_run_at: i % 2 === 0 ? '2026-12-01T23:00:00.000Z' : null,
      }),
    ),
  );
  await renderDesk('#/collections', service.answers);
  await expect.element(page.getByRole('row', { name: /Coffee machines/ })).toBeVisible();
  await expectFits('collections');
  await page.getByRole('button', { name: 'New collection' }).first().click();
  await expect.element(page.getByRole('dialog', { name: 'New collection' })).toBeVisible();
  await expectFits('collections-new');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Edit ${names[0]}` }).click();
  await expect.element(page.getByRole('dialog', { name: `Edit collection “${names[0]}”` })).toBeVisible();
  await expectFits('collections-edit');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Delete ${names[4]}` }).click();
  await expect.element(page.getByRole('dialog', { name: `Delete “${names[4]}”?` })).toBeVisible();
  await expectFits('collections-delete');
}, 120_000);
