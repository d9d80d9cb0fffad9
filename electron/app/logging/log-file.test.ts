import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_FILE_NAME, logDirOf, openLogFile } from './log-file.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'log-file-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const read = (name = LOG_FILE_NAME): string => readFileSync(join(logDirOf(dataDir), name), 'utf8');

describe('the log file', () => {
  it('starts with the version and platform, one time-stamped line per event', () => {
    const log = openLogFile({ dataDir, version: '1.2.3', mode: 'electron' });
    log.write('watchers: resumed 2');
    const lines = read().trimEnd().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z Collection Desk 1\\.2\\.3 \\(electron\\) started on ${process.platform} .* ${process.arch}, Node ${process.versions.node}`,
      ),
    );
    expect(lines[1]).toMatch(/Z watchers: resumed 2$/);
    expect(log.path).toBe(join(dataDir, 'logs', 'desk.log'));
  });

  it('never writes a key, token, password or OTP, whatever the caller passes', () => {
    const log = openLogFile({ dataDir, version: '1', mode: 'web' });
    const key = 'cd_live.Zq8fK2mP9xW4vT7nR3sL6yB1';
    log.write(`request failed with x-api-key: ${key}`);
    log.write('Authorization: Token 9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    log.write('login {"email":"a@b.c","password":"hunter2-correct-horse"}');
    log.write('verify otp=482913 for the user');
    log.write('GET /api?token=abc123secret&x=1');
    const text = read();
    for (const secret of [key, 'Zq8fK2mP9xW4vT7nR3sL6yB1', '9f8e7d6c5b4a39281706f5e4d3c2b1a0', 'hunter2-correct-horse', '482913', 'abc123secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('is owner-only, in an owner-only folder', () => {
    const log = openLogFile({ dataDir, version: '1', mode: 'web' });
    if (process.platform === 'win32') return;
    expect(statSync(log.path).mode & 0o777).toBe(0o600);
    expect(statSync(log.dir).mode & 0o777).toBe(0o700);
  });

  it('rotates by size, keeping the newest lines and a bounded number of old files', () => {
    const log = openLogFile({ dataDir, version: '1', mode: 'web', maxBytes: 2_000, keep: 2, limit: false });
    for (let i = 0; i < 200; i += 1) log.write(`line ${String(i).padStart(3, '0')} ${'x'.repeat(40)}`);
    const names = readdirSync(log.dir).sort();
    expect(names).toEqual(['desk.1.log', 'desk.2.log', 'desk.log']);
    for (const name of names) expect(statSync(join(log.dir, name)).size).toBeLessThanOrEqual(2_000);
    expect(read()).toContain('line 199');
    expect(read('desk.1.log')).not.toContain('line 199');
    expect(read('desk.2.log')).not.toContain('line 000'); // the oldest were dropped
  });

  it('keeps appending across restarts, each start marked', () => {
    openLogFile({ dataDir, version: '1', mode: 'web' }).write('first run');
    openLogFile({ dataDir, version: '2', mode: 'web' }).write('second run');
    const text = read();
    expect(text).toMatch(/Collection Desk 1 .*\n.*first run\n.*Collection Desk 2 .*\n.*second run\n$/);
  });

  it('indents the continuation lines of a stack trace so each entry stays one block', () => {
    const log = openLogFile({ dataDir, version: '1', mode: 'web' });
    log.write('main: uncaught Error: boom\n    at a (x.ts:1)\nat b (y.ts:2)');
    expect(read()).toMatch(/Z main: uncaught Error: boom\n {8}at a \(x\.ts:1\)\n {4}at b \(y\.ts:2\)\n$/);
  });

  it('lets no text from the service forge an entry or hide one: every line break is a continuation, other controls are escaped', () => {
    const log = openLogFile({ dataDir, version: '1', mode: 'web' });
    const forged = '2026-01-01T00:00:00.000Z credentials: signed out';
    for (const brk of ['\r', '\n', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029']) log.write(`local-copy: entry page-1.json${brk}${forged}`);
    log.write('local-copy: entry \u001b[2K\u001b[1Gpage.json, \u009b31m red, bell \u0007, nul \u0000, del \u007f, \u202eevil\u202c, tab\tkept');
    const text = read();
    const entries = text.trimEnd().split('\n');
    // The start line, then each write: its first line time-stamped, its continuation indented.
    expect(entries.filter((line) => /^\d{4}-\d\d-\d\dT/.test(line))).toHaveLength(10);
    expect(entries.filter((line) => line === `    ${forged}`)).toHaveLength(8);
    // eslint-disable-next-line no-control-regex -- the characters that must not reach the file
    expect(text).not.toMatch(/[\r\v\f\u0085\u2028\u2029\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(entries.at(-1)).toMatch(
      /Z local-copy: entry \\u001b\[2K\\u001b\[1Gpage\.json, \\u009b31m red, bell \\u0007, nul \\u0000, del \\u007f, \\u202eevil\\u202c, tab\tkept$/,
    );
  });

  it('lets no kind of line flush it: past ten a minute of one kind, the rest are counted in one summary line', () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const log = openLogFile({ dataDir, version: '1', mode: 'electron', limit: { now: () => now } });
    let written = 0;
    // 20,000 payloads a shared database's notes made the event hub drop, each with its own text, among the desk's own lines.
    for (let i = 0; i < 20_000; i += 1) {
      if (log.write(`events: localCopy.changed payload dropped: what: Invalid option: expected one of "collections"|"all", got "x${i}"`)) written += 1;
      if (i % 5_000 === 0) log.write(`sync: collection ${i} synced in ${i % 97} ms`);
    }
    expect(written).toBe(10);
    expect(readdirSync(log.dir)).toEqual(['desk.log']); // nothing rotated away
    const lines = () => read().trimEnd().split('\n');
    expect(lines()[0]).toMatch(/Collection Desk 1 \(electron\) started/);
    expect(lines().filter((line) => line.includes('payload dropped'))).toHaveLength(10);
    expect(lines().filter((line) => line.includes('sync: collection'))).toHaveLength(4);

    // When the minute is over, one line says how many were left out; the kind may write again.
    now += 60_000;
    expect(log.write('events: localCopy.changed payload dropped: what: Invalid option, got "late"')).toBe(true);
    expect(lines().slice(-2)).toEqual([
      expect.stringMatching(/Z log: 19,990 more lines like "events: localCopy\.changed payload dropped" left out in the last minute$/),
      expect.stringMatching(/Z events: localCopy\.changed payload dropped: .*"late"$/),
    ]);
  });

  it('says the count when the minute ends, with nothing else written, and on closing', async () => {
    const log = openLogFile({ dataDir, version: '1', mode: 'web', limit: { perKind: 2, windowMs: 100 } });
    for (let i = 0; i < 50; i += 1) log.write(`team copy: an idle connection failed: reset ${i}`);
    await vi.waitFor(() => expect(read()).toMatch(/log: 48 more lines like "team copy: an idle connection failed" left out in the last 100 ms\n$/), {
      timeout: 5_000,
    });
    const closing = openLogFile({ dataDir, version: '1', mode: 'web', limit: { perKind: 1 } });
    for (let i = 0; i < 3; i += 1) closing.write(`bridge: items.list failed: ${i}`);
    closing.close();
    expect(read()).toMatch(/Z bridge: items\.list failed: 0\n.*Z log: 2 more lines like "bridge: items\.list failed" left out in the last minute\n$/);
  });
});
