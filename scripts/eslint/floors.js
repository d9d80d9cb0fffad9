// The floors inside electron/app and sandbox/: the one table the `desk/floors` lint rule reads and
// ARCHITECTURE.md shows ("Floors inside electron/app and sandbox"; a test keeps the two alike). A file may
// import files on its own floor or below; an import that climbs fails lint, naming both floors.
//
// Each floor lists where its files are: `name.ts` (one file), `folder/` (everything under it), or `*-handlers.ts`
// (a name pattern, in any folder). A file sits on the floor of the entry that names it most closely: its own
// path first, then a name pattern, then its deepest folder. A file no entry names fails lint until it is given
// a floor here.

/**
 * @typedef {{ name: string; holds: string; paths: string[] }} Floor
 * @typedef {{ scope: string; floors: Floor[] }} FloorPlan
 */

/** Tests start what they test, so they sit above every floor; nothing but a test imports them. */
const tests = (/** @type {string[]} */ more) => ({
  name: 'tests',
  holds: 'tests, test kits and benchmarks: they may import any floor, and no other floor imports them',
  paths: ['*.test.ts', '*-test-kit.ts', 'testing/', ...more],
});

/** @type {FloorPlan[]} */
export const floorPlans = [
  {
    scope: 'electron/app',
    floors: [
      tests(['local-copy/testing/', 'service/test-server.ts', 'service/test-endpoints.ts']),
      { name: 'desk', holds: 'the composition: `createDesk` and its options', paths: ['desk.ts', 'desk-options.ts'] },
      {
        name: 'handlers',
        holds: 'the bridge methods of each area, and the wrappers around them (auto-watch, refresh after a write, create reconciling)',
        paths: ['*-handlers.ts', 'bridge/reconcile-creates.ts', 'watchers/auto-watch.ts', 'local-copy/write-hooks.ts'],
      },
      {
        name: 'services',
        holds:
          "what the handlers drive and what works on its own: the local copy's queue and sync engine, watchers, key repair and rotation, exports, files, images, updates",
        paths: [
          'local-copy/local-copy.ts',
          'local-copy/team-copy.ts',
          'local-copy/sync/',
          'local-copy/watch/watch-notice.ts',
          'credentials/',
          'exports/',
          'files/',
          'images/',
          'imports/',
          'profiles/address-check.ts',
          'progress/',
          'updates/',
          'watchers/',
          'static-content.ts',
        ],
      },
      {
        name: 'connection',
        holds:
          "the active profile's connection: the client that serves it (built again when the profile changes), its state from each call's outcome, the embedded sandbox's host",
        paths: ['connection/'],
      },
      {
        name: 'stores',
        holds:
          "what keeps or fetches data, each on its own: the service client, the keychain and the credential vault, the profiles and settings files, the local copy's stores and watch rules",
        paths: [
          'service/',
          'secrets/',
          'credentials/credential-vault.ts',
          'credentials/secret-cache.ts',
          'credentials/store-errors.ts',
          'profiles/',
          'settings/',
          'local-copy/',
        ],
      },
      {
        name: 'base',
        holds: "what every floor uses: the desk's error, redaction, the router's types and the event hub, files on disk, the log, a notification's shape",
        paths: ['connection/desk-error.ts', 'bridge/', 'fs/', 'logging/', 'desk-notification.ts'],
      },
    ],
  },
  {
    scope: 'sandbox',
    floors: [
      tests(['bench/']),
      {
        name: 'composition',
        holds: 'the app and the list of area modules, its start and CLI',
        paths: ['sandbox-app.ts', 'sandbox-modules.ts', 'start-sandbox.ts', 'cli.ts'],
      },
      {
        name: 'areas',
        holds: "one folder per area of the interface: its routes, rules and tables' reads and writes (an area may use another's)",
        paths: ['accounts/', 'catalogue/', 'category/', 'collections/', 'items/', 'outbox/', 'playground/', 'runs/', 'settings/', 'zipcodes/'],
      },
      {
        name: 'server kit',
        holds: "what every area's routes stand on: the request context, authentication, errors, the route kit, timers, the mail outbox",
        paths: ['server/', 'jobs/', 'mail/'],
      },
      {
        name: 'data',
        holds: 'the SQLite store and its schema, owner-only files, the synthetic catalogue and outputs',
        paths: ['store/', 'data/'],
      },
    ],
  },
];

/** The markdown table ARCHITECTURE.md shows for `plan`, one row per floor, top first. */
export function floorsTable(/** @type {FloorPlan} */ plan) {
  const rows = plan.floors.map((floor, index) => `| ${index + 1}. ${floor.name} | ${floor.holds} | ${floor.paths.map((p) => `\`${p}\``).join(', ')} |`);
  return ['| floor | holds | files |', '| --- | --- | --- |', ...rows];
}
