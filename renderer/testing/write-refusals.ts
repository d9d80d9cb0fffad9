import { expect } from 'vitest';
import { page } from 'vitest/browser';
import type { Locator } from 'vitest/browser';

/** A change refused while the service cannot be reached, with when it last answered as a local time. */
export const OFFLINE_REFUSAL = /^The service cannot be reached \(last reached at [^)]+\), so nothing can be changed now; nothing is queued\.$/;

/** The change refused in place: the reason with a readable local time (no ISO stamp), and its send button disabled. */
export async function refuses(where: Locator, send: string | RegExp): Promise<void> {
  const reason = where.getByText(OFFLINE_REFUSAL);
  await expect.element(reason).toBeVisible();
  expect(reason.element().textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  await expect.element(where.getByRole('button', { name: send, exact: typeof send === 'string' })).toBeDisabled();
}

/** Opens a dialog with a button of the page, checks that it refuses as it opens, and closes it with its Cancel. */
export async function opensRefusing(opener: Locator, dialogName: string | RegExp, send: string | RegExp): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await refuses(dialog, send);
  await dialog.getByRole('button', { name: /^(Cancel|Keep scraping)$/ }).click();
  await expect.element(dialog).not.toBeInTheDocument();
}
