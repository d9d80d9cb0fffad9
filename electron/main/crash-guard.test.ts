import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardMainProcess, newCrashSession, watchRenderer, type CrashSession, type GuardedProcess, type WatchedContents } from './crash-guard.ts';

type Listener = (...args: unknown[]) => void;

/** A stand-in for a window's webContents: emits its events and records reloads and forced crashes; a forced crash is then reported as Electron does. */
function fakeContents() {
  const listeners = new Map<string, Listener[]>();
  const state = { reloads: 0, crashed: 0, destroyed: false };
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const contents = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return contents;
    },
    reload: () => void (state.reloads += 1),
    forcefullyCrashRenderer: () => {
      state.crashed += 1;
      setTimeout(() => emit('render-process-gone', {}, { reason: 'killed', exitCode: 9 }), 1);
    },
    isDestroyed: () => state.destroyed,
  };
  return { contents: contents as unknown as WatchedContents, emit, state };
}

let logs: string[];
let notices: string[];
let clock: number;
beforeEach(() => {
  logs = [];
  notices = [];
  clock = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Moves the clock and the timers together. */
const advance = (ms: number) => {
  clock += ms;
  vi.advanceTimersByTime(ms);
};

const watch = (contents: WatchedContents, session?: CrashSession) =>
  watchRenderer(contents, {
    log: (l) => logs.push(l),
    notice: (n) => notices.push(n),
    hangGraceMs: 5_000,
    backoffMs: 5_000,
    now: () => clock,
    ...(session ? { session } : {}),
  });
const crash = (emit: (event: string, ...args: unknown[]) => void) => emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });

describe('the renderer watchdog', () => {
  it('reloads a page whose process died, logs why and tells the user', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    emit('render-process-gone', {}, { reason: 'oom', exitCode: 137 });
    expect(state.reloads).toBe(1);
    expect(logs).toEqual(["renderer: the page's process is gone (oom, exit code 137); reloading the window"]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/is being reloaded\. Imports and watched jobs carry on/);
  });

  it('leaves a clean exit (the window closing) alone', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(state.reloads).toBe(0);
    expect(notices).toEqual([]);
  });

  it('waits out a short hang, but ends and reloads a page that stays hung: one reload and one notice, not two', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    emit('unresponsive');
    advance(4_000);
    emit('responsive');
    advance(10_000);
    expect(state.reloads).toBe(0);
    expect(logs.at(-1)).toBe('renderer: the page responds again');

    emit('unresponsive');
    emit('unresponsive'); // repeated while hung: one timer
    advance(5_000);
    advance(1_000); // Electron reports the process the desk ended (killed)
    expect(state.crashed).toBe(1);
    expect(state.reloads).toBe(1);
    expect(notices).toHaveLength(1);
    expect(logs.at(-1)).toBe('renderer: the page did not respond; reloading the window');
  });

  it('takes a `killed` long after the desk ended a page for a crash of its own', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    emit('unresponsive');
    advance(5_000);
    expect(state.reloads).toBe(1);
    vi.clearAllTimers(); // this time Electron never reports the end the desk caused
    advance(60_000);
    emit('render-process-gone', {}, { reason: 'killed', exitCode: 9 });
    advance(5_000);
    expect(state.reloads).toBe(2);
  });

  it('backs off between reloads: the first at once, the next after 5 s, then 20 s; reports while one waits are the same incident', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    crash(emit);
    expect(state.reloads).toBe(1);
    crash(emit);
    crash(emit); // the same dead page reported again
    advance(4_999);
    expect(state.reloads).toBe(1);
    advance(1);
    expect(state.reloads).toBe(2);
    crash(emit);
    advance(19_999);
    expect(state.reloads).toBe(2);
    advance(1);
    expect(state.reloads).toBe(3);
    expect(notices).toHaveLength(3);
  });

  it('gives up after three reloads a session, with one notice, even when the crashes are far apart', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    // A page that crashes every 21 s: a sliding minute would reload it forever.
    for (let i = 0; i < 10; i += 1) {
      crash(emit);
      advance(21_000);
    }
    expect(state.reloads).toBe(3);
    expect(notices.filter((n) => /keeps failing, so it was not reloaded again/.test(n))).toHaveLength(1);
    expect(notices).toHaveLength(4);
    expect(logs.at(-1)).toBe("renderer: the page's process is gone (crashed, exit code 1); not reloaded (3 automatic reloads this session)");
  });

  it('counts the whole session, across windows, and leaves a hung page as it is once the reloads are used up', () => {
    const session = newCrashSession();
    const first = fakeContents();
    watch(first.contents, session);
    for (let i = 0; i < 3; i += 1) {
      crash(first.emit);
      advance(30_000);
    }
    const second = fakeContents(); // a new window (macOS: reopened from the dock)
    watch(second.contents, session);
    second.emit('unresponsive');
    advance(10_000);
    expect(first.state.reloads + second.state.reloads).toBe(3);
    expect(second.state.crashed).toBe(0);
    expect(notices.filter((n) => /keeps failing/.test(n))).toHaveLength(1);
  });
});

describe('the main-process guard', () => {
  function fakeProcess() {
    const listeners = new Map<string, Listener>();
    const proc = { on: (event: string, listener: Listener) => listeners.set(event, listener) };
    return { proc: proc as unknown as GuardedProcess, emit: (event: string, value: unknown) => listeners.get(event)?.(value) };
  }

  it('logs every uncaught error and rejection (redacted) and shows only the first', () => {
    const { proc, emit } = fakeProcess();
    const shown: string[] = [];
    guardMainProcess(proc, { log: (l) => logs.push(l), show: (m) => shown.push(m) });
    emit('uncaughtException', new Error('write EPIPE'));
    emit('unhandledRejection', new Error('fetch failed: Authorization: Token 0123456789abcdef0123456789abcdef'));
    emit('unhandledRejection', 'plain reason');
    expect(logs).toHaveLength(3);
    expect(logs[0]).toMatch(/^main: uncaught error: Error: write EPIPE\n\s+at /);
    expect(logs[1]).toMatch(/^main: unhandled rejection: Error: fetch failed: Authorization: \[redacted\]/);
    expect(logs.join('\n')).not.toContain('0123456789abcdef0123456789abcdef');
    expect(logs[2]).toBe('main: unhandled rejection: plain reason');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^Something went wrong in the background: write EPIPE\n\nCollection Desk keeps running/);
  });
});
