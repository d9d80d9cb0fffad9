/** Zooming and panning of a chart's x range, kept within the data's full range. */

/** An x range (in the scale's units). */
export interface Range {
  min: number;
  max: number;
}

/** The narrowest view, as a share of the full range (a run's point never zooms into nothing). */
const NARROWEST = 1 / 200;

/** Keeps a view of width `width` that wants to start at `min` inside `full`. */
function within(min: number, width: number, full: Range): Range {
  const w = Math.min(width, full.max - full.min);
  const start = Math.min(Math.max(min, full.min), full.max - w);
  return { min: start, max: start + w };
}

/**
 * `view` zoomed by `factor` (below 1 zooms in, above 1 out) around `anchor`, a share of the view from its left
 * (0.5: the middle; the pointer's place for the wheel), kept inside `full` and no narrower than 1/200 of it.
 */
export function zoomRange(view: Range, full: Range, factor: number, anchor = 0.5): Range {
  const width = Math.max((view.max - view.min) * factor, (full.max - full.min) * NARROWEST);
  const at = view.min + (view.max - view.min) * anchor;
  return within(at - width * anchor, width, full);
}

/** `view` moved by `share` of its own width (negative: earlier), stopping at the ends of `full`. */
export function panRange(view: Range, full: Range, share: number): Range {
  const width = view.max - view.min;
  return within(view.min + width * share, width, full);
}

/** Whether `view` shows the whole of `full`. */
export function isWhole(view: Range, full: Range): boolean {
  return view.min <= full.min && view.max >= full.max;
}
