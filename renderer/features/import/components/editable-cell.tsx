import type { KeyboardEvent } from 'react';
import type { ColumnName } from '../../../../shared/csv/item-columns.ts';
import { truncateValue } from '../../../../shared/csv/cell-text.ts';
import { cx } from '../../../lib/class-names.ts';

// A cell shows this much of a value (a pasted page can sit in a cell); the input still holds all of it.
const SHOWN_LENGTH = 200;

/** Props of EditableCell. */
export interface EditableCellProps {
  rowNumber: number;
  column: ColumnName;
  label: string;
  value: string;
  invalid: boolean;
  /** Settled rows (sent, dropped) and rows in flight are read-only. */
  readOnly: boolean;
  onCommit: (rowNumber: number, column: ColumnName, value: string) => void;
}

/**
 * A grid cell edited in place: committed on Enter or when focus leaves, Escape puts the value back.
 * Uncontrolled and keyed by the value, so a re-check that changes the value (e.g. a domain's case) shows it.
 */
export function EditableCell({ rowNumber, column, label, value, invalid, readOnly, onCommit }: EditableCellProps) {
  if (readOnly) {
    return (
      <span className="imp-cell imp-cell--static" title={truncateValue(value, SHOWN_LENGTH)}>
        {value === '' ? <span className="muted">—</span> : truncateValue(value, SHOWN_LENGTH)}
      </span>
    );
  }
  const commit = (next: string) => {
    if (next !== value) onCommit(rowNumber, column, next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(event.currentTarget.value.trim());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      event.currentTarget.value = value;
    }
  };
  return (
    <input
      key={value}
      className={cx('imp-cell', invalid && 'imp-cell--invalid')}
      defaultValue={value}
      aria-label={`Line ${rowNumber} ${label}`}
      aria-invalid={invalid || undefined}
      spellCheck={false}
      autoComplete="off"
      onBlur={(event) => commit(event.currentTarget.value.trim())}
      onKeyDown={onKeyDown}
    />
  );
}
