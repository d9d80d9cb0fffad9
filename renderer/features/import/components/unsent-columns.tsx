import type { ColumnMapping, ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import { Button } from '../../../components/button.tsx';
import { unsentColumns } from '../lib/unsent-columns.ts';

/** Props of UnsentColumns. */
export interface UnsentColumnsProps {
  type: ItemType;
  headers: readonly string[];
  mapping: ColumnMapping;
  /** Offered while the mapping can change: leave the custom ids out. */
  onLeaveOut?: ((column: ColumnName) => void) | undefined;
}

/** Names every column of the file the bulk upload will not carry, and what becomes of each. */
export function UnsentColumns({ type, headers, mapping, onLeaveOut }: UnsentColumnsProps) {
  const unsent = unsentColumns(type, headers, mapping);
  if (unsent.length === 0) return null;
  return (
    <div className="imp-unsent" role="note" aria-label="Columns not sent with the upload">
      <strong>Not sent with the upload</strong> (the service's bulk file takes{' '}
      {type === 'marketplace' ? 'domain, postcode, ASIN and include_raw_html' : 'only its own columns'}):
      <ul>
        {unsent.map((column) => (
          <li key={column.index}>
            <code className="imp-code">{column.header}</code>
            {column.fate === 'after-upload' ? (
              <>
                {' '}
                — set as each added item's {column.column?.label.toLowerCase()} after the upload, one request per item.{' '}
                {onLeaveOut && column.column && (
                  <Button size="sm" variant="ghost" onClick={() => column.column && onLeaveOut(column.column.name)}>
                    Don't set {column.column.label.toLowerCase()}s
                  </Button>
                )}
              </>
            ) : (
              ' — ignored: not read.'
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
