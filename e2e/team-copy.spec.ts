import pg from 'pg';
import { scramVerifier, newRolePassword } from '../electron/app/local-copy/postgres/pg-scram.ts';
import { setupTeamCopy } from '../electron/app/local-copy/postgres/pg-setup.ts';
import { startPgCluster, type PgCluster } from '../electron/app/local-copy/testing/pg-cluster.ts';
import { bridge } from './support/bridge.ts';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import { sharedShelf, startOwnSandbox, type OwnSandbox } from './support/own-sandbox.ts';

// A profile's copy moved into a team copy from Settings, on a real PostgreSQL server (a throwaway cluster of
// this file) and a service of the test's own; then the server goes away and the collection is read live.

interface LocalRun {
  runId: number;
  archive: string;
}

test.describe('a team copy in PostgreSQL', () => {
  let cluster: PgCluster;
  let own: OwnSandbox;
  let profileId = '';
  const deskPassword = newRolePassword();

  test.beforeAll(async () => {
    cluster = await startPgCluster({ fast: true });
    // The administrator made the desks' login ahead of the setup (a verifier, as psql's \password sends).
    const admin = new pg.Client(cluster.url);
    await admin.connect();
    await admin.query(`CREATE ROLE desk_app LOGIN PASSWORD '${scramVerifier(deskPassword)}'`);
    await admin.end();
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });
  test.afterEach(async ({ desk, request }) => {
    await bridge(request, desk, 'profiles.switch', { id: 'sandbox' });
    await bridge(request, desk, 'profiles.remove', { id: profileId }).catch(() => undefined);
    await own?.dispose();
  });

  test('Settings: test the server, move the copy in, read from it, and read the service live while it is away', async ({ desk, request, openDesk }) => {
    test.setTimeout(120_000);
    own = await startOwnSandbox();
    const name = `Team ${Math.random().toString(36).slice(2, 6)}`;
    profileId = (await bridge<{ id: string }>(request, desk, 'profiles.add', { name, baseUrl: own.baseUrl, auth: 'apiKey', apiKey: own.apiKey })).id;
    await bridge(request, desk, 'profiles.switch', { id: profileId });
    const collectionId = await sharedShelf(own, ['B0TEAM0001', 'B0TEAM0002']);
    await own.api('schedules/run/result/', { collection_id: collectionId });
    await expect
      .poll(
        async () => {
          await bridge(request, desk, 'localCopy.refresh', { collectionId });
          return (await bridge<{ runs: LocalRun[] }>(request, desk, 'localCopy.runs', { collectionId })).runs[0]?.archive;
        },
        { timeout: 30_000 },
      )
      .toBe('archived');

    const page = await openDesk('#/settings?section=local-copy');
    const card = page.getByRole('article', { name: `Local copy of ${name}` });
    await card.getByRole('button', { name: 'Keep this profile’s copy in PostgreSQL…' }).click();
    await card.getByLabel('Connection string').fill(`postgres://desk:secret@127.0.0.1:${cluster.port}/postgres`);
    await card.getByLabel('Password').fill(cluster.password);
    await expect(card.getByText(/Leave the password out of the connection string/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    await card.getByLabel('Connection string').fill(`postgres://desk@127.0.0.1:${cluster.port}/postgres`);
    await expect(card.getByText(/TLS can only be turned off for a server on this computer/)).toHaveCount(0);
    await expect(card.getByLabel('TLS')).toHaveValue('verify-full');
    await expect(card.getByLabel('CA file (optional)')).toBeVisible();
    await card.getByLabel('TLS').selectOption('disable');
    // The cluster's superuser is refused: a desk logs in with the desk role only.
    await card.getByRole('button', { name: 'Test connection' }).click();
    await expect(card.getByText(/This login can do more than a desk needs \(desk: it is a superuser\): ask your administrator for a desk role/)).toBeVisible();
    // The desk role's login, made by the administrator before the setup ran: the server is not set up yet.
    await card.getByLabel('Connection string').fill(`postgres://desk_app@127.0.0.1:${cluster.port}/postgres`);
    await card.getByLabel('Password').fill(deskPassword);
    await card.getByRole('button', { name: 'Test connection' }).click();
    await expect(card.getByText(/not set up on this server yet\. Your administrator sets it up once \(npm run team:setup\)/)).toBeVisible();
    // The administrator runs the setup (the existing desk role keeps its password).
    const setup = await setupTeamCopy({ connection: `postgres://desk@127.0.0.1:${cluster.port}/postgres`, tls: 'disable', password: cluster.password });
    expect(setup.passwords.desk).toBeUndefined();
    await card.getByRole('button', { name: 'Test connection' }).click();
    await expect(card.getByRole('status')).toHaveText(/Connected to PostgreSQL [\d.]+\. The team copy is set up for this version of the app \(schema \d+\)\./);
    await card.getByRole('button', { name: 'Move this copy in…' }).click();
    await page
      .getByRole('dialog', { name: `Move the copy of ${name} into the team copy?` })
      .getByRole('button', { name: 'Move' })
      .click();
    await expect(card.getByText(`Team copy: postgres://desk_app@127.0.0.1:${cluster.port}/postgres · TLS disable`)).toBeVisible();
    await expect(card.getByText(/in the team copy \(its whole database on the server\)/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Purge…' })).toHaveCount(0);
    await expectAccessible(page);
    await saveScreen(page, 'settings-team-copy');

    // The collection reads from the team copy; with the server gone, from the service live, and says so.
    await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${collectionId}`);
    const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
    await expect(grid.getByRole('row').filter({ hasText: 'B0TEAM0001' })).toBeVisible();
    await cluster.stop();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Team copy cannot be reached: showing the service live' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('grid', { name: 'Items (ASINs)' }).getByRole('row').filter({ hasText: 'B0TEAM0002' })).toBeVisible();
  });
});
