import type { OpenTarget } from '../../shared/bridge/open-target.ts';

/** The window background for a theme, so no white frame shows before a dark page paints. */
export const WINDOW_BACKGROUNDS = { light: '#ffffff', dark: '#0f1115' } as const;

/** The background colour of the window: the theme's, or the system's when the theme is `system`. */
export function windowBackground(theme: 'system' | 'light' | 'dark', systemIsDark: boolean): string {
  const dark = theme === 'dark' || (theme === 'system' && systemIsDark);
  return dark ? WINDOW_BACKGROUNDS.dark : WINDOW_BACKGROUNDS.light;
}

/** What of Electron's Notification this module uses (the fake in tests has the same shape). */
export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
}

/** Electron's Notification class, as far as used here. */
export interface NotificationClass {
  new (options: { title: string; body: string }): NotificationLike;
  isSupported(): boolean;
}

/** A notification from the desk: what it says and where clicking it leads. */
export interface DeskNotice {
  title: string;
  body: string;
  target: OpenTarget;
}

/**
 * Shows a native notification; clicking it focuses the window and asks the renderer to open what it
 * is about. The shown notifications are kept until clicked or closed, since Electron drops the click
 * handler of a notification that was garbage-collected.
 */
export function createNotifier(deps: {
  Notification: NotificationClass;
  focusWindow: () => void;
  open: (target: OpenTarget) => void;
}): (notice: DeskNotice) => void {
  const alive = new Set<NotificationLike>();
  return ({ title, body, target }) => {
    if (!deps.Notification.isSupported()) return;
    const notification = new deps.Notification({ title, body });
    alive.add(notification);
    notification.on('close', () => alive.delete(notification));
    notification.on('click', () => {
      alive.delete(notification);
      deps.focusWindow();
      deps.open(target);
    });
    notification.show();
  };
}

/** The taskbar/dock progress: a fraction while work runs, -1 (Electron's "none") when it ends. */
export function progressBarValue(fraction: number | null): number {
  return fraction === null ? -1 : Math.min(1, Math.max(0, fraction));
}
