import { useQuery } from '@tanstack/react-query';
import { syncStatusQuery } from '../data/local-copy.ts';
import { unreadableText, useUnreadableRows } from '../data/unreadable-rows.ts';
import { formatTimeOfDay, formatDateTime } from '../lib/format.ts';
import { Badge } from './badge.tsx';
import { Spinner } from './spinner.tsx';

/**
 * The one freshness line of every mirrored view, from main's sync engine (never from which path answered):
 * "Up to date", "Checking…", "Offline copy, as of 10:42" while the service cannot be reached, "Behind" (with why)
 * while the copy trails the service (a failed read, or changes faster than the request budget lets it read), or
 * "Team copy cannot be reached" while the profile's PostgreSQL copy is down (the screens then read the service live).
 * Rows of a team copy the screen's reads had to leave out are counted after it ("2 rows in the team copy could not be read").
 */
export function FreshnessLine() {
  const unreadable = useUnreadableRows();
  const line = <FreshnessState />;
  if (unreadable === 0) return line;
  return (
    <>
      {line}
      <Badge
        tone="warning"
        className="freshness-line"
        title="A teammate's desk or another program wrote rows this desk cannot use (not a record, an unknown state, a price out of bounds): they are left out, the rest is shown."
      >
        <span role="status">{unreadableText(unreadable)}</span>
      </Badge>
    </>
  );
}

function FreshnessState() {
  const status = useQuery(syncStatusQuery()).data;
  if (!status) return null;
  const asOf = status.lastSyncAt === null ? 'never synced on this machine' : `as of ${formatTimeOfDay(status.lastSyncAt)}`;
  const synced = status.lastSyncAt === null ? 'Not synced yet' : `Synced with the service ${formatDateTime(status.lastSyncAt)}`;
  switch (status.state) {
    case 'checking':
      return (
        <span className="freshness-line muted" role="status">
          <Spinner size="sm" label={null} /> Checking…
        </span>
      );
    case 'up-to-date':
      return (
        <span className="freshness-line muted" role="status" title={synced}>
          Up to date
        </span>
      );
    case 'offline':
      return (
        <Badge tone="warning" className="freshness-line" title="The service cannot be reached: this is the copy kept on this machine.">
          <span role="status">Offline copy, {asOf}</span>
        </Badge>
      );
    case 'copy-unreachable':
      return (
        <Badge tone="warning" className="freshness-line" title={status.message}>
          <span role="status">Team copy cannot be reached: showing the service live</span>
        </Badge>
      );
    case 'behind':
      return (
        <Badge tone="warning" className="freshness-line" title={status.message}>
          <span role="status">
            Behind: copy {asOf}
            {status.message ? ` (${status.message})` : ''}
          </span>
        </Badge>
      );
  }
}
