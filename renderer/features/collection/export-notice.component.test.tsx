import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { errResult } from '../../../shared/bridge/result.ts';
import { busyCollection } from '../../testing/busy-collection.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

const saved = '/home/ana/Downloads/collection-12-run-42-outputs.csv';
const exported = { 'exports.localView': { path: saved, bytes: 48_000, rows: 1_171 } };
const desktop = { 'app.info': { version: '0.1.0', mode: 'electron' as const, sandbox: true } };

async function exportNewestRun(): Promise<void> {
  await page.getByRole('group', { name: 'Export the outputs of run #42' }).getByRole('button', { name: 'Export CSV' }).click();
}

test('in the desktop app the "Exported …" notice shows the file in its folder on request', async () => {
  let gone = false;
  await renderDesk('#/collections/12?tab=results', {
    ...busyCollection().answers,
    ...exported,
    ...desktop,
    'shell.showSavedFile': () => (gone ? errResult('invalid-input', `${saved} is no longer there: it was moved or deleted.`) : { shown: true }),
  });
  await exportNewestRun();
  const notices = page.getByRole('status', { name: 'Notifications' });
  await expect.element(notices.getByText('Exported 1,171 rows of the outputs of run #42')).toBeVisible();
  await expect.element(notices.getByText(saved)).toBeVisible();
  await expectAccessible();
  await notices.getByRole('button', { name: 'Show in folder' }).click();
  expect(fakeDesk.inputsOf('shell.showSavedFile')).toEqual([{ path: saved }]);

  // Moved away since: the user is told so, not left wondering why nothing opened.
  gone = true;
  await exportNewestRun();
  await notices.getByRole('button', { name: 'Show in folder' }).first().click();
  const errors = page.getByRole('log', { name: 'Errors' });
  await expect.element(errors.getByText('The file could not be shown in its folder')).toBeVisible();
  await expect.element(errors.getByText(/is no longer there: it was moved or deleted\./)).toBeVisible();
});

test('in browser mode the notice names where the file went and offers no folder to open', async () => {
  await renderDesk('#/collections/12?tab=results', { ...busyCollection().answers, ...exported });
  await exportNewestRun();
  const notices = page.getByRole('status', { name: 'Notifications' });
  await expect.element(notices.getByText(saved)).toBeVisible();
  expect(notices.getByRole('button', { name: 'Show in folder' }).elements()).toHaveLength(0);
});
