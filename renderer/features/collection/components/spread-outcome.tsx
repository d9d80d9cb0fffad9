import type { ColumnDef } from '../../../components/data-table/column.ts';
import { pluralize } from '../../../lib/format.ts';
import type { SpreadOutcome, SpreadRow } from '../lib/also-watch.ts';
import { OutcomeFrame } from './outcome-frame.tsx';

type Row = SpreadRow & { key: string };

const WHAT: Record<SpreadRow['what'], string> = { skipped: 'Skipped', refused: 'Refused', 'not-sent': 'Not sent' };
const COLUMNS: readonly ColumnDef<Row>[] = [
  { id: 'postcode', header: 'Postcode', width: 100, cell: (r) => <span className="num">{r.postcode}</span>, sortValue: (r) => r.postcode },
  { id: 'code', header: 'Code', width: 140, cell: (r) => <span className="mono">{r.code || '—'}</span>, sortValue: (r) => r.code },
  { id: 'what', header: 'Outcome', width: 100, cell: (r) => WHAT[r.what], sortValue: (r) => r.what },
  { id: 'reason', header: 'Reason', width: 'minmax(220px, 1fr)', cell: (r) => r.reason, sortValue: (r) => r.reason },
];

/** What spreading did: how many were added, then each product × postcode that was not (skipped, refused, not sent) with why. */
export function SpreadOutcomeView({ outcome, noun, nounPlural }: { outcome: SpreadOutcome; noun: string; nounPlural: string }) {
  const rows: Row[] = outcome.rows.map((r, i) => ({ ...r, key: String(i) }));
  const counts = (what: SpreadRow['what']) => rows.filter((r) => r.what === what).length;
  const parts = [
    counts('skipped') > 0 ? `${counts('skipped')} already watched, skipped` : null,
    counts('refused') > 0 ? `${pluralize(counts('refused'), 'row')} refused` : null,
    counts('not-sent') > 0 ? `${counts('not-sent')} not sent` : null,
  ].filter(Boolean);
  return (
    <OutcomeFrame
      label="Outcome"
      added={outcome.added}
      noun={noun}
      nounPlural={nounPlural}
      rows={rows}
      columns={COLUMNS}
      tableLabel="Not added"
      details={parts.length > 0 && <span> · {parts.join(' · ')}</span>}
    />
  );
}
