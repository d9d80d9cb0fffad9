import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { pluralize } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import type { AddAsinsOutcome, RefusedAsin } from '../api/add-asins-to-collection.ts';

type RefusedRow = RefusedAsin & { key: string };

const COLUMNS: readonly ColumnDef<RefusedRow>[] = [
  { id: 'asin', header: 'ASIN', width: 124, sortValue: (r) => r.asin, cell: (r) => <span className="mono">{r.asin || '—'}</span> },
  { id: 'error', header: 'Reason', width: 'minmax(220px, 1fr)', sortValue: (r) => r.error, cell: (r) => r.error },
];
const rowId = (row: RefusedRow) => row.key;

/** Props of AddOutcome. */
export interface AddOutcomeProps {
  outcome: AddAsinsOutcome;
}

/** What adding did: how many ASINs were added to which collection, each refused row with the service's reason, and a stop. */
export function AddOutcome({ outcome }: AddOutcomeProps) {
  const rows: RefusedRow[] = outcome.refused.map((row, index) => ({ ...row, key: String(index) }));
  return (
    <section className="sc-outcome" aria-label="Outcome">
      <p className="sc-outcome__summary" role="status">
        <strong className="sc-outcome__added">{pluralize(outcome.added, 'ASIN')} added</strong> to{' '}
        <a href={routeHref('collection', { id: outcome.collectionId })}>{outcome.collectionName}</a>
        {rows.length > 0 && <span className="sc-outcome__refused"> · {pluralize(rows.length, 'row')} not added</span>}
      </p>
      {outcome.stoppedBy && (
        <p className="field__error" role="alert">
          Stopped after {pluralize(outcome.sent, 'ASIN')} of {outcome.total}: {outcome.stoppedBy} The rest were not sent; try again to add them.
        </p>
      )}
      {rows.length > 0 && (
        <DataTable rows={rows} columns={COLUMNS} getRowId={rowId} label="Rows not added" height={Math.min(220, 32 * (rows.length + 1) + 2)} />
      )}
    </section>
  );
}
