import { StatusBadge } from '../../../components/badge.tsx';
import { routeHref } from '../../../lib/router.ts';
import type { PostcodeRow } from '../lib/postcode-rows.ts';

/** The postcode a clicked notification is about, named above the table (its row is marked there too). */
export function OpenedPostcode({ row }: { row: PostcodeRow }) {
  return (
    <div className="pc-opened" role="status">
      <span>
        Opened from a notification: <strong className="mono">{row.zipcode}</strong> · {row.domain}
      </span>
      {row.status && <StatusBadge status={row.status} />}
      <a className="pc-opened__clear" href={routeHref('postcodes')}>
        Unmark
      </a>
    </div>
  );
}
