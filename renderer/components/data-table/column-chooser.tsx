import { useEffect, useId, useRef } from 'react';
import { Button } from '../button.tsx';
import { Checkbox } from '../checkbox.tsx';
import { ColumnsIcon } from '../icons.tsx';
import type { ColumnDef } from './column.ts';
import { canToggle, toggleHidden } from './column-choice.ts';
import { useColumnChoices } from './column-choice-store.ts';

/** Props of ColumnChooser: the table's name (as given to DataTable's `columnChoice`) and all its columns. */
export interface ColumnChooserProps<Row> {
  table: string;
  columns: readonly ColumnDef<Row>[];
  /** Names the table in the menu's label, e.g. "the items". */
  what: string;
}

const NONE: readonly string[] = [];

/**
 * "Columns": a menu of checkboxes (a popover: Escape or a click elsewhere closes it) choosing which
 * columns a DataTable shows; the choice is remembered per table. A column that always shows is listed, ticked and disabled.
 */
export function ColumnChooser<Row>({ table, columns, what }: ColumnChooserProps<Row>) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const hidden = useColumnChoices((s) => s.hidden[table] ?? NONE);
  const setHidden = useColumnChoices((s) => s.setHidden);

  // The menu lives in the top layer: it opens under the button, right edges aligned.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const place = (event: Event) => {
      const button = buttonRef.current;
      if (!button || (event as ToggleEvent).newState !== 'open') return;
      const rect = button.getBoundingClientRect();
      menu.style.top = `${rect.bottom + 4}px`;
      menu.style.right = `${Math.max(8, document.documentElement.clientWidth - rect.right)}px`;
    };
    menu.addEventListener('beforetoggle', place);
    return () => menu.removeEventListener('beforetoggle', place);
  }, []);

  return (
    <>
      <Button ref={buttonRef} size="sm" icon={<ColumnsIcon />} popoverTarget={menuId} aria-label={`Columns of ${what}`}>
        Columns
      </Button>
      <div ref={menuRef} id={menuId} popover="auto" role="group" aria-label={`Columns of ${what}`} className="dt-columns">
        {columns.map((column) => (
          <Checkbox
            key={column.id}
            label={column.header}
            checked={column.hideable === false || !hidden.includes(column.id)}
            disabled={!canToggle(columns, hidden, column.id)}
            onChange={() => setHidden(table, toggleHidden(columns, hidden, column.id))}
          />
        ))}
      </div>
    </>
  );
}
