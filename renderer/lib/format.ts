/**
 * Formatting of dates, times and sizes for display, and counts and money by the rules of
 * shared/format/numbers.ts (which the exports and notices share); pure, locale from the runtime.
 */
import { formatCount, formatDecimal, formatPrice } from '../../shared/format/numbers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Parses an ISO string, epoch milliseconds or Date; null when missing or unparseable. */
export function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const absoluteFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnlyFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** An absolute date and time, e.g. "3 Mar 2026, 14:05" (for tooltips and exports); "—" when missing. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? absoluteFormat.format(date) : '—';
}

const timeOfDayFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** A time of day ("10:42"), with the date too when it was not today ("3 Mar 2026, 10:42"); "—" when missing. */
export function formatTimeOfDay(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '—';
  return date.toDateString() === now.toDateString() ? timeOfDayFormat.format(date) : absoluteFormat.format(date);
}

/** A run as a picker or heading names it, with its date AND time so two runs on one day differ: "Run #12, 3 Mar 2026, 14:05". */
export function formatRunLabel(runId: number, at: string | number | Date | null | undefined): string {
  return `Run #${runId}, ${formatDateTime(at)}`;
}

/** How a time axis labels its ticks: never seconds (runs are minutes apart or more, and seconds are noise). */
export type AxisTimeLabel = 'date' | 'date-time' | 'time';

/**
 * The label of a time axis's ticks by the step between ticks, the span shown and where it starts (seconds):
 * the date when the axis reaches into another day (a span of a day or more, or one across midnight).
 */
export function axisTimeLabel(step: number, span: number, start = Number.NaN): AxisTimeLabel {
  if (step >= DAY / 1000) return 'date';
  if (span >= DAY / 1000) return 'date-time';
  const crossesMidnight = Number.isFinite(start) && new Date(start * 1000).toDateString() !== new Date((start + span) * 1000).toDateString();
  return crossesMidnight ? 'date-time' : 'time';
}

const AXIS_FORMATS: Record<AxisTimeLabel, Intl.DateTimeFormat> = {
  date: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }),
  'date-time': new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
  time: timeOfDayFormat,
};

/**
 * A tick of a time axis (epoch seconds), given the step between ticks, the span shown and where it starts:
 * "3 Mar", "3 Mar, 10:40", "10:40"; never seconds.
 */
export function formatAxisTime(seconds: number, step: number, span: number, start = Number.NaN): string {
  return Number.isFinite(seconds) ? AXIS_FORMATS[axisTimeLabel(step, span, start)].format(new Date(seconds * 1000)) : '—';
}

/**
 * How long something took, from its start to its end: "45 s", "2 min 10 s", "1 h 5 min" (the two largest
 * units, a zero second part left out); "—" when either end is missing or the end is before the start.
 */
export function formatDuration(start: string | number | Date | null | undefined, end: string | number | Date | null | undefined): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to || to.getTime() < from.getTime()) return '—';
  const seconds = Math.round((to.getTime() - from.getTime()) / 1000);
  if (seconds < 60) return `${formatCount(seconds)} s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${formatCount(hours)} h ${minutes} min` : `${formatCount(hours)} h`;
  const rest = seconds % 60;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** A calendar date without time; "—" when missing. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateOnlyFormat.format(date) : '—';
}

/** A relative time against `now`, e.g. "5 minutes ago", "in 2 hours", "yesterday"; "—" when missing. */
export function formatRelative(value: string | number | Date | null | undefined, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '—';
  const diff = date.getTime() - now;
  const abs = Math.abs(diff);
  if (abs < 45_000) return 'just now';
  if (abs < HOUR) return relativeFormat.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return relativeFormat.format(Math.round(diff / HOUR), 'hour');
  if (abs < 30 * DAY) return relativeFormat.format(Math.round(diff / DAY), 'day');
  if (abs < 365 * DAY) return relativeFormat.format(Math.round(diff / (30 * DAY)), 'month');
  return relativeFormat.format(Math.round(diff / (365 * DAY)), 'year');
}

/** A grouped integer ("12,345"); "—" for null/NaN (formatCount of shared/format/numbers.ts, by its older name). */
export function formatNumber(value: number | null | undefined): string {
  return formatCount(value);
}

/**
 * Money from integer cents, e.g. 123456 → "$1,234.56" (currency defaults to AUD, the service's market).
 * A currency that is not an ISO code or symbol (a service's "—" or "" for a missing one) shows the plain amount.
 */
export function formatMoney(cents: number | null | undefined, currency = 'AUD'): string {
  return formatPrice(cents === null || cents === undefined ? null : cents / 100, currency);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte size in binary steps with one decimal above bytes ("1.5 MB"); "—" for null/negative. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${formatCount(value)} B` : `${formatDecimal(value, value < 10 ? 1 : 0)} ${BYTE_UNITS[unit]}`;
}

/** "remaining of available" as the credit balance reads, e.g. "1,200 of 5,000". */
export function formatRemainingOf(remaining: number, available: number): string {
  return `${formatNumber(remaining)} of ${formatNumber(available)}`;
}

/** "1 item" / "3 items": a count with its noun, plural by English "s" unless given. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
