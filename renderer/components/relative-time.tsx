import { formatDateTime, formatRelative, toDate } from '../lib/format.ts';

/** Props of RelativeTime. */
export interface RelativeTimeProps {
  value: string | number | Date | null | undefined;
  /** Reference time; pass a ticking value to keep the text fresh. */
  now?: number;
}

const MAX_KEPT = 10_000;
/** The datetime attribute and tooltip of each instant shown so far: a table re-rendering its rows does not format them again. */
const kept = new Map<number, { iso: string; title: string }>();

function attributesOf(date: Date): { iso: string; title: string } {
  const at = date.getTime();
  let found = kept.get(at);
  if (!found) {
    if (kept.size >= MAX_KEPT) kept.clear();
    found = { iso: date.toISOString(), title: formatDateTime(date) };
    kept.set(at, found);
  }
  return found;
}

/** "5 minutes ago", with the absolute date and time as tooltip and machine-readable datetime. */
export function RelativeTime({ value, now }: RelativeTimeProps) {
  const date = toDate(value);
  if (!date) return <span className="muted">—</span>;
  const { iso, title } = attributesOf(date);
  return (
    <time dateTime={iso} title={title}>
      {formatRelative(date, now)}
    </time>
  );
}
