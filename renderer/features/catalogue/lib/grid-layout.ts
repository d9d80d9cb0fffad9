/** Geometry of the product grid: fixed-size cards, so rows have one known height and nothing shifts. */

/** Card width floor in pixels; columns grow to fill the row. */
export const CARD_MIN_WIDTH = 184;
/** Gap between cards, in pixels. */
export const CARD_GAP = 12;
/** Height of one card, in pixels (image box + four text lines + the selection row). */
export const CARD_HEIGHT = 276;
/** Height of one grid row: a card and the gap under it. */
export const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP;

/** How many card columns fit in `width` pixels (at least one). */
export function gridColumns(width: number, minWidth = CARD_MIN_WIDTH, gap = CARD_GAP): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}

/** The number of grid rows for `count` products in `columns` columns. */
export function gridRowCount(count: number, columns: number): number {
  return columns <= 0 ? 0 : Math.ceil(count / columns);
}

/** The products of grid row `row`. */
export function rowSlice<T>(items: readonly T[], row: number, columns: number): readonly T[] {
  return items.slice(row * columns, row * columns + columns);
}
