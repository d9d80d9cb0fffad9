import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { scrapeService } from '../../testing/scrape-service.ts';
import { textOf } from '../../testing/text-of.ts';

test('cancelling: a queued scrape shows Failed, “Cancelled by user”; one that ends while the dialog is open is “Already finished”', async () => {
  const scrapes = scrapeService([
    { name: 'e2e_running', stage: 'scraping', asinCount: 12 },
    { name: 'e2e_waiting', stage: 'queued' },
  ]);
  await renderDesk('#/scrapes', scrapes.answers);
  const waiting = page.getByRole('row', { name: /e2e_waiting/ });
  await expect.element(waiting.getByText('Queued')).toBeVisible();

  await waiting.getByRole('button', { name: 'Cancel e2e_waiting' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel e2e_waiting?' });
  await expect.poll(() => textOf(confirm)).toMatch(/Now: Queued · 0 products so far/);
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Cancel scrape' }).click();
  await expect.element(confirm).not.toBeInTheDocument();
  await expect.element(page.getByText('Cancelled e2e_waiting')).toBeVisible();
  await expect.element(waiting.getByText('Failed')).toBeVisible();
  await expect.element(waiting.getByText('Cancelled by user')).toBeVisible();
  await expect.element(waiting.getByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  expect(fakeDesk.inputsOf('categoryScrape.cancel')).toEqual([{ collection_id: 2 }]);

  // One that ends while its confirmation is open: the dialog follows its stage, and the service revokes nothing.
  const running = page.getByRole('row', { name: /e2e_running/ });
  await running.getByRole('button', { name: 'Cancel e2e_running' }).click();
  const late = page.getByRole('dialog', { name: 'Cancel e2e_running?' });
  await expect.poll(() => textOf(late)).toMatch(/Now: Scraping · 12 products so far/);
  scrapes.advance(1, 'done', 20);
  await expect.poll(() => textOf(late)).toMatch(/Now: Done · 20 products so far/);
  await late.getByRole('button', { name: 'Cancel scrape' }).click();
  await expect.element(page.getByText('Already finished')).toBeVisible();
  await expect.element(page.getByText('e2e_running had already ended, so there was nothing to cancel.')).toBeVisible();
  await expect.element(late).not.toBeInTheDocument();
  await expect.element(running.getByText('Done')).toBeVisible();
  await expect.element(running.getByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  // A cancel the user asked for is not announced as a failure, nor is the scrape that ended as a new finish twice.
  await expect.element(page.getByText(/Category scrape failed/)).not.toBeInTheDocument();
});
