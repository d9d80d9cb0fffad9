import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the Electron binary is, or why it could not be had. */
export type ElectronBinary = { ok: true; execPath: string } | { ok: false; reason: string };

/** What obtaining the binary reads: the electron package's folder, the environment, and where to print. */
export interface ObtainOptions {
  electronDir: string;
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
}

interface ElectronGet {
  downloadArtifact(details: {
    version: string;
    artifactName: 'electron';
    platform: string;
    arch: string;
    cacheRoot?: string;
    checksums?: Record<string, string>;
    downloadOptions: { quiet: boolean; getProgressCallback: (p: { transferred: number; total: number | null; percent: number }) => void };
  }): Promise<string>;
}

/** The folder of the installed electron package (node_modules/electron). */
export function electronPackageDir(from: string = import.meta.url): string {
  return dirname(createRequire(from).resolve('electron/package.json'));
}

/** The executable's name inside an Electron dist folder, as electron's install.js writes it to path.txt. */
export function platformExecutable(platform: string): string {
  if (platform === 'darwin' || platform === 'mas') return 'Electron.app/Contents/MacOS/Electron';
  return platform === 'win32' ? 'electron.exe' : 'electron';
}

function platformOf(env: NodeJS.ProcessEnv): string {
  return env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || process.platform;
}

/** The binary already in place (a user-given dist folder, or the one electron's install.js extracted), else null. */
export function installedElectron(electronDir: string, env: NodeJS.ProcessEnv): ElectronBinary | null {
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const execPath = join(override, platformExecutable(platformOf(env)));
    return existsSync(execPath)
      ? { ok: true, execPath }
      : { ok: false, reason: `ELECTRON_OVERRIDE_DIST_PATH is set to ${override}, but it holds no Electron executable (${execPath} is missing).` };
  }
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const execPath = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(execPath) ? { ok: true, execPath } : null;
}

/**
 * Makes sure the Electron binary is there: when it is missing, downloads it with electron's own
 * @electron/get (same version, checksums, mirror and cache settings as its install.js), printing the
 * progress, then runs electron's install.js, which finds the archive in the cache, extracts it and writes
 * path.txt. Electron 45's package has no install script, and electron-vite does not fetch the binary.
 */
export async function obtainElectron({ electronDir, env, print }: ObtainOptions): Promise<ElectronBinary> {
  const present = installedElectron(electronDir, env);
  if (present) return present;
  if (env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    return { ok: false, reason: 'ELECTRON_SKIP_BINARY_DOWNLOAD is set, so the Electron binary was not downloaded.' };
  }
  const pkg = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')) as { version: string };
  const platform = platformOf(env);
  const arch = env.ELECTRON_INSTALL_ARCH || env.npm_config_arch || process.arch;
  const label = `Electron ${pkg.version} for ${platform}-${arch}`;
  print(`Downloading ${label} (about 100 MB, once; it is kept in Electron's cache)…`);
  const remoteChecksums = env.electron_use_remote_checksums || env.npm_config_electron_use_remote_checksums;
  try {
    const get = (await import(pathToFileURL(createRequire(join(electronDir, 'package.json')).resolve('@electron/get')).href)) as ElectronGet;
    let shown = -1;
    await get.downloadArtifact({
      version: pkg.version,
      artifactName: 'electron',
      platform,
      arch,
      cacheRoot: env.electron_config_cache,
      checksums: remoteChecksums ? undefined : (JSON.parse(readFileSync(join(electronDir, 'checksums.json'), 'utf8')) as Record<string, string>),
      downloadOptions: {
        quiet: true,
        getProgressCallback: ({ transferred, total, percent }) => {
          const step = Math.floor(percent * 10);
          if (step === shown) return;
          shown = step;
          const mb = (n: number): string => (n / 1_048_576).toFixed(1);
          print(`  ${Math.round(percent * 100)}% (${mb(transferred)}${total ? ` of ${mb(total)}` : ''} MB)`);
        },
      },
    });
  } catch (err) {
    return { ok: false, reason: `Downloading ${label} failed: ${describe(err)}` };
  }
  const install = spawnSync(process.execPath, [join(electronDir, 'install.js')], { env, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  const installed = installedElectron(electronDir, env);
  if (install.status === 0 && installed?.ok) return installed;
  const detail = install.stderr?.trim().split('\n')[0] || `exit code ${install.status ?? install.signal}`;
  return { ok: false, reason: `${label} was downloaded but could not be unpacked into ${join(electronDir, 'dist')}: ${detail}` };
}

/** The one paragraph printed when the binary cannot be had: what failed, the usual fixes, and the way to work meanwhile. */
export function failureParagraph(reason: string): string {
  return [
    `Collection Desk cannot start: the Electron binary is missing. ${reason}`,
    'Usual fixes: check the network connection; behind a proxy, set HTTPS_PROXY (and NO_PROXY) with',
    'ELECTRON_GET_USE_PROXY=true; where the default download host is blocked, set ELECTRON_MIRROR to a mirror',
    'of the Electron releases; or unpack an Electron release yourself and set ELECTRON_OVERRIDE_DIST_PATH to',
    'its folder. Then run the command again. Meanwhile `npm run web` serves the same desk to your browser.',
  ].join('\n');
}

/** Error text of a failed download, with the network cause fetch keeps in `cause`. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? ` (${(err.cause as Error & { code?: string }).code ?? err.cause.message})` : '';
  return `${err.message}${cause}`;
}
