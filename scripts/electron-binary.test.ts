import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { electronPackageDir, failureParagraph, obtainElectron, platformExecutable } from './electron-binary.ts';

// A copy of the electron package's metadata inside the project's node_modules (so @electron/get resolves
// from it) without its binary, whatever the real package holds. Nothing here launches Electron, and every
// download goes to loopback: ELECTRON_MIRROR is read by @electron/get from process.env.
const root = process.cwd();
let electronDir: string;
let cacheDir: string;
const saved = { mirror: process.env.ELECTRON_MIRROR, cache: process.env.electron_config_cache };

beforeEach(() => {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  electronDir = mkdtempSync(join(root, 'node_modules/.cache/electron-test-'));
  for (const file of ['package.json', 'checksums.json', 'install.js']) copyFileSync(join(electronPackageDir(), file), join(electronDir, file));
  cacheDir = mkdtempSync(join(root, 'node_modules/.cache/electron-cache-test-'));
  process.env.electron_config_cache = cacheDir;
});

afterEach(() => {
  rmSync(electronDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  restore('ELECTRON_MIRROR', saved.mirror);
  restore('electron_config_cache', saved.cache);
});

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/** The environment of a fresh machine: no skip flag, no override, no proxy. */
function freshEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['ELECTRON_SKIP_BINARY_DOWNLOAD', 'ELECTRON_OVERRIDE_DIST_PATH', 'ELECTRON_GET_USE_PROXY', 'force_no_cache']) delete env[name];
  return env;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function servingBytes(size: number): Promise<{ port: number; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-length': String(size), 'content-type': 'application/zip' });
    res.end(Buffer.alloc(size, 7));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, requests, close: () => new Promise((done) => server.close(() => done())) };
}

describe('obtaining the Electron binary', () => {
  it('says the download failed, with the network error, when the mirror cannot be reached', async () => {
    process.env.ELECTRON_MIRROR = `http://127.0.0.1:${await closedPort()}/`;
    const lines: string[] = [];
    const result = await obtainElectron({ electronDir, env: freshEnv(), print: (l) => lines.push(l) });
    expect(lines[0]).toMatch(/^Downloading Electron 45\.\d+\.\d+ for /);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^Downloading Electron .* failed: .*ECONNREFUSED/);
  });

  it("shows the progress, and refuses an archive whose checksum does not match electron's", async () => {
    const server = await servingBytes(3 * 1_048_576);
    process.env.ELECTRON_MIRROR = `http://127.0.0.1:${server.port}/`;
    const lines: string[] = [];
    try {
      const result = await obtainElectron({ electronDir, env: freshEnv(), print: (l) => lines.push(l) });
      expect(server.requests[0]).toMatch(/^\/v45\.\d+\.\d+\/electron-v45\.\d+\.\d+-\w+-\w+\.zip$/);
      expect(lines).toContain('  100% (3.0 of 3.0 MB)');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/checksum/i);
    } finally {
      await server.close();
    }
  });

  it('downloads nothing when ELECTRON_SKIP_BINARY_DOWNLOAD is set (as in CI)', async () => {
    const server = await servingBytes(10);
    process.env.ELECTRON_MIRROR = `http://127.0.0.1:${server.port}/`;
    try {
      const result = await obtainElectron({ electronDir, env: { ...freshEnv(), ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, print: () => {} });
      expect(result).toEqual({ ok: false, reason: expect.stringContaining('ELECTRON_SKIP_BINARY_DOWNLOAD') });
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("uses a binary already extracted by electron's install.js without any request", async () => {
    process.env.ELECTRON_MIRROR = `http://127.0.0.1:${await closedPort()}/`;
    writeFileSync(join(electronDir, 'path.txt'), platformExecutable(process.platform));
    mkdirSync(join(electronDir, 'dist', platformExecutable(process.platform), '..'), { recursive: true });
    writeFileSync(join(electronDir, 'dist', platformExecutable(process.platform)), '');
    const result = await obtainElectron({ electronDir, env: freshEnv(), print: () => {} });
    expect(result).toEqual({ ok: true, execPath: join(electronDir, 'dist', platformExecutable(process.platform)) });
  });

  it('names the fixes and the browser mode in the failure paragraph', () => {
    const text = failureParagraph('Downloading Electron failed: fetch failed (ENOTFOUND).');
    for (const words of ['ENOTFOUND', 'network', 'HTTPS_PROXY', 'ELECTRON_MIRROR', 'ELECTRON_OVERRIDE_DIST_PATH', 'npm run web']) {
      expect(text).toContain(words);
    }
  });
});

describe('node scripts/with-electron.ts', () => {
  const script = join(root, 'scripts/with-electron.ts');
  const probe = ['-e', 'console.log("ran with " + process.env.ELECTRON_EXEC_PATH)'];

  it('exits 1 with the paragraph and does not run the command when the binary cannot be had', () => {
    const empty = mkdtempSync(join(cacheDir, 'dist-'));
    const run = spawnSync(process.execPath, [script, process.execPath, ...probe], {
      env: { ...freshEnv(), ELECTRON_OVERRIDE_DIST_PATH: empty },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('ran with');
    expect(run.stderr).toContain(`ELECTRON_OVERRIDE_DIST_PATH is set to ${empty}, but it holds no Electron executable`);
    expect(run.stderr).toContain('Meanwhile `npm run web` serves the same desk to your browser.');
  });

  it('runs the command with ELECTRON_EXEC_PATH set to the binary it found', () => {
    const dist = mkdtempSync(join(cacheDir, 'dist-'));
    const exec = join(dist, platformExecutable(process.platform));
    mkdirSync(join(exec, '..'), { recursive: true });
    writeFileSync(exec, '');
    const run = spawnSync(process.execPath, [script, process.execPath, ...probe], {
      env: { ...freshEnv(), ELECTRON_OVERRIDE_DIST_PATH: dist },
      encoding: 'utf8',
    });
    expect(run.stdout.trim()).toBe(`ran with ${exec}`);
    expect(run.status).toBe(0);
  });
});
