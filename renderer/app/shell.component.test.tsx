import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../testing/expect-accessible.ts';
import { renderDesk } from '../testing/render-desk.tsx';

test('the header shows the SANDBOX badge and the credit balance; the sidebar moves between screens', async () => {
  await renderDesk('#/postcodes');
  const header = page.getByRole('banner');
  await expect.element(header.getByText('SANDBOX', { exact: true })).toBeVisible();
  await expect.element(header.getByText('10,000 of 10,000 credits')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Postcodes', 'Collections', 'Import', 'Category scrapes', 'Catalogue', 'Account']) {
    await expect.element(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Collections' }).click();
  await expect.poll(() => window.location.hash).toBe('#/collections');
  await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Collections');
  await expectAccessible();
});

test('the first-start tour appears once, steps over the sidebar, and stays dismissed on the next start', async () => {
  localStorage.setItem('desk.tour.automation', 'on');
  const first = await renderDesk('#/postcodes');
  const tour = page.getByRole('dialog', { name: 'Start with postcodes' });
  await expect.element(tour).toBeVisible();
  await expect.element(tour.getByText('Step 1 of 6')).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: 'Collect items' });
  await expect.element(second.getByText('Step 2 of 6')).toBeVisible();
  await expectAccessible();
  await second.getByRole('button', { name: 'Skip tour' }).click();
  await expect.element(second).not.toBeInTheDocument();

  await first.unmount();
  await renderDesk('#/postcodes');
  await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.element(page.getByRole('banner').getByText('SANDBOX', { exact: true })).toBeVisible();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
});
