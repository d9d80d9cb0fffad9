import { expect, test } from './support/desk-app.ts';

test('the page carries the app icon: its favicon link resolves to the SVG, and loading logs no 404', async ({ page, desk }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(desk.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('./icon.svg');
  const icon = await page.request.get(new URL('icon.svg', new URL(desk.url)).toString());
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  expect(failed).toEqual([]);
});
