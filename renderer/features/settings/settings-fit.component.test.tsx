import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { accountService } from '../../testing/account-service.ts';
import { expectFits } from '../../testing/fit-check.ts';
import { localCopyStatus, sandboxCopy } from '../../testing/local-copy-status.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

test('Settings with a local copy of some size fits', async () => {
  await renderDesk('#/settings', localCopyStatus([sandboxCopy({ bytes: 48_211_968, collections: 14, runs: 212, outputs: 96_400 })]).answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectFits('settings');
}, 120_000);

test('Account fits', async () => {
  await renderDesk('#/account', accountService().answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expectFits('account');
}, 120_000);

test('Connect to a service fits', async () => {
  await renderDesk('#/connect', { 'sandbox.account': { email: 'analyst1@sandbox.test', password: 'sandbox-9b3aba6cb128' } });
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFits('connect');
}, 120_000);
