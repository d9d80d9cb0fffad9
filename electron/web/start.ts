// `npm run web -- [--port N] [--data DIR] [--static DIR]`: browser mode. Prints the address to open
// as its first line, serves until SIGINT/SIGTERM.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { CreateDesk, Desk } from '../main/desk-types.ts';
import { createInterimDesk } from './interim-desk.ts';
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

/**
 * The app composition: electron/app/desk.ts's createDesk once it exists (loaded by path, so this entry
 * builds before it lands), else the interim one over an embedded sandbox. Browser mode has no native
 * dialogs or notifications: files come through bridge methods, and notices and links go to the log.
 */
async function compose(): Promise<Pick<Desk, 'router' | 'events' | 'dispose'> & { fetchImage?: Desk['fetchImage'] }> {
  const deskFile = join(repo, 'electron/app/desk.ts');
  if (existsSync(deskFile)) {
    const { createDesk } = (await import(pathToFileURL(deskFile).href)) as { createDesk: CreateDesk };
    return createDesk({
      dataDir,
      notify: ({ title, body }) => log(`notice: ${title}: ${body}`),
      openExternal: async (url) => log(`open in your browser: ${url}`),
      pickFile: async () => null,
      saveFile: async () => null,
    });
  }
  log('electron/app/desk.ts is not there yet: serving the app and service areas over an embedded sandbox');
  const interim = await createInterimDesk({ dataDir, version, log });
  return { ...interim, events: { subscribe: (listener) => interim.events.subscribe(listener) } };
}

const desk = await compose();
const server = await startWebServer({ router: desk.router, events: desk.events, staticDir, port, log, ...(desk.fetchImage ? { fetchImage: desk.fetchImage } : {}) });
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
