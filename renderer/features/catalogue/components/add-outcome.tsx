import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import type { AddSkusOutcome, RefusedSku } from '../api/add-skus-to-collection.ts';

type RefusedRow = RefusedSku & { key: string };

const COLUMNS: readonly ColumnDef<RefusedRow>[] = [
  { id: 'sku', header: 'SKU', width: 120, sortValue: (r) => r.sku, cell: (r) => <span className="mono">{r.sku || '—'}</span> },
  { id: 'error', header: 'Reason', width: 'minmax(220px, 1fr)', sortValue: (r) => r.error, cell: (r) => r.error },
];
const rowId = (row: RefusedRow) => row.key;

/** Props of AddOutcome. */
export interface AddOutcomeProps {
  outcome: AddSkusOutcome;
}

/** What adding did: how many SKUs went into which collection, each refused row with the service's reason, and a stop. */
export function AddOutcome({ outcome }: AddOutcomeProps) {
  const rows: RefusedRow[] = outcome.refused.map((row, index) => ({ ...row, key: String(index) }));
  return (
    <section className="cat-outcome" aria-label="Outcome">
      <p className="cat-outcome__summary" role="status">
        <strong className="cat-outcome__added">{pluralize(outcome.added, 'SKU')} added</strong> to{' '}
        <a href={routeHref('collection', { id: outcome.collectionId })}>{outcome.collectionName}</a>
        {rows.length > 0 && <span className="cat-outcome__refused"> · {pluralize(rows.length, 'row')} not added</span>}
      </p>
      {outcome.stoppedBy && (
        <p className="field__error" role="alert">
          Stopped after {formatNumber(outcome.sent)} of {formatNumber(outcome.total)} SKUs: {outcome.stoppedBy} The rest were not sent and stay selected; try
          again to add them.
        </p>
      )}
      {rows.length > 0 && (
        <DataTable rows={rows} columns={COLUMNS} getRowId={rowId} label="Rows not added" height={Math.min(240, 32 * (rows.length + 1) + 2)} />
      )}
    </section>
  );
}
