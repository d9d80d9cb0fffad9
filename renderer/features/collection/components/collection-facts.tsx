import type { Collection } from '../../../../shared/api/collections.ts';
import { StatusBadge } from '../../../components/badge.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { describeSchedule, localHoursText, localOffsetMinutes, scheduleFields } from '../../../lib/schedule.ts';
import { FillMeter } from './fill-meter.tsx';

/** Props of CollectionFacts. */
export interface CollectionFactsProps {
  collection: Collection;
}

/** The collection at a glance: statuses, priority, schedule, next and last run, and how full it is. */
export function CollectionFacts({ collection }: CollectionFactsProps) {
  return (
    <dl className="panel panel--subtle collection-facts">
      <div className="collection-facts__item">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={collection.status} />
        </dd>
      </div>
      <div className="collection-facts__item">
        <dt>Schedule status</dt>
        <dd className="collection-facts__schedule">
          <StatusBadge status={collection.schedule_status} />
          {collection.schedule_message && <span className="collection-facts__message">{collection.schedule_message}</span>}
        </dd>
      </div>
      <div className="collection-facts__item">
        <dt>Priority</dt>
        <dd>{collection.priority}</dd>
      </div>
      <div className="collection-facts__item">
        <dt>Schedule</dt>
        <ScheduleFact collection={collection} />
      </div>
      <div className="collection-facts__item">
        <dt>Next run</dt>
        <dd>
          {collection.schedule === 'Manual' && !collection.next_run_at ? (
            <span className="muted">Manual only</span>
          ) : (
            <RelativeTime value={collection.next_run_at} />
          )}
        </dd>
      </div>
      <div className="collection-facts__item">
        <dt>Last run</dt>
        <dd>{collection.last_run_at ? <RelativeTime value={collection.last_run_at} /> : <span className="muted">Never</span>}</dd>
      </div>
      <div className="collection-facts__item collection-facts__item--wide">
        <dt>Items</dt>
        <dd>
          <FillMeter count={collection.item_count} />
        </dd>
      </div>
    </dl>
  );
}

/** The schedule in the service's zone, and under it the same hours by the viewer's clock when the zones differ. */
function ScheduleFact({ collection }: CollectionFactsProps) {
  const service = describeSchedule(collection.schedule, collection.schedule_time);
  const hours = scheduleFields(collection.schedule).hours ? (collection.schedule_time?.hours ?? []) : [];
  const local = localHoursText(hours, localOffsetMinutes()).replace(/^ · /, '');
  return (
    <dd className="collection-facts__lines" title={local === '' ? service : `${service} · ${local}`}>
      <span>{service}</span>
      {local !== '' && <span className="muted">{local}</span>}
    </dd>
  );
}
