import pg from 'pg';
import { bridge } from './support/bridge.ts';
import { expect, expectAccessible, test } from './support/desk-app.ts';
import { sharedShelf, startOwnSandbox, type OwnSandbox } from './support/own-sandbox.ts';
import { startTeamCopyServer, type TeamCopyServer } from './support/team-copy-server.ts';

// Rows of a team copy the desk never wrote (a price of 2^63 cents, a currency holding a bidi override and a
// bell): the collection's prices show the rest, say how many rows could not be read, and show the currency as
// inert text. A real PostgreSQL server (a throwaway cluster of this file) and a service of the test's own.

test.describe('rows of a team copy that cannot be used', () => {
  let server: TeamCopyServer;
  let own: OwnSandbox;
  let profileId = '';

  test.beforeAll(async () => {
    server = await startTeamCopyServer();
  });
  test.afterAll(async () => {
    await server?.cluster.stop();
  });
  test.afterEach(async ({ desk, request }) => {
    await bridge(request, desk, 'profiles.switch', { id: 'sandbox' });
    await bridge(request, desk, 'profiles.remove', { id: profileId }).catch(() => undefined);
    await own?.dispose();
  });

  test('leave the collection’s screen showing the rest, with the count, and a currency’s override inert', async ({ desk, request, openDesk }) => {
    test.setTimeout(120_000);
    own = await startOwnSandbox();
    profileId = (await bridge<{ id: string }>(request, desk, 'profiles.add', { name: 'Team rows', baseUrl: own.baseUrl, auth: 'apiKey', apiKey: own.apiKey }))
      .id;
    await bridge(request, desk, 'profiles.switch', { id: profileId });
    const collectionId = await sharedShelf(own, ['B0ROWS0001', 'B0ROWS0002', 'B0ROWS0003']);
    await own.api('schedules/run/result/', { collection_id: collectionId });
    await bridge(request, desk, 'copyStore.usePostgres', {
      profileId,
      settings: server.settings,
    });
    await expect
      .poll(
        async () => {
          await bridge(request, desk, 'localCopy.refresh', { collectionId });
          return (await bridge<{ runs: { archive: string }[] }>(request, desk, 'localCopy.runs', { collectionId })).runs[0]?.archive;
        },
        { timeout: 30_000 },
      )
      .toBe('archived');

    // Written as a teammate's script (or anyone with the database's password) could (an ASIN's key names its domain and postcode).
    const sql = new pg.Client(server.cluster.url);
    await sql.connect();
    await sql.query(`UPDATE desk_store.outputs SET price = 9223372036854775807 WHERE key LIKE 'B0ROWS0003@%'`);
    await sql.query(`UPDATE desk_store.outputs SET currency = E'\\u202E$\\u0007' WHERE key LIKE 'B0ROWS0001@%'`);
    await sql.end();

    const page = await openDesk(`#/collections/${collectionId}?tab=history`);
    const grid = page.getByRole('grid', { name: 'All items with their latest prices' });
    const row = (code: string) => grid.getByRole('row').filter({ hasText: code });
    await expect(page.getByRole('status').filter({ hasText: '1 row in the team copy could not be read' })).toBeVisible();
    // B0ROWS0003 shows without the price it cannot have; the others as archived.
    await expect(row('B0ROWS0003')).toBeVisible();
    await expect(row('B0ROWS0003')).not.toContainText('$');
    await expect(row('B0ROWS0002')).toContainText('$');
    const first = await row('B0ROWS0001').innerText();
    expect(first).toContain('\uFFFD$\uFFFD');
    expect(first).not.toContain('\u202E');
    expect(first).not.toContain('\u0007');
    await expectAccessible(page);
  });
});
