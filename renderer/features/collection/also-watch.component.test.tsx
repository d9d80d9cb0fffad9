import { expect, test } from 'vitest';
import { errResult } from '../../../shared/bridge/result.ts';
import { page } from 'vitest/browser';
import { collectionPageService, localItem } from '../../testing/collection-page-service.ts';
import type { CollectionPageService } from '../../testing/collection-page-service.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import type { Answers } from '../../testing/fake-desk.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const ID = 7;
const AU = 1;
const US = 2;
const D = 'marketplace.com.au';
const dialog = page.getByRole('dialog', { name: 'Also watch at…' });
const postcode = (value: string) => dialog.getByRole('checkbox', { name: value, exact: true });

/** A, B and C at 2000, B also at 3000; active AU postcodes 2000, 3000, 4000 (5000 still in progress) and a US one. */
async function openItems(extra: (service: CollectionPageService) => Answers = () => ({})) {
  const items = [
    localItem(1, 'B0AAAAAAAA', { postcode: '2000' }),
    localItem(2, 'B0BBBBBBBB', { postcode: '2000' }),
    localItem(3, 'B0CCCCCCCC', { postcode: '2000' }),
    localItem(4, 'B0BBBBBBBB', { postcode: '3000' }),
  ];
  const postcodes = postcodeService([
    { domain: AU, zipcode: '2000' },
    { domain: AU, zipcode: '3000' },
    { domain: AU, zipcode: '4000' },
    { domain: AU, zipcode: '5000', status: 'in-progress' },
    { domain: US, zipcode: '10001' },
  ]);
  const service = collectionPageService(collectionRecord(ID, 'Kettles', { status: 'enable' }), postcodes, items);
  await renderDesk(`#/collections/${ID}`, { ...service.answers, ...extra(service) });
  await expect.element(page.getByText('4 ASINs')).toBeVisible();
  return service;
}

test('adds every product at the chosen postcodes in one call each, skips those already there, and lists each row not added with why', async () => {
  const service = await openItems();
  service.refuse.B0CCCCCCCC = 'ASIN is not sold on this marketplace.';
  await page.getByRole('button', { name: 'Also watch at…' }).click();
  await expect.element(dialog.getByText('Products to spread: 3 (every ASIN of the collection).')).toBeVisible();
  // Only active postcodes of the products' domain; one every product is at already cannot be chosen.
  await expect.element(postcode('4000')).toBeVisible();
  await expect.element(postcode('2000')).toBeDisabled();
  await expect.element(dialog.getByText('Every one is watched here already')).toBeVisible();
  await expect.element(dialog.getByText('2 ASINs to add · 1 already watched here')).toBeVisible();
  await expect.element(dialog.getByText('3 ASINs to add', { exact: true })).toBeVisible();
  expect(postcode('5000').query()).toBeNull();
  expect(postcode('10001').query()).toBeNull();

  await postcode('3000').click();
  await postcode('4000').click();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Add 5 ASINs' }).click();
  await expect.poll(() => textOf(dialog.getByRole('region', { name: 'Outcome' }))).toMatch(/3 ASINs added · 1 already watched, skipped · 2 rows refused/);
  expect(fakeDesk.inputsOf('marketplaceItems.createMultiple')).toEqual([
    { collection: ID, domain: D, customer_postcode: '3000', asins: 'B0AAAAAAAA,B0CCCCCCCC' },
    { collection: ID, domain: D, customer_postcode: '4000', asins: 'B0AAAAAAAA,B0BBBBBBBB,B0CCCCCCCC' },
  ]);
  const notAdded = dialog.getByRole('grid', { name: 'Not added' }).getByRole('row');
  await expect.poll(() => notAdded.all().length).toBe(4);
  await expect.poll(() => textOf(notAdded.nth(1))).toMatch(/3000.*B0BBBBBBBB.*Skipped.*Already watched at this postcode/);
  await expect.poll(() => textOf(notAdded.nth(2))).toMatch(/3000.*B0CCCCCCCC.*Refused.*not sold on this marketplace/);
  await expect.poll(() => textOf(notAdded.nth(3))).toMatch(/4000.*B0CCCCCCCC.*Refused/);
  // The copy follows: the new items are on the page once the dialog is closed.
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(service.items).toHaveLength(7);
  await expect.element(page.getByText('7 ASINs')).toBeVisible();
});

test('spreads only what the Items filter shows', async () => {
  await openItems();
  await page.getByRole('searchbox', { name: 'Filter all ASINs' }).fill('B0AAAAAAAA');
  await expect.poll(() => page.getByRole('row').all().length).toBe(2);
  await page.getByRole('button', { name: 'Also watch at…' }).click();
  await expect.element(dialog.getByText('Products to spread: 1 (the 1 ASIN the filter shows).')).toBeVisible();
  await postcode('4000').click();
  await dialog.getByRole('button', { name: 'Add 1 ASIN' }).click();
  await expect.poll(() => textOf(dialog.getByRole('region', { name: 'Outcome' }))).toMatch(/^1 ASIN added$/);
  expect(fakeDesk.inputsOf('marketplaceItems.createMultiple')).toEqual([{ collection: ID, domain: D, customer_postcode: '4000', asins: 'B0AAAAAAAA' }]);
});

test('checks the collection’s room live before anything is sent: too many for what is left is refused in place', async () => {
  // Items added elsewhere: the service counts 4999 though the copy holds 4.
  await openItems(() => ({ 'marketplaceItems.list': { total_count: 4999, asin_list: [] } }));
  await page.getByRole('button', { name: 'Also watch at…' }).click();
  await postcode('4000').click();
  await expect.element(dialog.getByText('This collection holds 4,999 of 5,000 items: room for 1 more, not 3.')).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Add 3 ASINs' })).toBeDisabled();
  expect(fakeDesk.inputsOf('marketplaceItems.list').length).toBeGreaterThan(0);
  expect(fakeDesk.inputsOf('marketplaceItems.createMultiple')).toEqual([]);
});

test('is refused up front while the service cannot be reached, and nothing is queued', async () => {
  const offline = () => ({ profileId: 'sandbox', state: 'offline' as const, lastReachedAt: null });
  await openItems(() => ({ 'connection.check': offline, 'connection.status': offline }));
  await page.getByRole('button', { name: 'Also watch at…' }).click();
  await postcode('4000').click();
  await expect.element(dialog.getByText('Offline: this change cannot be made now')).toBeVisible();
  await expect.element(dialog.getByText(/The service cannot be reached \(not reached since the desk started\)/)).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Add 3 ASINs' })).toBeDisabled();
  expect(fakeDesk.inputsOf('marketplaceItems.list')).toEqual([]);
  expect(fakeDesk.inputsOf('marketplaceItems.createMultiple')).toEqual([]);
});

test('a call that fails stops what is left, and every product × postcode not sent is listed, none lost', async () => {
  await openItems((service) => {
    const send = service.answers['marketplaceItems.createMultiple'];
    if (typeof send !== 'function') throw new Error('the items fake answers createMultiple with a function');
    return {
      'marketplaceItems.createMultiple': (input) =>
        input.customer_postcode === '3000' ? errResult('service', 'The service is busy, try again later.', 503) : send(input),
    };
  });
  await page.getByRole('button', { name: 'Also watch at…' }).click();
  await postcode('3000').click();
  await postcode('4000').click();
  await dialog.getByRole('button', { name: 'Add 5 ASINs' }).click();
  await expect.poll(() => textOf(dialog.getByRole('region', { name: 'Outcome' }))).toMatch(/0 ASINs added · 1 already watched, skipped · 5 not sent/);
  expect(fakeDesk.inputsOf('marketplaceItems.createMultiple').map((i) => i.customer_postcode)).toEqual(['3000']);
  const notSent = dialog.getByRole('grid', { name: 'Not added' }).getByRole('row').filter({ hasText: 'Not sent' });
  await expect.poll(() => notSent.all().length).toBe(5);
  await expect.poll(() => textOf(notSent.nth(4))).toMatch(/4000.*B0CCCCCCCC.*Not sent: The service is busy/);
});
