import { describe, expect, it, vi } from 'vitest';
import type { OpenTarget } from '../../shared/bridge/open-target.ts';
import { createNotifier, progressBarValue, windowBackground, WINDOW_BACKGROUNDS } from './desktop-manners.ts';
import type { NotificationLike } from './desktop-manners.ts';

/** A fake of Electron's Notification: records what was shown and lets a test click it. */
function fakeNotificationClass(supported = true) {
  const shown: FakeNotification[] = [];
  class FakeNotification implements NotificationLike {
    readonly listeners = new Map<string, () => void>();
    readonly options: { title: string; body: string };
    constructor(options: { title: string; body: string }) {
      this.options = options;
    }
    static isSupported(): boolean {
      return supported;
    }
    on(event: 'click' | 'close', listener: () => void): this {
      this.listeners.set(event, listener);
      return this;
    }
    show(): void {
      shown.push(this);
    }
    click(): void {
      this.listeners.get('click')?.();
    }
  }
  return { Notification: FakeNotification, shown };
}

const run: OpenTarget = { kind: 'run', collectionId: 4, runnerId: 9 };

describe('native notifications', () => {
  it('shows the notice, and a click focuses the window and opens what it is about', () => {
    const { Notification, shown } = fakeNotificationClass();
    const focusWindow = vi.fn();
    const open = vi.fn();
    const notify = createNotifier({ Notification, focusWindow, open });
    notify({ title: 'Run finished', body: 'Prices: 7 of 7 items processed.', target: run });
    notify({ title: 'Postcode active', body: '2000 on marketplace.com.au is ready to use.', target: { kind: 'postcode', zipcodeId: 3 } });
    expect(shown.map((n) => n.options.title)).toEqual(['Run finished', 'Postcode active']);
    expect(focusWindow).not.toHaveBeenCalled();

    shown[1]?.click();
    expect(focusWindow).toHaveBeenCalledOnce();
    expect(open).toHaveBeenLastCalledWith({ kind: 'postcode', zipcodeId: 3 });
    shown[0]?.click();
    expect(open).toHaveBeenLastCalledWith(run);
  });

  it('shows nothing where the system has no notifications', () => {
    const { Notification, shown } = fakeNotificationClass(false);
    createNotifier({ Notification, focusWindow: vi.fn(), open: vi.fn() })({ title: 'Run finished', body: '', target: run });
    expect(shown).toEqual([]);
  });
});

describe('window background', () => {
  it('is dark for the dark theme, and for the system theme on a dark system', () => {
    expect(windowBackground('dark', false)).toBe(WINDOW_BACKGROUNDS.dark);
    expect(windowBackground('system', true)).toBe(WINDOW_BACKGROUNDS.dark);
    expect(windowBackground('light', true)).toBe(WINDOW_BACKGROUNDS.light);
    expect(windowBackground('system', false)).toBe(WINDOW_BACKGROUNDS.light);
  });

  it('matches the page background of each theme in styles/tokens.css', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(new URL('../../renderer/styles/tokens.css', import.meta.url), 'utf8');
    expect(css).toContain(`--bg: light-dark(${WINDOW_BACKGROUNDS.light}, ${WINDOW_BACKGROUNDS.dark});`);
  });
});

describe('taskbar progress', () => {
  it('passes fractions clamped to 0–1 and removes the bar with -1 when no work runs', () => {
    expect(progressBarValue(0.25)).toBe(0.25);
    expect(progressBarValue(1.5)).toBe(1);
    expect(progressBarValue(null)).toBe(-1);
  });
});
