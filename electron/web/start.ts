// `npm run web -- [--port N] [--data DIR] [--static DIR]`: browser mode. Prints the address to open
// as its first line, serves until SIGINT/SIGTERM.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDesk } from '../app/desk.ts';
import { downloadsFolderChooser } from '../app/files/downloads-folder.ts';
import { startWebServer } from './server.ts';

const repo = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    data: { type: 'string' },
    static: { type: 'string', default: join(repo, 'out/renderer') },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}
const staticDir = resolve(values.static);
if (!existsSync(join(staticDir, 'index.html'))) {
  console.error(`No built renderer in ${staticDir}: run \`npm run build:renderer\` first (\`npm run web\` does).`);
  process.exit(2);
}
const dataDir = resolve(values.data ?? join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'collection-desk-web'));
const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;
const log = (line: string): void => console.error(`[desk] ${line}`);

/** A whole number from an environment variable (e2e makes the sandbox's jobs fast), or undefined. */
function envMs(name: string): number | undefined {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

// One keychain service per data dir: two browser-mode desks (e2e workers) must not share the Sandbox
// profile's key, as each has its own sandbox and demo account.
const keychainService = process.env.DESK_KEYCHAIN_SERVICE ?? `collection-desk-web-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;

/**
 * Browser mode has no native dialogs, notifications or desktop clipboard: notices go to the log; a
 * product link is logged rather than opened (this Node process may run where no browser of the user's
 * can be launched safely, e.g. over SSH or in CI); files are saved to Downloads/Collection Desk with a
 * unique name; copying a key is left to the page (credentials.copyApiKey returns it in this mode).
 */
const desk = await createDesk({
  dataDir,
  version,
  mode: 'web',
  log,
  keychainService,
  notify: ({ title, body }) => log(`notice: ${title}: ${body}`),
  openExternal: async (url) => log(`open in your browser: ${url}`),
  chooseSavePath: downloadsFolderChooser(),
  sandbox: { cookieDelayMs: envMs('DESK_SANDBOX_COOKIE_DELAY_MS'), jobDelayMs: envMs('DESK_SANDBOX_JOB_DELAY_MS') },
  localCopyTiming: { startDelayMs: envMs('DESK_LOCAL_COPY_START_MS'), passMs: envMs('DESK_LOCAL_COPY_INTERVAL_MS') },
});
const server = await startWebServer({ router: desk.router, events: desk.events, staticDir, port, log, fetchImage: desk.fetchImage });
console.log(`Collection Desk (browser mode): ${server.url}`);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.error(`[desk] ${signal}: shutting down`);
  server
    .close()
    .then(() => desk.dispose())
    .then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`[desk] shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
