import { useMemo } from 'react';
import type { ImportCounts } from '../../../../shared/bridge/methods/imports.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { checkReasons, groupReasons, serviceReasons } from '../lib/import-rows.ts';
import type { GridRow, ReasonGroup } from '../lib/import-rows.ts';
import type { UploadRun } from '../stores/import-session-store.ts';

/** Props of ImportSummary. */
export interface ImportSummaryProps {
  rows: readonly GridRow[];
  counts: ImportCounts;
  lastRun: UploadRun | null;
}

const SHOWN_ROWS = 8;

function Stat({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={`imp-stat imp-stat--${tone}`}>
      <dt className="imp-stat__label">{label}</dt>
      <dd className="imp-stat__value num">{formatNumber(value)}</dd>
    </div>
  );
}

function Groups({ title, groups }: { title: string; groups: readonly ReasonGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div className="imp-reasons">
      <h3 className="imp-reasons__title">{title}</h3>
      <ul className="imp-reasons__list">
        {groups.map((group) => (
          <li key={group.reason} className="imp-reasons__item">
            <span className="imp-reasons__count num">{formatNumber(group.count)}×</span>
            <span className="imp-reasons__text" title={group.count > 1 ? `For example: ${group.example}` : undefined}>
              {group.count === 1 ? group.example : group.reason}
            </span>
            <span className="imp-reasons__rows muted">
              {group.count === 1 ? 'line' : 'lines'} {group.rowNumbers.slice(0, SHOWN_ROWS).join(', ')}
              {group.rowNumbers.length > SHOWN_ROWS ? ` and ${formatNumber(group.rowNumbers.length - SHOWN_ROWS)} more` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The import at a glance: rows added, rejected, ready, invalid and dropped, and why rows failed, grouped. */
export function ImportSummary({ rows, counts, lastRun }: ImportSummaryProps) {
  // Progress ticks re-render the panel: group only when the rows change.
  const rejectedGroups = useMemo(() => groupReasons(rows, serviceReasons), [rows]);
  const invalidGroups = useMemo(() => groupReasons(rows, checkReasons), [rows]);
  return (
    <section className="imp-summary" aria-label="Import summary">
      {lastRun && (
        <p className="imp-summary__line" role="status">
          {lastRun.cancelled ? 'Upload cancelled: ' : lastRun.unsent > 0 ? 'Upload stopped: ' : 'Upload finished: '}
          <strong>{pluralize(lastRun.added, 'row')} added</strong>, <strong>{formatNumber(lastRun.rejected)} rejected</strong>
          {lastRun.noRoom > 0 && `, ${pluralize(lastRun.noRoom, 'row')} not sent: the collection is full`}
          {lastRun.unsent > 0 && `, ${pluralize(lastRun.unsent, 'row')} not sent yet (listed under Ready: upload again to send them)`}.
        </p>
      )}
      <dl className="imp-stats">
        <Stat label="Added" value={counts.sentOk} tone="success" />
        <Stat label="Rejected" value={counts.rejected} tone="danger" />
        <Stat label="Ready to send" value={counts.ready} tone="info" />
        <Stat label="Invalid" value={counts.invalid} tone="warning" />
        <Stat label="Dropped" value={counts.dropped} tone="neutral" />
        {counts.sending > 0 && <Stat label="Sending" value={counts.sending} tone="accent" />}
      </dl>
      <p className="imp-summary__note muted">Line numbers are the file's own, as a spreadsheet numbers its rows (blank lines count).</p>
      {(rejectedGroups.length > 0 || invalidGroups.length > 0) && (
        <div className="imp-summary__groups">
          <Groups title="Rejected by the service" groups={rejectedGroups} />
          <Groups title="Failing the checks (not sent)" groups={invalidGroups} />
        </div>
      )}
    </section>
  );
}
