/** Which columns a table shows: pure rules of the column chooser, kept apart so they are tested in node. */

/** What the rules need of a column. */
export interface ChoosableColumn {
  id: string;
  /** False for a column that always shows (the item column a row is named by). */
  hideable?: boolean;
}

const canHide = (column: ChoosableColumn): boolean => column.hideable !== false;

/**
 * The columns a table shows, in their order: every column but the hidden ones (ids of columns that no
 * longer exist are ignored). Nothing hidden gives `columns` itself, so memoised rows stay valid.
 */
export function shownColumns<C extends ChoosableColumn>(columns: readonly C[], hidden: readonly string[] | undefined): readonly C[] {
  if (!hidden || hidden.length === 0) return columns;
  const shown = columns.filter((column) => !canHide(column) || !hidden.includes(column.id));
  return shown.length === 0 ? columns : shown;
}

/** Whether the chooser lets `columnId` be switched now: never for a column that always shows, nor for the last one shown. */
export function canToggle(columns: readonly ChoosableColumn[], hidden: readonly string[] | undefined, columnId: string): boolean {
  const column = columns.find((c) => c.id === columnId);
  if (!column || !canHide(column)) return false;
  const shown = shownColumns(columns, hidden);
  return !(shown.length === 1 && shown[0]?.id === columnId);
}

/** The hidden ids after the user ticked or unticked `columnId` (unchanged when it cannot be switched); stale ids are dropped. */
export function toggleHidden(columns: readonly ChoosableColumn[], hidden: readonly string[] | undefined, columnId: string): string[] {
  const known = (hidden ?? []).filter((id) => columns.some((c) => c.id === id && canHide(c)));
  if (!canToggle(columns, known, columnId)) return known;
  return known.includes(columnId) ? known.filter((id) => id !== columnId) : [...known, columnId];
}
