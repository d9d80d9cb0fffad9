// A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temporary folder, pg_ctl start on a
// free loopback port, and everything removed on stop. The server refuses to run as root (CI runs as root),
// so there it runs as the `postgres` user in a folder that user owns.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A running throwaway cluster. */
export interface PgCluster {
  /** The superuser's URL of the `postgres` database (user `desk`, its password in it: connections over TCP need one). */
  url: string;
  /** The superuser's password. */
  password: string;
  port: number;
  /** The server's log file (what `log_statement` writes lands here). */
  logFile: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  /** Stops the server, keeping its data (an outage); `resume` starts it again on the same port. */
  halt(): Promise<void>;
  resume(): Promise<void>;
}

/** Server settings: `fast` turns durability off (tests); benchmarks keep the defaults. */
export interface PgClusterOptions {
  fast?: boolean;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string>;
}

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<version>/bin), or PG_BIN. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) throw new Error('PostgreSQL is not installed: apt-get install -y --no-install-recommends postgresql (or set PG_BIN).');
  return join(root, versions[0], 'bin');
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when this process is root. */
async function pg(program: string, args: string[]): Promise<void> {
  const file = join(postgresBin(), program);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args]);
  else await run(file, args);
}

/** Starts a throwaway cluster. */
export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'cd-pg-'));
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
  const data = join(dir, 'data');
  try {
    // Passwords over TCP (scram-sha-256), as a real server asks them; the socket in the folder trusts its owner.
    const password = `pw-${randomUUID()}`;
    writeFileSync(join(dir, 'pw'), password, { mode: 0o644 });
    await pg('initdb', [
      '-D',
      data,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      `--pwfile=${join(dir, 'pw')}`,
      '-U',
      'desk',
      '-E',
      'UTF8',
      '--locale=C',
      ...(options.fast ? ['--no-sync'] : []),
    ]);
    rmSync(join(dir, 'pw'));
    const settings: Record<string, string> = {
      listen_addresses: '127.0.0.1',
      ...(options.fast ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
      ...options.settings,
    };
    // Two tries: another process may take the free port between the check and the start.
    let port = 0;
    const start = () => {
      const server = [`-p ${port}`, `-k ${dir}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
      return pg('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', server, 'start']);
    };
    for (let attempt = 0; ; attempt += 1) {
      port = await freePort();
      try {
        await start();
        break;
      } catch (error) {
        if (attempt >= 1) throw error;
      }
    }
    let stopped = false;
    return {
      url: `postgres://desk:${password}@127.0.0.1:${port}/postgres`,
      password,
      port,
      logFile: join(dir, 'log'),
      async stop() {
        if (stopped) return;
        stopped = true;
        await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
      halt: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
      resume: start,
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
