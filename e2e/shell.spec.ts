import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';

test('the desk opens in browser mode with the sidebar and moves between screens', async ({ openDesk }) => {
  const page = await openDesk();
  const nav = page.getByRole('navigation');
  for (const label of ['Postcodes', 'Collections', 'Import', 'Category scrapes', 'Catalogue', 'Account']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Collections' }).click();
  await expect(page).toHaveURL(/#\/collections$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Collections');
  await expectAccessible(page);
  await saveScreen(page, 'shell');
});
