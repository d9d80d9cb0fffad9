import type { ColumnDef } from '../../../components/data-table/column.ts';
import { pluralize } from '../../../lib/format.ts';
import type { BatchErrorRow, BatchOutcome as Outcome } from '../../../data/items.ts';
import { OutcomeFrame } from './outcome-frame.tsx';

/** Props of BatchOutcome. */
export interface BatchOutcomeProps {
  outcome: Outcome;
  /** The item noun, singular and plural ("ASIN", "ASINs"). */
  noun: string;
  nounPlural: string;
  /** Repeats inside the pasted list, sent once each. */
  repeated?: number;
}

type ErrorRow = BatchErrorRow & { key: string };

const COLUMNS: readonly ColumnDef<ErrorRow>[] = [
  { id: 'code', header: 'Code', width: 160, cell: (row) => <span className="mono">{row.code || '—'}</span>, sortValue: (row) => row.code },
  { id: 'error', header: 'Reason', width: 'minmax(240px, 1fr)', cell: (row) => row.error, sortValue: (row) => row.error },
];

/** What a batch did: how many were added, and each refused row with the service's reason. */
export function BatchOutcome({ outcome, noun, nounPlural, repeated = 0 }: BatchOutcomeProps) {
  const rows: ErrorRow[] = outcome.errors.map((row, index) => ({ ...row, key: String(index) }));
  return (
    <OutcomeFrame
      label="Outcome of the list"
      added={outcome.added}
      noun={noun}
      nounPlural={nounPlural}
      rows={rows}
      columns={COLUMNS}
      tableLabel="Rows not added"
      details={
        <>
          {rows.length > 0 && <span className="batch-outcome__failed"> · {pluralize(rows.length, 'row', 'rows')} not added</span>}
          {repeated > 0 && <span> · {pluralize(repeated, 'repeat')} in your list sent once</span>}
        </>
      }
    />
  );
}
