import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectAccessible } from '../testing/expect-accessible.ts';
import { postcodeService } from '../testing/postcode-service.ts';
import { renderDesk } from '../testing/render-desk.tsx';

test('toasts: at most three show, successes leave by themselves, Recent notices keeps them', async () => {
  await renderDesk('#/postcodes', postcodeService().answers);
  const notices = page.getByRole('status', { name: 'Notifications' });
  for (const code of ['2101', '2102', '2103', '2104']) {
    await page.getByRole('button', { name: 'Add postcode' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add postcode' });
    await dialog.getByRole('combobox', { name: /^Domain/ }).selectOptions('marketplace.com.au · AU');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill(code);
    await dialog.getByRole('button', { name: 'Add postcode' }).click();
    // Hovered at once, so it stays while the others are counted.
    await notices.getByText(`Postcode ${code} added for marketplace.com.au`).hover();
    expect(document.querySelectorAll('.toast').length).toBeLessThanOrEqual(3);
  }
  // The first one made room while the fourth shows.
  await expect.element(notices.getByText('Postcode 2101 added for marketplace.com.au')).not.toBeInTheDocument();
  await expect.element(notices.getByText('Postcode 2104 added for marketplace.com.au')).toBeVisible();

  // Once the pointer leaves, they all go by themselves.
  await userEvent.unhover(notices.getByText('Postcode 2104 added for marketplace.com.au'));
  await page.getByRole('heading', { level: 1, name: 'Postcodes' }).hover();
  await expect.poll(() => document.querySelectorAll('.toast').length, { timeout: 15_000 }).toBe(0);

  await page.getByRole('button', { name: 'Recent notices' }).click();
  const drawer = page.getByRole('dialog', { name: 'Recent notices' });
  const items = drawer.getByRole('list', { name: 'Recent notices' }).getByRole('listitem');
  await expect.poll(() => items.all().length).toBe(4);
  expect(items.first().element().textContent).toContain('Postcode 2104 added');
  expect(items.last().element().textContent).toContain('Postcode 2101 added');
  await expectAccessible();
  await drawer.getByRole('button', { name: 'Clear the list' }).click();
  await expect.element(drawer.getByText('No notices yet')).toBeVisible();
});
