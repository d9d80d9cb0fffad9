import { useMemo } from 'react';
import type { AddCodesOutcome, RefusedCode } from '../lib/add-in-batches.ts';
import { formatNumber, pluralize } from '../lib/format.ts';
import { routeHref } from '../lib/router.ts';
import type { ColumnDef } from './data-table/column.ts';
import { DataTable } from './data-table/data-table.tsx';

type RefusedRow = RefusedCode & { key: string };

const rowId = (row: RefusedRow) => row.key;
const reason: ColumnDef<RefusedRow> = { id: 'error', header: 'Reason', width: 'minmax(220px, 1fr)', sortValue: (r) => r.error, cell: (r) => r.error };

/** What adding did: how many codes went into which collection, each refused row with the service's reason, and a stop. */
export function AddCodesOutcomeView({ outcome, noun }: { outcome: AddCodesOutcome; noun: string }) {
  const rows: RefusedRow[] = outcome.refused.map((row, index) => ({ ...row, key: String(index) }));
  const columns = useMemo<readonly ColumnDef<RefusedRow>[]>(
    () => [{ id: 'code', header: noun, width: 124, sortValue: (r) => r.code, cell: (r) => <span className="mono">{r.code || '—'}</span> }, reason],
    [noun],
  );
  return (
    <section className="add-outcome" aria-label="Outcome">
      <p role="status">
        <strong className="add-outcome__added">{pluralize(outcome.added, noun)} added</strong> to{' '}
        <a href={routeHref('collection', { id: outcome.collectionId })}>{outcome.collectionName}</a>
        {rows.length > 0 && <span className="add-outcome__refused"> · {pluralize(rows.length, 'row')} not added</span>}
      </p>
      {outcome.stoppedBy && (
        <p className="field__error" role="alert">
          Stopped after {formatNumber(outcome.sent)} of {pluralize(outcome.total, noun)}: {outcome.stoppedBy} The rest were not sent; try again to add them.
        </p>
      )}
      {rows.length > 0 && (
        <DataTable rows={rows} columns={columns} getRowId={rowId} label="Rows not added" height={Math.min(240, 32 * (rows.length + 1) + 2)} />
      )}
    </section>
  );
}
