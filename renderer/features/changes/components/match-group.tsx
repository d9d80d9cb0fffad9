import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleText } from '../../../../shared/watch/watch-rules.ts';
import { AvailabilityChange } from '../../../components/availability-badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Change, directionOf } from '../../../components/change.tsx';
import { markReadMutation } from '../../../data/inbox.ts';
import { cx } from '../../../lib/class-names.ts';
import { formatDateTime, pluralize } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import { changeText, priceMove, priceText, ruleLabel, type MatchGroup } from '../lib/match-groups.ts';

/**
 * One run of one collection in the inbox: its heading (collection, run, when, how many unread, "Mark read"
 * for the lines shown) and a line per match. A line's item opens its history on the collection's Prices & history tab, and
 * counts as read.
 */
export function MatchGroupSection({ group }: { group: MatchGroup }) {
  const mark = useMutation(markReadMutation(useQueryClient()));
  const title = `${group.collectionName} · run #${group.runId}`;
  const headingId = `changes-run-${group.runId}`;
  return (
    <section className="changes-group" aria-labelledby={headingId}>
      <header className="changes-group__header">
        <h2 id={headingId} className="changes-group__title">
          <a href={routeHref('collection', { id: group.collectionId })}>{group.collectionName}</a> · run #{group.runId}
        </h2>
        <span className="muted">
          {formatDateTime(group.at)} · {pluralize(group.matches.length, 'match', 'matches')}
          {group.unread > 0 && ` · ${group.unread} unread`}
        </span>
        <span className="spacer" />
        {group.unread > 0 && (
          <Button
            size="sm"
            onClick={() => mark.mutate({ matchIds: group.matches.filter((m) => !m.read).map((m) => m.id) })}
            loading={mark.isPending}
            aria-label={`Mark read: ${title}`}
          >
            Mark read
          </Button>
        )}
      </header>
      <table className="changes-table">
        <caption className="visually-hidden">What the watch rules found in {title}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Rule</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
            <th scope="col">Change</th>
            <th scope="col">Availability</th>
            <th scope="col">
              <span className="visually-hidden">Read</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {group.matches.map((m) => (
            <tr key={m.id} className={cx(!m.read && 'changes-table__unread')}>
              <td>
                <a
                  href={routeHref('collection', { id: m.collectionId }, { tab: 'history', item: m.itemKey })}
                  onClick={() => {
                    if (!m.read) mark.mutate({ matchIds: [m.id] });
                  }}
                  aria-label={`History of ${m.code}`}
                  className="mono"
                >
                  {m.code}
                </a>
                {m.title && <span className="changes-table__title muted">{m.title}</span>}
              </td>
              <td className="changes-table__rule">{ruleLabel(m.rule, m.value)}</td>
              <td className="num">{priceText(m.priceBefore, m.currency)}</td>
              <td className="num">{priceText(m.priceAfter, m.currency)}</td>
              <td className="num">
                <Change direction={directionOf(priceMove(m.priceBefore, m.priceAfter)?.delta)} text={changeText(m.priceBefore, m.priceAfter, m.currency)} />
              </td>
              <td>
                {m.availabilityBefore === null && m.availabilityAfter === null ? (
                  '—'
                ) : (
                  <AvailabilityChange before={{ availability: m.availabilityBefore }} after={{ availability: m.availabilityAfter }} />
                )}
              </td>
              <td>
                {m.read ? (
                  <span className="muted">Read</span>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => mark.mutate({ matchIds: [m.id] })}
                    aria-label={`Mark read: ${m.code}, ${ruleText(m.rule, m.value)}`}
                  >
                    Mark read
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
