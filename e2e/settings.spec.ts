import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/desk-app.ts';

test('a failure in the page reaches the log file in the data folder, with the version and platform at its start', async ({ openDesk, desk }) => {
  const page = await openDesk('#/settings');
  await expect(page.getByRole('region', { name: 'Folders' }).getByText(/logs$/)).toBeVisible();
  // An error no screen caught (an event handler, a timer): the page reports it to main's log.
  await page.evaluate(() => {
    setTimeout(() => void Promise.reject(new Error('the grid lost its rows')));
  });
  const logFile = join(desk.dataDir, 'logs', 'desk.log');
  await expect
    .poll(() => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''))
    .toMatch(/renderer: page \(unhandled rejection\) failed: the grid lost its rows/);
  expect(readFileSync(logFile, 'utf8').split('\n')[0]).toMatch(/Collection Desk \S+ \(web\) started on \w+/);
});
