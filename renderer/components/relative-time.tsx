import { formatDateTime, formatRelative, toDate } from '../lib/format.ts';

/** Props of RelativeTime. */
export interface RelativeTimeProps {
  value: string | number | Date | null | undefined;
  /** Reference time; pass a ticking value to keep the text fresh. */
  now?: number;
}

/** "5 minutes ago", with the absolute date and time as tooltip and machine-readable datetime. */
export function RelativeTime({ value, now }: RelativeTimeProps) {
  const date = toDate(value);
  if (!date) return <span className="muted">—</span>;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatRelative(date, now)}
    </time>
  );
}
