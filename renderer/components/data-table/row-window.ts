/**
 * Which rows DataTable renders, and in which element: pure rules, kept apart so they are tested in node.
 * Text layout of the rows that change is most of a filter keystroke's cost, so the table renders few rows
 * beyond the view at rest, and changes the text of the row elements it has rather than building new ones.
 */

/** The rows in view, as the virtualiser reports them (inclusive indexes). */
export interface VisibleRange {
  startIndex: number;
  endIndex: number;
}

/**
 * The indexes to render at rest: those of `indexes` (the virtualiser's, with its overscan) within `margin`
 * rows of the view, and `keep` (the active row) wherever it is. No range yet: all of them.
 */
export function nearView(indexes: readonly number[], range: VisibleRange | null, margin: number, keep: number): number[] {
  if (!range) return [...indexes];
  const from = range.startIndex - margin;
  const to = range.endIndex + margin;
  return indexes.filter((index) => (index >= from && index <= to) || index === keep);
}

/**
 * Row recycling: the slot (the React key of a row element) of each index in `indexes`. An index rendered
 * before keeps its slot in `previous`; a new one takes the lowest slot no kept index holds, so a row coming
 * into view reuses the element of a row that left it. The slots are always distinct.
 */
export function assignSlots(previous: ReadonlyMap<number, number>, indexes: readonly number[]): Map<number, number> {
  const next = new Map<number, number>();
  const taken = new Set<number>();
  for (const index of indexes) {
    const slot = previous.get(index);
    if (slot !== undefined && !taken.has(slot)) {
      next.set(index, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const index of indexes) {
    if (next.has(index)) continue;
    while (taken.has(free)) free += 1;
    next.set(index, free);
    taken.add(free);
  }
  return next;
}
