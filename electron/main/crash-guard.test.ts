import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardMainProcess, watchRenderer, type GuardedProcess, type WatchedContents } from './crash-guard.ts';

type Listener = (...args: unknown[]) => void;

/** A stand-in for a window's webContents: emits its events and records reloads and forced crashes. */
function fakeContents() {
  const listeners = new Map<string, Listener[]>();
  const state = { reloads: 0, crashed: 0, destroyed: false };
  const contents = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return contents;
    },
    reload: () => void (state.reloads += 1),
    forcefullyCrashRenderer: () => void (state.crashed += 1),
    isDestroyed: () => state.destroyed,
  };
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
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

const watch = (contents: WatchedContents) =>
  watchRenderer(contents, { log: (l) => logs.push(l), notice: (n) => notices.push(n), hangGraceMs: 5_000, now: () => clock });

describe('the renderer watchdog', () => {
  it('reloads a page whose process died, logs why and tells the user', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    emit('render-process-gone', {}, { reason: 'oom', exitCode: 137 });
    expect(state.reloads).toBe(1);
    expect(logs).toEqual(["renderer: the page's process is gone (oom, exit code 137); reloading the window"]);
    expect(notices[0]).toMatch(/was reloaded\. Imports and watched jobs carry on/);
  });

  it('leaves a clean exit (the window closing) alone', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(state.reloads).toBe(0);
    expect(notices).toEqual([]);
  });

  it('waits out a short hang, but ends and reloads a page that stays hung', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    emit('unresponsive');
    vi.advanceTimersByTime(4_000);
    emit('responsive');
    vi.advanceTimersByTime(10_000);
    expect(state.reloads).toBe(0);
    expect(logs.at(-1)).toBe('renderer: the page responds again');

    emit('unresponsive');
    emit('unresponsive'); // repeated while hung: one timer
    vi.advanceTimersByTime(5_000);
    expect(state.crashed).toBe(1);
    expect(state.reloads).toBe(1);
    expect(logs.at(-1)).toBe('renderer: the page did not respond; reloading the window');
  });

  it('stops a crash loop after three reloads a minute and says so', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    for (let i = 0; i < 5; i += 1) {
      clock += 1_000;
      emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    }
    expect(state.reloads).toBe(3);
    expect(notices.at(-1)).toMatch(/keeps failing, so it was not reloaded again/);
    expect(notices).toHaveLength(4);
  });

  it('reloads again once earlier crashes are more than a minute old', () => {
    const { contents, emit, state } = fakeContents();
    watch(contents);
    for (let i = 0; i < 3; i += 1) emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    clock += 61_000;
    emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(state.reloads).toBe(4);
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
