import { expect, test } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';

// What the catalogue screen does is checked in renderer/features/catalogue/*.component.test.tsx; this journey
// keeps the one thing that crosses processes: product images load through main's image proxy from the service.

test('product images load through the desk’s image proxy', async ({ page, desk, openDesk }) => {
  // Without an OS keychain (CI without a Secret Service), keeps the sandbox credential for this run only, as a user would.
  const status = await bridge<{ storage: string }>(page.request, desk, 'credentials.status', {});
  if (status.storage === 'unavailable') await bridge(page.request, desk, 'credentials.useSessionOnly', {});
  await openDesk('#/catalogue');
  await page.getByRole('tree', { name: 'Categories' }).getByRole('treeitem', { name: 'Technology', exact: true }).click();
  const firstImage = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().locator('img');
  await expect(firstImage).toHaveAttribute('src', /^\/image\/[^/]+\/\?url=/);
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
});
