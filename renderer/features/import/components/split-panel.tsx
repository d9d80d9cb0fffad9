import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '../../../../shared/api/collections.ts';
import { Button } from '../../../components/button.tsx';
import { localCollectionsQuery } from '../../../data/local-copy.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { countRows } from '../lib/import-rows.ts';
import { outcomeByCollection, overflowCount, planSplit } from '../lib/split-plan.ts';
import type { SplitShare } from '../lib/split-plan.ts';
import { useImportSession } from '../stores/import-session-store.ts';
import { chooseSplit, splitStarted } from '../stores/split-actions.ts';

const names = (answer: { collections: Collection[] }): string[] => answer.collections.map((c) => c.name);

function Plan({ plan }: { plan: readonly SplitShare[] }) {
  return (
    <ul className="imp-split__plan">
      {plan.map((share) => (
        <li key={share.name}>
          <strong className="num">{pluralize(share.rows, 'row')}</strong> into {share.isNew ? 'a new collection, ' : ''}
          <strong>{share.name}</strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * A file bigger than its collection: the offer to split it, the plan once taken (names shown from the
 * local copy; the upload reads room and names from the service again), then the outcome per collection.
 */
export function SplitPanel() {
  const client = useQueryClient();
  const rows = useImportSession((s) => s.rows);
  const split = useImportSession((s) => s.split);
  const room = useImportSession((s) => s.room) ?? 0;
  const target = useImportSession((s) => s.target);
  const locked = useImportSession((s) => s.phase === 'uploading' || s.rechecking);
  const taken = useQuery({ ...localCollectionsQuery(), select: names, enabled: split === null || !splitStarted(split) });
  const overflow = useMemo(() => overflowCount(rows), [rows]);
  const ready = useMemo(() => countRows(rows).ready, [rows]);
  const outcome = useMemo(
    () =>
      target === null || split === null
        ? []
        : outcomeByCollection(rows, [target, ...split.parts.flatMap((p) => (p.collectionId === undefined ? [] : [{ id: p.collectionId, name: p.name }]))]),
    [rows, split, target],
  );
  if (target === null || (split === null && overflow === 0)) return null;

  if (split === null) {
    const plan = planSplit(ready + overflow, room, target.name, taken.data ?? []);
    return (
      <section className="imp-split" aria-label="Split the file">
        <p className="imp-split__text">
          <strong>
            {pluralize(overflow, 'row')} {overflow === 1 ? 'does' : 'do'} not fit in {target.name}
          </strong>
          , which has room for {pluralize(room, 'more item')}. Split the file: the new collections get its schedule, priority, fetch mode, notification e-mail
          and destinations.
        </p>
        <Plan plan={plan} />
        <div className="imp-split__actions">
          <Button size="sm" variant="primary" onClick={() => void chooseSplit(client, true)} disabled={locked}>
            Split into {pluralize(plan.length, 'collection')}
          </Button>
        </div>
      </section>
    );
  }

  if (!splitStarted(split)) {
    return (
      <section className="imp-split" aria-label="Split the file">
        <p className="imp-split__text">
          <strong>Split</strong>: the rows past the room of {target.name} go to new collections with its settings. The room and the free names are read from the
          service again when the upload starts.
        </p>
        <Plan plan={planSplit(ready, room, target.name, taken.data ?? [])} />
        <div className="imp-split__actions">
          <Button size="sm" onClick={() => void chooseSplit(client, false)} disabled={locked}>
            Don't split
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="imp-split" aria-label="Split the file">
      <table className="imp-split__outcome">
        <caption>Rows per collection</caption>
        <thead>
          <tr>
            <th scope="col">Collection</th>
            <th scope="col">Added</th>
            <th scope="col">Rejected</th>
            <th scope="col">Sending</th>
          </tr>
        </thead>
        <tbody>
          {outcome.map((c) => (
            <tr key={c.collectionId}>
              <th scope="row">{c.name}</th>
              <td className="num">{formatNumber(c.added)}</td>
              <td className="num">{formatNumber(c.rejected)}</td>
              <td className="num">{formatNumber(c.sending)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
