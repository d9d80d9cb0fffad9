import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { busyCollection } from '../../testing/busy-collection.ts';
import { expectFits } from '../../testing/fit-check.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

const name = 'Coffee machines and grinders — Sydney metro, weekly price watch';

test('a 1,200-item collection: Items, the Run dialog and the Watch rules dialog fit', async () => {
  await renderDesk('#/collections/12', busyCollection().answers);
  await expect.element(page.getByRole('grid', { name: 'Items (ASINs)' }).getByText('B010000000')).toBeVisible();
  await expectFits('collection-items');
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect.element(page.getByRole('dialog', { name: `Run ${name} now?` })).toBeVisible();
  await expectFits('collection-run-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Watch rules…' }).click();
  const rules = page.getByRole('dialog', { name: `Watch rules of ${name}` });
  await expect.element(rules.getByRole('button', { name: 'Save rules' })).toBeVisible();
  await expectFits('collection-watch-rules');
  await rules.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add ASIN' }).click();
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await expectFits('collection-add-item');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Paste list' }).click();
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await expectFits('collection-paste-list');
}, 120_000);

test('a 1,200-item collection: Results with its outputs, Prices & history with an item, Compare runs fit', async () => {
  await renderDesk('#/collections/12?tab=results', busyCollection().answers);
  const card = page.getByRole('article', { name: 'Run #42' });
  await expect.element(card.getByText('Done', { exact: true })).toBeVisible();
  await expectFits('collection-results');
  await card.getByRole('button', { name: /^Outputs/ }).click();
  await expect.element(page.getByRole('dialog', { name: 'Outputs of run #42' }).getByText('B010000000')).toBeVisible();
  await expectFits('collection-outputs');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: /Prices & history/ }).click();
  await expect.element(page.getByText('B010000000').first()).toBeVisible();
  await expectFits('collection-history');
  await page.getByRole('button', { name: 'History of B010000001' }).click();
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await expectFits('collection-item-history');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: /Compare runs/ }).click();
  await expect.element(page.getByText('B010000001').first()).toBeVisible();
  await expectFits('collection-compare');
}, 120_000);
