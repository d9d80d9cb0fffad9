import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchmodSync, fsyncSync, mkdirSync, openSync, promises as fsp, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { z } from 'zod';

/** Marks the in-flight temp files `writeFileAtomic` creates, so tools and tests can recognise them. */
export const TEMP_SUFFIX = '.tmp';

/** The temp file name for `path`: a dot file in the same directory, so rename() never crosses a filesystem. */
export function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
}

/**
 * Replaces `path` with `data` so that readers see either the old file or the new one, never half of either:
 * write a private temp file beside it, fsync it, rename it over the target, then fsync the directory.
 * The file ends up with mode 0o600 (owner only), as these files describe the user's work.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path);
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = tempPathFor(path);
  // O_EXCL: never write through a file (or symlink) somebody else put at the temp name.
  const handle = await fsp.open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  try {
    try {
      await handle.writeFile(data);
      await handle.chmod(0o600); // the umask may not be the whole story on every platform
      await handle.sync();
    } finally {
      await handle.close();
    }
    await renameRetrying(temp, path);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

/**
 * The synchronous twin of `writeFileAtomic`, for the few places that cannot wait (a window closing,
 * process exit). Same guarantees.
 */
export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = tempPathFor(path);
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  try {
    try {
      writeFileSync(fd, data);
      fchmodSync(fd, 0o600);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameRetryingSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  if (process.platform === 'win32') return;
  try {
    const dirFd = openSync(dir, constants.O_RDONLY);
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // As in syncDirectory: best effort.
  }
}

/** The rename errors a locked file causes (Windows antivirus, indexers, sync clients): worth a retry. */
const LOCKED_CODES = new Set(['EPERM', 'EBUSY', 'EACCES']);
/** Pauses between rename attempts (ms): about 1.5 s in all, longer than a typical scanner's hold. */
export const RENAME_RETRY_DELAYS_MS: readonly number[] = [20, 50, 100, 200, 400, 700];

/** A rename that keeps failing because the target is locked: says which file and what to do. */
export class FileLockedError extends Error {
  constructor(path: string, cause: unknown) {
    super(
      `Could not save ${basename(path)}: another program (an antivirus, indexer or sync client) kept the file locked. ` +
        "Close programs using the desk's data folder and try again.",
      { cause },
    );
    this.name = 'FileLockedError';
  }
}

/**
 * Renames `from` to `to`, retrying briefly while the rename is refused by a locked file; other errors
 * and a lock that outlasts the retries fail at once (the latter as FileLockedError).
 */
export async function renameRetrying(
  from: string,
  to: string,
  rename: (from: string, to: string) => Promise<void> = fsp.rename,
  delays: readonly number[] = RENAME_RETRY_DELAYS_MS,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      if (!isLocked(error)) throw error;
      const delay = delays[attempt];
      if (delay === undefined) throw new FileLockedError(to, error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The synchronous twin of `renameRetrying` (blocks the thread between attempts, as its callers must). */
export function renameRetryingSync(
  from: string,
  to: string,
  rename: (from: string, to: string) => void = renameSync,
  delays: readonly number[] = RENAME_RETRY_DELAYS_MS,
): void {
  for (let attempt = 0; ; attempt += 1) {
    try {
      rename(from, to);
      return;
    } catch (error) {
      if (!isLocked(error)) throw error;
      const delay = delays[attempt];
      if (delay === undefined) throw new FileLockedError(to, error);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delay);
    }
  }
}

function isLocked(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && LOCKED_CODES.has(error.code);
}

/** Flushes the directory entry so the rename itself survives a power cut; not possible on Windows. */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(dir, constants.O_RDONLY);
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the data itself is already durable.
  } finally {
    await handle?.close();
  }
}

/** Told when a corrupt file was moved aside, so the caller can log it. */
export interface ReadJsonOptions {
  /** Called after a corrupt file was renamed to `movedTo`; `reason` says what was wrong with it. */
  onCorrupt?: (info: { path: string; movedTo: string; reason: string }) => void;
}

/**
 * Reads a JSON file and validates it with `schema`. A missing file gives `fallback`; an unreadable JSON
 * or a schema mismatch moves the file aside as `<name>.corrupt-<timestamp>` (kept for diagnosis, never
 * silently overwritten) and gives `fallback`. Other I/O errors (permissions, a directory) are thrown.
 * Leftover temp files from an interrupted `writeFileAtomic` are never read: only `path` itself is.
 */
export async function readJsonFile<S extends z.ZodType>(path: string, schema: S, fallback: z.output<S>, options: ReadJsonOptions = {}): Promise<z.output<S>> {
  let text: string;
  try {
    text = await fsp.readFile(path, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return fallback;
    throw error;
  }
  let reason: string;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    reason = `does not match the expected shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`;
  } catch (error) {
    reason = `is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  const movedTo = await moveAside(path);
  options.onCorrupt?.({ path, movedTo, reason });
  return fallback;
}

/** Renames a corrupt file to a name no later write will reuse. */
async function moveAside(path: string): Promise<string> {
  // No colons: the name must be valid on Windows too.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (let attempt = 0; ; attempt += 1) {
    const movedTo = attempt === 0 ? `${path}.corrupt-${stamp}` : `${path}.corrupt-${stamp}-${attempt}`;
    try {
      // link() refuses an existing name, unlike rename(), so an earlier corrupt copy is never lost.
      await fsp.link(path, movedTo);
      await fsp.unlink(path);
      return movedTo;
    } catch (error) {
      if (isCode(error, 'EEXIST') && attempt < 100) continue;
      if (isCode(error, 'EEXIST')) throw error;
      // Filesystems without hard links: fall back to rename.
      await fsp.rename(path, movedTo);
      return movedTo;
    }
  }
}

function isNotFound(error: unknown): boolean {
  return isCode(error, 'ENOENT');
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
