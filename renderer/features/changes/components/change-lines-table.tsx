import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleText } from '../../../../shared/watch/watch-rules.ts';
import { AvailabilityChange } from '../../../components/availability-badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Change, directionOf } from '../../../components/change.tsx';
import { markReadMutation } from '../../../data/inbox.ts';
import { cx } from '../../../lib/class-names.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import { changeText, nextChangeSort, priceMove, priceText, ruleLabel } from '../lib/match-groups.ts';
import type { ChangeLine, ChangeSort, ChangeSortKey } from '../lib/match-groups.ts';

const COLUMNS: { key: ChangeSortKey; label: string; numeric?: boolean }[] = [
  { key: 'collection', label: 'Collection' },
  { key: 'run', label: 'Run' },
  { key: 'item', label: 'Item' },
  { key: 'rule', label: 'Rules' },
  { key: 'before', label: 'Before', numeric: true },
  { key: 'after', label: 'After', numeric: true },
  { key: 'change', label: 'Change', numeric: true },
];

/** Props of ChangeLinesTable. */
export interface ChangeLinesTableProps {
  lines: readonly ChangeLine[];
  sort: ChangeSort;
  onSort: (sort: ChangeSort) => void;
  /** Shows only one run (a click on a line's run). */
  onOnlyRun: (runId: number) => void;
}

/**
 * What the watch rules found, one line per item per run with every rule it matched, sortable by each column
 * (a header's button; aria-sort says which). A line's item opens its history on the collection's Prices &
 * history tab and counts as read; its run shows that run only.
 */
export function ChangeLinesTable({ lines, sort, onSort, onOnlyRun }: ChangeLinesTableProps) {
  const mark = useMutation(markReadMutation(useQueryClient()));
  return (
    <table className="changes-table">
      <caption className="visually-hidden">What the watch rules found</caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c.key} scope="col" className={cx(c.numeric && 'num')} aria-sort={sort.key === c.key ? sort.direction : undefined}>
              <button type="button" className="changes-sort" onClick={() => onSort(nextChangeSort(sort, c.key))}>
                {c.label}
                <span aria-hidden="true" className="changes-sort__mark">
                  {sort.key === c.key ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
                </span>
              </button>
            </th>
          ))}
          <th scope="col">Availability</th>
          <th scope="col">
            <span className="visually-hidden">Read</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const unread = line.unreadIds.length > 0;
          const rules = line.rules.map((r) => ruleText(r.rule, r.value, line.currency)).join(', ');
          return (
            <tr key={line.id} className={cx(unread && 'changes-table__unread')}>
              <td>
                <a href={routeHref('collection', { id: line.collectionId })}>{line.collectionName}</a>
              </td>
              <td className="changes-table__run">
                <a
                  href={routeHref('changes', {}, { run: line.runId })}
                  onClick={(e) => {
                    e.preventDefault();
                    onOnlyRun(line.runId);
                  }}
                  aria-label={`Only run #${line.runId}`}
                >
                  #{line.runId}
                </a>
                <span className="muted">{formatDateTime(line.at)}</span>
              </td>
              <td>
                <a
                  href={routeHref('collection', { id: line.collectionId }, { tab: 'history', item: line.itemKey })}
                  onClick={() => {
                    if (unread) mark.mutate({ matchIds: line.unreadIds });
                  }}
                  aria-label={`History of ${line.code}`}
                  className="mono"
                >
                  {line.code}
                </a>
                {line.title && <span className="changes-table__title muted">{line.title}</span>}
              </td>
              <td>
                <ul className="changes-rules">
                  {line.rules.map((r) => (
                    <li key={r.rule}>{ruleLabel(r.rule, r.value, line.currency)}</li>
                  ))}
                </ul>
              </td>
              <td className="num">{priceText(line.priceBefore, line.currency)}</td>
              <td className="num">{priceText(line.priceAfter, line.currency)}</td>
              <td className="num">
                <Change
                  direction={directionOf(priceMove(line.priceBefore, line.priceAfter)?.delta)}
                  text={changeText(line.priceBefore, line.priceAfter, line.currency)}
                />
              </td>
              <td>
                {line.availabilityBefore === null && line.availabilityAfter === null ? (
                  '—'
                ) : (
                  <AvailabilityChange before={{ availability: line.availabilityBefore }} after={{ availability: line.availabilityAfter }} />
                )}
              </td>
              <td>
                {unread ? (
                  <Button size="sm" variant="ghost" onClick={() => mark.mutate({ matchIds: line.unreadIds })} aria-label={`Mark read: ${line.code}, ${rules}`}>
                    Mark read
                  </Button>
                ) : (
                  <span className="muted">Read</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
