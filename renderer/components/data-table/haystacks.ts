/**
 * The search text of each row (every column's filter or sort value, lower-cased), kept per rows array and
 * its columns for as long as that array lives: a filter cleared and typed again, or a table mounted again
 * over the same rows, does not build them twice. It can be built ahead, a slice at a time (buildSome).
 */
import type { ColumnDef } from './column.ts';

interface Kept {
  columns: unknown;
  haystacks: string[];
}

const KEPT = new WeakMap<readonly unknown[], Kept>();
/** Rows built between two looks at the idle deadline. */
const SLICE = 250;

function haystackOf<Row>(row: Row, columns: readonly ColumnDef<Row>[]): string {
  let out = '';
  for (const column of columns) {
    const text = column.filterValue ? column.filterValue(row) : column.sortValue ? column.sortValue(row) : null;
    if (text !== null && text !== undefined) out += `${String(text).toLowerCase()}\u0000`;
  }
  return out;
}

function keptFor<Row>(rows: readonly Row[], columns: readonly ColumnDef<Row>[]): Kept {
  let kept = KEPT.get(rows);
  if (!kept || kept.columns !== columns) {
    kept = { columns, haystacks: [] };
    KEPT.set(rows, kept);
  }
  return kept;
}

/** Builds more of the rows' search text while `more()` says there is time; true once all of it is built. */
export function buildSome<Row>(rows: readonly Row[], columns: readonly ColumnDef<Row>[], more: () => boolean): boolean {
  const { haystacks } = keptFor(rows, columns);
  while (haystacks.length < rows.length && more()) {
    const end = Math.min(rows.length, haystacks.length + SLICE);
    for (let i = haystacks.length; i < end; i += 1) haystacks.push(haystackOf(rows[i] as Row, columns));
  }
  return haystacks.length === rows.length;
}

/** The search text of every row, `haystacks[i]` for `rows[i]`: what was built ahead, and the rest now. */
export function haystacksOf<Row>(rows: readonly Row[], columns: readonly ColumnDef<Row>[]): readonly string[] {
  buildSome(rows, columns, () => true);
  return keptFor(rows, columns).haystacks;
}
