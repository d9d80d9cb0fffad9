/** Formatting of dates, numbers, money and sizes for display; pure, locale from the runtime. */

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

const integerFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** A grouped integer ("12,345"); "—" for null/NaN. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : integerFormat.format(value);
}

/** A percentage of `part` in `total` with no decimals ("42%"); "0%" when total is 0. */
export function formatPercent(part: number, total: number): string {
  if (total <= 0) return '0%';
  return `${Math.round((part / total) * 100)}%`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
const plainMoney = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money from integer cents, e.g. 123456 → "$1,234.56" (currency defaults to AUD, the service's market).
 * A currency that is not an ISO code (a service's "—" or "" for a missing one) shows the plain amount.
 */
export function formatMoney(cents: number | null | undefined, currency = 'AUD'): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '—';
  if (!/^[A-Za-z]{3}$/.test(currency)) return plainMoney.format(cents / 100);
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
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
  return unit === 0 ? `${value} B` : `${value.toFixed(value < 10 ? 1 : 0)} ${BYTE_UNITS[unit]}`;
}

/** "remaining of available" as the credit balance reads, e.g. "1,200 of 5,000". */
export function formatRemainingOf(remaining: number, available: number): string {
  return `${formatNumber(remaining)} of ${formatNumber(available)}`;
}

/** "1 item" / "3 items": a count with its noun, plural by English "s" unless given. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
