import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { accountService } from '../testing/account-service.ts';
import { collectionRecord, collectionService } from '../testing/collection-service.ts';
import { fakeDesk } from '../testing/desk-under-test.ts';
import { expectAccessible } from '../testing/expect-accessible.ts';
import type { Answers } from '../testing/fake-desk.ts';
import { postcodeService } from '../testing/postcode-service.ts';
import { renderDesk } from '../testing/render-desk.tsx';
import { scrapeService } from '../testing/scrape-service.ts';
import { serviceConnection } from '../testing/service-connection.ts';
import { OFFLINE_REFUSAL, opensRefusing, refuses } from '../testing/write-refusals.ts';

const AU = 'marketplace.com.au';
const NAME = 'Shelf to stop';
const SCRAPE = 'Scrape to stop';

/** A profile of the user's own service (not the Sandbox, whose key rotates without signing in). */
const shopProfile: Answers = {
  'profiles.list': {
    profiles: [
      { id: 'sandbox', name: 'Sandbox', baseUrl: 'http://127.0.0.1:37865', auth: 'apiKey', builtIn: true },
      { id: 'shop', name: 'Shop', baseUrl: 'http://127.0.0.1:41999', auth: 'apiKey', builtIn: false },
    ],
    activeId: 'shop',
  },
  'credentials.status': { profileId: 'shop', hasApiKey: true, hasSession: false, storage: 'keychain', pendingRotation: false },
};

async function goTo(screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: screen }).click();
  await expect.element(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
}

test('the service stops with the page open: each write dialog of the lists refuses as it opens, and becomes usable when the service is back', async () => {
  const connection = serviceConnection('shop');
  const postcodes = postcodeService([{ domain: 1, zipcode: '2000' }]);
  const collections = collectionService([collectionRecord(1, NAME, { item_count: 2 })]);
  const scrapes = scrapeService([{ name: SCRAPE, stage: 'scraping', asinCount: 4 }], collections);
  await renderDesk('#/postcodes', { ...shopProfile, ...postcodes.answers, ...scrapes.answers, ...accountService().answers, ...connection.answers });
  await expect.element(page.getByRole('button', { name: `Edit 2000 (${AU})` })).toBeVisible();
  // Every screen is read once while the service answers: the page keeps what it read.
  await goTo('Category scrapes');
  await expect.element(page.getByRole('button', { name: `Cancel ${SCRAPE}` })).toBeVisible();
  await goTo('Account');
  await expect.element(page.getByRole('checkbox', { name: /^System e-mails/ })).toBeEnabled();
  await goTo('Collections');
  await expect.element(page.getByRole('button', { name: `Edit ${NAME}` })).toBeVisible();

  connection.stop();

  await opensRefusing(page.getByRole('button', { name: 'New collection' }).first(), 'New collection', 'Create collection');
  await opensRefusing(page.getByRole('button', { name: `Edit ${NAME}` }), `Edit collection “${NAME}”`, 'Save collection');
  await opensRefusing(page.getByRole('button', { name: `Delete ${NAME}` }), `Delete “${NAME}”?`, 'Delete collection');
  await page.getByRole('checkbox', { name: /^Select all \d+ rows$/ }).click();
  await opensRefusing(page.getByRole('button', { name: /^Delete selected/ }), /^Delete \d+ collections?\?$/, /^Delete \d+ collections?$/);

  await goTo('Category scrapes');
  await refuses(page.getByRole('form', { name: 'New category scrape' }), 'Start scrape');
  await opensRefusing(page.getByRole('button', { name: `Cancel ${SCRAPE}` }), `Cancel ${SCRAPE}?`, 'Cancel scrape');

  await goTo('Account');
  await opensRefusing(page.getByRole('button', { name: 'Rotate key…' }), 'Rotate the API key', 'Sign in and rotate');
  await expect.element(page.getByRole('checkbox', { name: /^System e-mails/ })).toBeDisabled();
  await expect.element(page.getByRole('main').getByText(OFFLINE_REFUSAL)).toBeVisible();

  // Postcodes: edit and delete; then a new one typed while the service is away, sent once it is back.
  await goTo('Postcodes');
  await opensRefusing(page.getByRole('button', { name: `Edit 2000 (${AU})` }), 'Edit postcode 2000', 'Save postcode');
  await opensRefusing(page.getByRole('button', { name: `Delete 2000 (${AU})` }), 'Delete postcode 2000?', 'Delete postcode');
  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add postcode' });
  await add.getByRole('combobox', { name: 'Domain' }).selectOptions(`${AU} · AU`);
  await add.getByRole('textbox', { name: 'Postcode' }).fill('3000');
  await refuses(add, 'Add postcode');
  await expectAccessible();

  connection.start();
  await expect.element(add.getByRole('button', { name: 'Add postcode' })).toBeEnabled();
  await expect.element(add.getByText(OFFLINE_REFUSAL)).not.toBeInTheDocument();
  await expect.element(add.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3000');
  await add.getByRole('button', { name: 'Add postcode' }).click();
  await expect.element(add).not.toBeInTheDocument();
  await expect.element(page.getByRole('button', { name: `Edit 3000 (${AU})` })).toBeVisible();
  // Nothing was sent while the service was away.
  expect(fakeDesk.calls.map((c) => c.method).filter((m) => /\.(create|update|delete|add|cancel|rotate|profileUpdate)/.test(m))).toEqual(['zipcodes.create']);
});
