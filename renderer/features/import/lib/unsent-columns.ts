import { importColumns } from '../../../../shared/csv/item-columns.ts';
import type { ColumnMapping, ItemColumn, ItemType } from '../../../../shared/csv/item-columns.ts';

/** A column of the file the bulk upload does not carry, and what becomes of it. */
export interface UnsentColumn {
  /** The header as the file spells it (or "column N" when blank). */
  readonly header: string;
  readonly index: number;
  /** `after-upload`: set on each created item once the upload is done; `ignored`: not read at all. */
  readonly fate: 'after-upload' | 'ignored';
  /** The import column it is read as (for `after-upload`). */
  readonly column?: ItemColumn;
}

/**
 * Every column of the file that the bulk CSV will not hold: read into a column set after the upload
 * (custom ids), or ignored. Nothing is left out of the list, so no column vanishes in silence.
 */
export function unsentColumns(type: ItemType, headers: readonly string[], mapping: ColumnMapping): UnsentColumn[] {
  const byIndex = new Map<number, ItemColumn>();
  for (const column of importColumns(type)) {
    const at = mapping[column.name];
    if (at !== undefined) byIndex.set(at, column);
  }
  const out: UnsentColumn[] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim() === '' ? `column ${index + 1}` : raw;
    const column = byIndex.get(index);
    if (column === undefined) out.push({ header, index, fate: 'ignored' });
    else if (column.afterUpload) out.push({ header, index, fate: 'after-upload', column });
  });
  return out;
}
