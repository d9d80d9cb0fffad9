import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelative,
  formatRemainingOf,
  formatTimeOfDay,
  pluralize,
  toDate,
} from './format.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

describe('format', () => {
  it('parses dates leniently', () => {
    expect(toDate('2026-03-10T12:00:00Z')?.getTime()).toBe(now);
    expect(toDate('not a date')).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('formats a time of day, with the date when it was not today', () => {
    const today = new Date(2026, 10, 23, 12, 0);
    expect(formatTimeOfDay(new Date(2026, 10, 23, 9, 5), today)).toBe(
      new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(2026, 10, 23, 9, 5)),
    );
    expect(formatTimeOfDay(new Date(2026, 10, 20, 9, 5), today)).toBe(formatDateTime(new Date(2026, 10, 20, 9, 5)));
    expect(formatTimeOfDay(new Date(2026, 10, 20, 9, 5).toISOString(), today)).toContain('2026');
    expect(formatTimeOfDay(null, today)).toBe('—');
  });

  it('formats relative times', () => {
    expect(formatRelative(now - 10_000, now)).toBe('just now');
    expect(formatRelative(now - 5 * 60_000, now)).toBe(rtf.format(-5, 'minute'));
    expect(formatRelative(now + 2 * 3_600_000, now)).toBe(rtf.format(2, 'hour'));
    expect(formatRelative(now - 86_400_000, now)).toBe(rtf.format(-1, 'day'));
    expect(formatRelative(now - 400 * 86_400_000, now)).toBe(rtf.format(-1, 'year'));
  });

  it('formats numbers, money and percentages', () => {
    expect(formatNumber(12345)).toBe(new Intl.NumberFormat().format(12345));
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatMoney(123456)).toContain(new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(1234.56));
    expect(formatMoney(null)).toBe('—');
    // A payment whose currency the service left out (read leniently as "—") still shows its amount.
    expect(formatMoney(500, '—')).toBe(new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(5));
    expect(formatPercent(1, 3)).toBe('33%');
    expect(formatPercent(1, 0)).toBe('0%');
    expect(formatRemainingOf(5, 10)).toBe('5 of 10');
    expect(pluralize(1, 'item')).toBe('1 item');
    expect(pluralize(2, 'item')).toBe('2 items');
  });

  it('formats bytes in binary steps', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(-1)).toBe('—');
  });
});
