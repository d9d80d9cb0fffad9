import { useQuery } from '@tanstack/react-query';
import { inboxUnreadQuery } from '../data/inbox.ts';
import { formatNumber } from '../lib/format.ts';

/** The sidebar's count of unread changes beside "Changes" (nothing when all are read). */
export function UnreadChangesBadge() {
  const unread = useQuery(inboxUnreadQuery()).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="nav__count">
      {unread > 999 ? '999+' : formatNumber(unread)}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
