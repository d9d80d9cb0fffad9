import type { Locator } from 'vitest/browser';

/** Rows of a painted table are this tall, in CSS pixels (table.css). */
const ROW = 32;

/** The canvas a table (found by `locator`) paints its rows on: hidden from the accessibility tree, so found by tag. */
export function canvasOf(locator: Locator): HTMLCanvasElement | null {
  return locator.query()?.querySelector('canvas') ?? null;
}

/** The colour (RGBA) a table's canvas shows at a point in its CSS pixels; all 0 while there is no canvas. */
export function canvasAt(locator: Locator, x: number, y: number): [number, number, number, number] {
  const c = canvasOf(locator);
  if (!c || c.clientWidth === 0) return [0, 0, 0, 0];
  const ratio = c.width / c.clientWidth;
  const data = c.getContext('2d')?.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
  return [data?.[0] ?? 0, data?.[1] ?? 0, data?.[2] ?? 0, data?.[3] ?? 0];
}

/**
 * What a table's canvas draws in the text part of row `index` (x 0–360, the row's middle): how many pixels carry ink, and a
 * fingerprint of where they are, which differs between rows whose codes differ.
 */
export function rowInk(locator: Locator, index: number): { ink: number; print: number } {
  const c = canvasOf(locator);
  if (!c || c.clientWidth === 0) return { ink: 0, print: 0 };
  const ratio = c.width / c.clientWidth;
  const top = Math.round((index * ROW + 10) * ratio);
  if (top >= c.height) return { ink: 0, print: 0 };
  const data = c.getContext('2d')?.getImageData(0, top, Math.round(360 * ratio), Math.round(12 * ratio)).data ?? [];
  let ink = 0;
  let print = 0;
  for (let i = 3; i < data.length; i += 4) {
    if ((data[i] ?? 0) <= 128) continue;
    ink += 1;
    print = (print * 31 + (i - 3) / 4) % 1_000_000_007;
  }
  return { ink, print };
}
