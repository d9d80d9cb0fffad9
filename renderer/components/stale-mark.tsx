import { formatTimeOfDay } from '../lib/format.ts';
import { Button } from './button.tsx';

/** What a widget needs to know of its read: TanStack's query result fits. */
export interface ShownRead {
  isError: boolean;
  data: unknown;
  dataUpdatedAt: number;
}

/** When what a widget shows was read, if its last refresh failed over it; null while fresh (or never read). */
export function staleSince(read: ShownRead): Date | null {
  return read.isError && read.data !== undefined && read.dataUpdatedAt > 0 ? new Date(read.dataUpdatedAt) : null;
}

/** Props of StaleNote. */
export interface StaleNoteProps {
  since: Date;
  /** The failure of the refresh, kept for the curious (hover) and for screen readers. */
  reason: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A quiet "As of 08:12 · not refreshed" under what a widget keeps showing after a refresh failed: the data
 * stays, marked with its age, instead of being replaced by an error.
 */
export function StaleNote({ since, reason, onRetry, retrying = false }: StaleNoteProps) {
  return (
    <p className="stale-note" role="status" title={reason}>
      <span>
        As of <time dateTime={since.toISOString()}>{formatTimeOfDay(since)}</time> · not refreshed
        <span className="visually-hidden">: {reason}</span>
      </span>
      {onRetry && (
        <Button size="sm" variant="ghost" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      )}
    </p>
  );
}
