import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { noCookieFileMessage } from '../../../shared/api/envelope.ts';
import { errResult } from '../../../shared/bridge/result.ts';
import { collectionService } from '../../testing/collection-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { formatNumber } from '../../lib/format.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const AU = 'marketplace.com.au';
const categoryUrl = (node: string) => `https://www.${AU}/b/?node=${node}`;

test('the service’s no-cookie-file message is shown in place when the chosen postcode stopped being active', async () => {
  const postcodes = postcodeService([{ domain: 1, zipcode: '2913' }]);
  await renderDesk('#/scrapes', {
    ...collectionService().answers,
    ...postcodes.answers,
    // The service's 400: the postcode was deleted meanwhile, so its cookie file is gone.
    'categoryScrape.add': ({ postcode }) => errResult('service', noCookieFileMessage(AU, postcode), 400),
  });
  const form = page.getByRole('form', { name: 'New category scrape' });
  await form.getByRole('textbox', { name: /^Category URL/ }).fill(categoryUrl('4851799053'));
  await expect.element(form.getByRole('textbox', { name: /^Browse node ID/ })).toHaveValue('4851799053');
  await form.getByRole('combobox', { name: /^Postcode/ }).selectOptions('2913');
  postcodes.deleteElsewhere(1);
  await form.getByRole('button', { name: 'Start scrape' }).click();
  expect(fakeDesk.inputsOf('categoryScrape.add')).toEqual([expect.objectContaining({ marketplace_node_id: '4851799053', postcode: '2913', domain: AU })]);

  // The service's own words on the postcode field; the panel says what to do next.
  const field = form.getByRole('combobox', { name: /^Postcode/ });
  await expect.element(field).toHaveAttribute('aria-invalid', 'true');
  await expect
    .element(field)
    .toHaveAccessibleDescription(new RegExp(`No cookie file found for ${AU} and postcode 2913\\. Add the postcode and wait until it is active\\.`));
  const alert = form.getByRole('alert');
  await expect.poll(() => textOf(alert)).toMatch(/This postcode has no cookie file/);
  await expect.poll(() => textOf(alert)).toMatch(new RegExp(`Add postcode 2913 for ${AU} on the Postcodes screen`));
  await expect.element(form.getByRole('option', { name: '2913 (not active)' })).toBeInTheDocument();
  await expect.element(form.getByRole('textbox', { name: /^Category URL/ })).toHaveValue(categoryUrl('4851799053'));
  await expectAccessible();
  await alert.getByRole('button', { name: 'Open Postcodes' }).click();
  await expect.element(page.getByRole('heading', { level: 1, name: 'Postcodes' })).toBeVisible();
});

test('a pasted category URL is read in place (node id, domain, a default name); the AU filters follow the domain; prices are checked before anything is sent', async () => {
  const postcodes = postcodeService([]);
  await renderDesk('#/scrapes', { ...collectionService().answers, ...postcodes.answers });
  await expect.element(page.getByText('No category scrapes yet')).toBeVisible();
  const form = page.getByRole('form', { name: 'New category scrape' });
  const url = form.getByRole('textbox', { name: /^Category URL/ });
  await url.fill('https://www.marketplace.com.au/gp/bestsellers');
  await expect.element(page.getByText(/No browse node ID could be read from this URL/)).toBeVisible();
  await url.fill(categoryUrl('4851799051'));
  await expect.element(form.getByRole('textbox', { name: /^Browse node ID/ })).toHaveValue('4851799051');
  await expect.element(form.getByRole('combobox', { name: /^Domain/ })).toHaveValue(AU);
  await expect.element(form.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('placeholder', 'marketplace_category_4851799051');
  // No AU postcode yet: the form says where to add one.
  await expect.element(form.getByText(/No active postcode for marketplace\.com\.au\./)).toBeVisible();
  await expect.element(form.getByRole('link', { name: 'Add one on the Postcodes screen' })).toBeVisible();
  await expect.element(form.getByLabelText('Ships from AU, premium delivery eligible')).toBeVisible();
  await expect.element(form.getByLabelText('Delivery day')).toBeVisible();

  await form.getByRole('combobox', { name: /^Domain/ }).selectOptions('marketplace.co.uk');
  await expect.element(form.getByLabelText('Delivery day')).not.toBeInTheDocument();
  await form.getByRole('combobox', { name: /^Domain/ }).selectOptions(AU);
  await expect.element(form.getByLabelText('Delivery day')).toBeVisible();

  await form.getByLabelText('Min price (AUD)').fill('50');
  await form.getByLabelText('Max price (AUD)').fill('12.50');
  await form.getByRole('button', { name: 'Start scrape' }).click();
  await expect.element(form.getByLabelText('Max price (AUD)')).toHaveAttribute('aria-invalid', 'true');
  await expect.element(form.getByText(/The maximum price must not be below the minimum\./)).toBeVisible();
  await form.getByLabelText('Min price (AUD)').fill('abc');
  await expect.element(form.getByText(/Enter a price as a number, e\.g\. 12\.50\./)).toBeVisible();
  await form.getByLabelText('Min price (AUD)').fill('0.50');
  await form.getByLabelText('Max price (AUD)').fill('5000');
  await expect.element(form.getByLabelText('Max price (AUD)')).not.toHaveAttribute('aria-invalid', 'true');
  expect(fakeDesk.inputsOf('categoryScrape.add')).toEqual([]);
});

test('the form says, beside Start scrape, that a scrape costs a credit per product found, with the balance the header shows', async () => {
  let remaining = 10_000;
  await renderDesk('#/scrapes', {
    ...collectionService().answers,
    ...postcodeService([]).answers,
    'accounts.credits': () => ({ available_credits: 10_000, used_credits: 10_000 - remaining, frozen_credits: 0, remaining_credits: remaining }),
  });
  const form = page.getByRole('form', { name: 'New category scrape' });
  const start = form.getByRole('button', { name: 'Start scrape' });
  await expect.element(start).toHaveAccessibleDescription(`A scrape costs one credit per product it finds. You have ${formatNumber(10_000)} credits left.`);
  const header = page.getByRole('button', { name: /credits/ }).first();
  await expect.poll(() => textOf(header)).toBe(`${formatNumber(10_000)} of ${formatNumber(10_000)} credits`);

  // A scrape found 209 products elsewhere: main says the balance changed, and both places read the one new balance.
  remaining = 9_791;
  const reads = fakeDesk.inputsOf('accounts.credits').length;
  // Main's events are subscribed once the shell is up: tell it until it reads again.
  await expect
    .poll(() => {
      fakeDesk.emit('credits.changed', {});
      return fakeDesk.inputsOf('accounts.credits').length;
    })
    .toBeGreaterThan(reads);
  await expect.element(start).toHaveAccessibleDescription(`A scrape costs one credit per product it finds. You have ${formatNumber(9_791)} credits left.`);
  await expect.poll(() => textOf(header)).toBe(`${formatNumber(9_791)} of ${formatNumber(10_000)} credits`);
});
