import { appendFileSync, chmodSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { arch, platform, release } from 'node:os';
import { join } from 'node:path';
import { redact } from '../bridge/redact.ts';
import { createLogLimit, type LogLimitOptions } from './log-limit.ts';
import { logEntryText } from './log-text.ts';

/** The log's file name inside `<dataDir>/logs/`; older ones are `desk.1.log` (newest) … `desk.<keep>.log`. */
export const LOG_FILE_NAME = 'desk.log';

/** The folder the log lives in. */
export function logDirOf(dataDir: string): string {
  return join(dataDir, 'logs');
}

/** The desk's log on the user's machine. */
export interface LogFile {
  dir: string;
  path: string;
  /**
   * Appends one redacted, time-stamped entry; never throws (a full disk must not take the app down). Answers
   * false when the line was counted instead, its kind being over its lines a minute (log-limit.ts).
   */
  write(line: string): boolean;
  /** Writes the counts of lines left out not said yet, and stops the timer that says them. */
  close(): void;
}

/** Where the log goes and how big it may grow. */
export interface LogFileOptions {
  dataDir: string;
  version: string;
  mode: 'electron' | 'web';
  /** Rotate when the current file would pass this size (default 1 MiB). */
  maxBytes?: number;
  /** How many rotated files to keep beside the current one (default 3). */
  keep?: number;
  /** Told when a line could not be written (browser mode: the console). */
  onWriteError?: (error: unknown) => void;
  /** Lines of one kind a minute (default 10 a minute; `false`: no limit). */
  limit?: LogLimitOptions | false;
}

/**
 * Opens (creates) the log and writes a start line with the version and platform. Writes are synchronous
 * so the last lines before a crash reach the disk; every line goes through `redact` here, whatever the
 * caller did, so no key, token, password or OTP can reach the file, and through `logEntryText`, so text
 * from the service can neither start a forged entry nor hide one behind control characters. No kind of
 * line can flood it: past a few a minute, the rest of that kind are counted in one summary line.
 */
export function openLogFile(options: LogFileOptions): LogFile {
  const dir = logDirOf(options.dataDir);
  const path = join(dir, LOG_FILE_NAME);
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const keep = options.keep ?? 3;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let size = sizeOf(path);
  let failed = false;

  const rotate = (): void => {
    rmSync(join(dir, `desk.${keep}.log`), { force: true });
    for (let i = keep - 1; i >= 1; i -= 1) renameIfPresent(join(dir, `desk.${i}.log`), join(dir, `desk.${i + 1}.log`));
    if (keep > 0) renameIfPresent(path, join(dir, 'desk.1.log'));
    else rmSync(path, { force: true });
    size = 0;
  };

  const append = (line: string): void => {
    const text = `${new Date().toISOString()} ${logEntryText(redact(line))}\n`;
    const bytes = Buffer.byteLength(text);
    try {
      if (size > 0 && size + bytes > maxBytes) rotate();
      appendFileSync(path, text, { mode: 0o600 });
      if (size === 0) chmodSync(path, 0o600);
      size += bytes;
      failed = false;
    } catch (error) {
      // Reported once per run of failures, so a full disk does not flood the fallback either.
      if (!failed) options.onWriteError?.(error);
      failed = true;
    }
  };

  const limit = options.limit === false ? null : createLogLimit(options.limit);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const sayDue = (): void => {
    for (const summary of limit?.due() ?? []) append(summary);
  };
  // The counts are said when their minute ends even if nothing else is written then.
  const remind = (): void => {
    const wait = limit?.nextDueIn() ?? null;
    if (timer !== null || wait === null) return;
    timer = setTimeout(() => {
      timer = null;
      sayDue();
      remind();
    }, wait);
    timer.unref?.();
  };

  const write = (line: string): boolean => {
    sayDue();
    if (limit !== null && !limit.admit(redact(line))) {
      remind();
      return false;
    }
    append(line);
    return true;
  };

  const close = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    for (const summary of limit?.drain() ?? []) append(summary);
  };

  append(
    `Collection Desk ${options.version} (${options.mode}) started on ${platform()} ${release()} ${arch()}, Node ${process.versions.node}${process.versions.electron ? `, Electron ${process.versions.electron}` : ''}`,
  );
  return { dir, path, write, close };
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function renameIfPresent(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
}
