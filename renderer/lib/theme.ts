import type { Theme } from '../../shared/bridge/methods/settings.ts';

const CACHE_KEY = 'desk.theme';

/**
 * Pins the colour theme on <html> (`data-theme`, read by styles/tokens.css); `system` removes the pin so
 * the system's scheme decides. The choice is also remembered in localStorage, so the next start paints
 * in it before main has answered (no light flash when the theme is dark).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    localStorage.setItem(CACHE_KEY, theme);
  } catch {
    // Storage may be unavailable; the theme then applies once main's settings arrive.
  }
}

/** Applies the theme remembered from the last run (called once before the first render). */
export function applyCachedTheme(root: HTMLElement = document.documentElement): void {
  let cached: string | null;
  try {
    cached = localStorage.getItem(CACHE_KEY);
  } catch {
    return;
  }
  if (cached === 'light' || cached === 'dark') root.dataset.theme = cached;
}
