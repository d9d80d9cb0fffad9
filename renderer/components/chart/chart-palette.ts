import { useSyncExternalStore } from 'react';

/** The colours a chart draws with, resolved from the theme's tokens (canvas cannot read CSS variables). */
export interface ChartPalette {
  text: string;
  muted: string;
  grid: string;
  /** In stock, out of stock, unknown (the availability band). */
  inStock: string;
  outOfStock: string;
  unknown: string;
  /** A change up and a change down (diverging bars), `--change-up` and `--change-down`. */
  up: string;
  down: string;
  /** One colour per overlaid series (five at most), `--chart-1` … `--chart-5`. */
  series: readonly string[];
  /** The axes' font, from the page's own. */
  font: string;
}

const TOKENS = {
  text: '--text',
  muted: '--text-muted',
  grid: '--border',
  inStock: '--tone-success-fg',
  outOfStock: '--tone-danger-fg',
  unknown: '--border-strong',
  up: '--change-up',
  down: '--change-down',
} as const;

/** How many series a chart tells apart by colour (and dash). */
const SERIES_COLOURS = 5;

/**
 * Reads the theme's colours as the browser resolves them inside `host` (tokens are `light-dark()` pairs, so
 * only a computed style gives the one in force): a hidden probe takes each token as its colour in turn.
 */
export function readPalette(host: HTMLElement): ChartPalette {
  const probe = document.createElement('span');
  probe.hidden = true;
  host.append(probe);
  const resolve = (token: string): string => {
    probe.style.color = `var(${token})`;
    return getComputedStyle(probe).color;
  };
  const colours = Object.fromEntries(Object.entries(TOKENS).map(([name, token]) => [name, resolve(token)])) as Record<keyof typeof TOKENS, string>;
  const series = Array.from({ length: SERIES_COLOURS }, (_, i) => resolve(`--chart-${i + 1}`));
  const style = getComputedStyle(host);
  probe.remove();
  return { ...colours, series, font: `11px ${style.fontFamily}` };
}

const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const media = window.matchMedia(DARK);
  media.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onChange);
  };
}

const snapshot = (): string => `${document.documentElement.dataset.theme ?? 'system'}:${window.matchMedia(DARK).matches ? 'dark' : 'light'}`;

/** The theme in force ("dark:…", "system:dark"…): changes when Settings or the system switch it, so charts repaint. */
export function useThemeKey(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A resolved colour ("rgb(11, 92, 213)") made see-through, for fills under a line or of bars. */
export function withAlpha(colour: string, alpha: number): string {
  const parts = /^rgba?\(([^)]+)\)$/.exec(colour)?.[1]?.split(/[\s,/]+/);
  return parts && parts.length >= 3 ? `rgba(${parts[0]}, ${parts[1]}, ${parts[2]}, ${alpha})` : colour;
}
