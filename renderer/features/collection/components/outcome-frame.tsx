import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { pluralize } from '../../../lib/format.ts';

/** Props of OutcomeFrame. */
export interface OutcomeFrameProps<Row extends { key: string }> {
  /** The region's name for a screen reader ("Outcome of the list"). */
  label: string;
  added: number;
  /** The item noun, singular and plural ("ASIN", "ASINs"). */
  noun: string;
  nounPlural: string;
  /** What follows "N added" on the summary line (what was not, and why). */
  details: ReactNode;
  rows: Row[];
  columns: readonly ColumnDef<Row>[];
  /** The table's name ("Rows not added"). */
  tableLabel: string;
}

const rowId = (row: { key: string }) => row.key;

/** What a write of many items did: a summary line ("12 ASINs added · …"), then a table of each one that was not added. */
export function OutcomeFrame<Row extends { key: string }>({ label, added, noun, nounPlural, details, rows, columns, tableLabel }: OutcomeFrameProps<Row>) {
  return (
    <section className="batch-outcome" aria-label={label}>
      <p className="batch-outcome__summary" role="status">
        <strong className="batch-outcome__added">{pluralize(added, noun, nounPlural)} added</strong>
        {details}
      </p>
      {rows.length > 0 && (
        <DataTable
          rows={rows}
          columns={columns}
          getRowId={rowId}
          label={tableLabel}
          height={Math.min(240, 32 * (rows.length + 1) + 2)}
          className="batch-outcome__table"
        />
      )}
    </section>
  );
}
