import { expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { localCopyStatus, sandboxCopy } from '../../testing/local-copy-status.ts';
import { settingsAnswers } from '../../testing/shell-answers.ts';
import { textOf } from '../../testing/text-of.ts';

const DARK_BG = 'rgb(15, 17, 21)';
const LIGHT_BG = 'rgb(255, 255, 255)';
const pageBackground = () => getComputedStyle(document.body).backgroundColor;

/** Opens Settings on a settings store that outlives a remount, as main's settings.json outlives a reload. */
async function openSettings(store = settingsAnswers()) {
  const screen = await renderDesk('#/settings', store.answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return screen;
}

test('the theme changes at once, is saved, is used again on the next start, and "system" follows the system', async () => {
  await commands.emulateColorScheme('light');
  const store = settingsAnswers();
  const first = await openSettings(store);
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect.element(theme).toHaveValue('system');
  await expect.poll(pageBackground).toBe(LIGHT_BG);

  await theme.selectOptions('Dark');
  await expect.poll(pageBackground).toBe(DARK_BG);
  expect(fakeDesk.inputsOf('settings.update')).toEqual([{ theme: 'dark' }]);
  await expectAccessible();

  // The next start: painted dark from the remembered theme, and main's saved setting agrees.
  await first.unmount();
  await openSettings(store);
  await expect.element(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  await expect.poll(pageBackground).toBe(DARK_BG);

  await page.getByRole('combobox', { name: 'Theme' }).selectOptions('Same as the system');
  await expect.poll(pageBackground).toBe(LIGHT_BG);
  await commands.emulateColorScheme('dark');
  await expect.poll(pageBackground).toBe(DARK_BG);
  await commands.emulateColorScheme('light');
});

test('browser mode explains where downloads go, shows the log folder and says it is browser mode', async () => {
  await openSettings();
  // Main saves the file itself in browser mode: the browser's own downloads folder plays no part.
  await expect
    .poll(() => textOf(page.getByRole('region', { name: 'Downloads' })))
    .toMatch(
      /In the browser, the desk saves each file itself, without asking, in \/home\/ana\/Downloads\/Collection Desk \(a number is added when a name is taken\)/,
    );
  expect(page.getByRole('region', { name: 'Downloads' }).getByRole('button').elements()).toHaveLength(0);
  await expect.element(page.getByRole('region', { name: 'Folders' }).getByText(/logs$/)).toBeVisible();
  await expect.element(page.getByRole('region', { name: 'About' }).getByText('Browser mode (npm run web)')).toBeVisible();
});

test('the desktop app says files go where the save dialog is pointed, which opens in the chosen folder', async () => {
  const store = settingsAnswers();
  const view = { dataDir: '/home/ana/.config/Collection Desk', logDir: '/home/ana/.config/Collection Desk/logs', desktop: true };
  await renderDesk('#/settings', {
    ...store.answers,
    'app.info': { version: '0.1.0', mode: 'electron', sandbox: true },
    'settings.get': () => ({ ...view, settings: store.current(), downloadsDir: '/home/ana/Downloads' }),
  });
  const downloads = page.getByRole('region', { name: 'Downloads' });
  await expect
    .poll(() => textOf(downloads))
    .toMatch(
      /Each file goes where you choose in the save dialog, which opens in \/home\/ana\/Downloads \(the system’s Downloads folder\)\. Its notice offers Show in folder\./,
    );
  await expect.element(downloads.getByRole('button', { name: 'Choose folder…' })).toBeVisible();
});

test('a notification kind switched off is saved, stays off on the next start, and switches on again', async () => {
  const store = settingsAnswers();
  const first = await openSettings(store);
  const runs = page.getByRole('checkbox', { name: 'A run finished or failed' });
  await expect.element(runs).toBeChecked();
  await runs.click();
  await expect.element(runs).not.toBeChecked();
  await expect.element(runs).toBeEnabled();
  expect(store.current().notifications.runFinished).toBe(false);

  await first.unmount();
  await openSettings(store);
  await expect.element(page.getByRole('checkbox', { name: 'A run finished or failed' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'A run finished or failed' }).click();
  await expect.element(page.getByRole('checkbox', { name: 'A run finished or failed' })).toBeChecked();
  expect(store.current().notifications.runFinished).toBe(true);
});

test('Replay the tour shows the first-start tour again from its first step; Escape closes it', async () => {
  await openSettings();
  await expect.element(page.getByRole('dialog', { name: 'Start with postcodes' })).not.toBeInTheDocument();
  await page.getByRole('button', { name: 'Replay the tour' }).click();
  const step = page.getByRole('dialog', { name: 'Start with postcodes' });
  await expect.element(step).toBeVisible();
  await expect.element(step.getByText('Step 1 of 6')).toBeVisible();
  await userEscape();
  await expect.element(step).not.toBeInTheDocument();
});

test('Updates: browser mode says the installed app checks; automatic checks switched off stay off', async () => {
  const store = settingsAnswers();
  const first = await openSettings(store);
  const updates = page.getByRole('region', { name: 'Updates' });
  await expect.element(updates.getByRole('status')).toHaveTextContent('Updates are checked by the installed desktop app only.');
  await expect.element(updates.getByRole('button', { name: 'Check for updates' })).toBeDisabled();
  const auto = updates.getByRole('checkbox', { name: 'Check for updates automatically' });
  await expect.element(auto).toBeChecked();
  await auto.click();
  await expect.element(auto).not.toBeChecked();
  expect(fakeDesk.inputsOf('settings.update')).toContainEqual({ autoCheckUpdates: false });

  await first.unmount();
  await openSettings(store);
  await expect.element(page.getByRole('region', { name: 'Updates' }).getByRole('checkbox', { name: 'Check for updates automatically' })).not.toBeChecked();
});

async function userEscape(): Promise<void> {
  const { userEvent } = await import('vitest/browser');
  await userEvent.keyboard('{Escape}');
}

test('the local copy of each profile shows its size and counts, and keeps results for the days chosen on the next start', async () => {
  const copies = localCopyStatus([
    sandboxCopy(),
    sandboxCopy({ profileId: 'work', bytes: 512, collections: 0, runs: 0, outputs: 0, asOf: null, online: false }),
  ]);
  const answers = {
    ...copies.answers,
    'profiles.list': {
      profiles: [
        { id: 'sandbox', name: 'Sandbox', baseUrl: 'http://127.0.0.1:37865', auth: 'apiKey' as const, builtIn: true },
        { id: 'work', name: 'Work', baseUrl: 'https://api.example.com', auth: 'apiKey' as const, builtIn: false },
      ],
      activeId: 'sandbox',
    },
  };
  const first = await renderDesk('#/settings', answers);
  const copy = page.getByRole('article', { name: 'Local copy of Sandbox' });
  await expect.poll(() => textOf(copy)).toMatch(/2\.3 MB on this machine · 4 collections · 9 runs · 120 outputs · as of /);
  await expect
    .poll(() => textOf(page.getByRole('article', { name: 'Local copy of Work' })))
    .toMatch(/512 B on this machine · 0 collections · 0 runs · 0 outputs · never refreshed · service unreachable at the last call/);

  const days = copy.getByRole('spinbutton', { name: 'Keep results for (days)' });
  await days.fill('0');
  await expect.element(copy.getByText('Enter a whole number of days from 1 to 36500, or leave it empty.')).toBeVisible();
  await expect.element(copy.getByRole('button', { name: 'Save' })).toBeDisabled();
  await days.fill('30');
  await copy.getByRole('button', { name: 'Save' }).click();
  await expect.element(page.getByText('Sandbox: results are kept for 30 days')).toBeVisible();
  expect(fakeDesk.inputsOf('localCopy.setRetention')).toEqual([{ profileId: 'sandbox', days: 30 }]);

  // The next start reads the retention back from main.
  await first.unmount();
  await renderDesk('#/settings', answers);
  await expect
    .element(page.getByRole('article', { name: 'Local copy of Sandbox' }).getByRole('spinbutton', { name: 'Keep results for (days)' }))
    .toHaveValue(30);
  await expect
    .element(page.getByRole('article', { name: 'Local copy of Work' }).getByRole('spinbutton', { name: 'Keep results for (days)' }))
    .toHaveValue(null);
});
