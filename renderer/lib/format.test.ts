import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatPercent,
  formatPrice,
  formatPriceTick,
  formatShare,
  formatSigned,
  formatSignedPercent,
  formatSignedPrice,
} from '../../shared/format/numbers.ts';
import {
  axisTimeLabel,
  formatAxisTime,
  formatBytes,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatNumber,
  formatRelative,
  formatRemainingOf,
  formatRunLabel,
  formatTimeOfDay,
  pluralize,
  toDate,
} from './format.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** The same cases through every number formatter: zero, negative, positive, missing, huge, tiny fractions, NaN. */
const CASES = [0, -1.5, 1234.5, null, 1e15, 0.0004, -0.0004, Number.NaN] as const;

// Written for the en-US locale the desk's tests run in (the formatters use the runtime's).
const EXPECTED: [string, (value: number | null) => string, string[]][] = [
  ['formatCount', formatCount, ['0', '−2', '1,235', '—', '1,000,000,000,000,000', '0', '0', '—']],
  ['formatNumber', formatNumber, ['0', '−2', '1,235', '—', '1,000,000,000,000,000', '0', '0', '—']],
  ['formatDecimal', (v) => formatDecimal(v), ['0.00', '−1.50', '1,234.50', '—', '1,000,000,000,000,000.00', '0.00', '0.00', '—']],
  ['formatSigned', (v) => formatSigned(v), ['0.00', '−1.50', '+1,234.50', '—', '+1,000,000,000,000,000.00', '0.00', '0.00', '—']],
  ['formatPercent', (v) => formatPercent(v), ['0.0%', '−1.5%', '1,234.5%', '—', '1,000,000,000,000,000.0%', '0.0%', '0.0%', '—']],
  ['formatPercent (a rule’s threshold)', (v) => formatPercent(v, 2, true), ['0%', '−1.5%', '1,234.5%', '—', '1,000,000,000,000,000%', '0%', '0%', '—']],
  ['formatSignedPercent', (v) => formatSignedPercent(v), ['0.0%', '−1.5%', '+1,234.5%', '—', '+1,000,000,000,000,000.0%', '0.0%', '0.0%', '—']],
  ['formatPrice', (v) => formatPrice(v, '$'), ['$0.00', '−$1.50', '$1,234.50', '—', '$1,000,000,000,000,000.00', '$0.00', '$0.00', '—']],
  ['formatPrice (ISO code)', (v) => formatPrice(v, 'GBP'), ['£0.00', '−£1.50', '£1,234.50', '—', '£1,000,000,000,000,000.00', '£0.00', '£0.00', '—']],
  ['formatPrice (no currency)', (v) => formatPrice(v, null), ['0.00', '−1.50', '1,234.50', '—', '1,000,000,000,000,000.00', '0.00', '0.00', '—']],
  ['formatSignedPrice', (v) => formatSignedPrice(v, '€'), ['€0.00', '−€1.50', '+€1,234.50', '—', '+€1,000,000,000,000,000.00', '€0.00', '€0.00', '—']],
  ['formatPriceTick', (v) => formatPriceTick(v ?? Number.NaN, '$'), ['$0', '−$1.5', '$1.2k', '—', '$1,000,000,000,000k', '$0', '$0', '—']],
  [
    'formatMoney (cents)',
    (v) => formatMoney(v === null ? null : v * 100),
    ['$0.00', '−$1.50', '$1,234.50', '—', '$1,000,000,000,000,000.00', '$0.00', '$0.00', '—'],
  ],
  ['formatBytes', formatBytes, ['0 B', '—', '1.2 KB', '—', '909 TB', '0 B', '—', '—']],
];

describe('every formatter, through the same cases', () => {
  it.each(EXPECTED)('%s', (_name, format, expected) => {
    expect(CASES.map((v) => format(v))).toEqual(expected);
  });

  it('never writes a hyphen for minus, nor a space before "%"', () => {
    for (const [, format] of EXPECTED) for (const v of CASES) expect(format(v)).not.toMatch(/-\d|-[$£€]|\d %/);
  });
});

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
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(1, 0)).toBe('0%');
    expect(formatRemainingOf(5, 10)).toBe('5 of 10');
    expect(pluralize(1, 'item')).toBe('1 item');
    expect(pluralize(2, 'item')).toBe('2 items');
  });

  it('names a run with its date and time, so two runs on one day differ', () => {
    const morning = new Date(2026, 2, 3, 9, 5);
    const evening = new Date(2026, 2, 3, 18, 40);
    expect(formatRunLabel(12, morning)).toBe(`Run #12, ${formatDateTime(morning)}`);
    expect(formatRunLabel(12, morning)).not.toBe(formatRunLabel(12, evening).replace('#12', '#12'));
    expect(formatRunLabel(12, morning)).toMatch(/09:05|9:05/);
  });

  it('labels a time axis with dates across days and times within one, never seconds', () => {
    expect(axisTimeLabel(600, 7200)).toBe('time');
    expect(axisTimeLabel(21_600, 3 * 86_400)).toBe('date-time');
    expect(axisTimeLabel(86_400, 30 * 86_400)).toBe('date');
    // Eight hours across midnight reach into another day: the date shows.
    const evening = new Date(2026, 10, 27, 22, 0).getTime() / 1000;
    expect(axisTimeLabel(3600, 8 * 3600, evening)).toBe('date-time');
    expect(axisTimeLabel(3600, 8 * 3600, evening - 14 * 3600)).toBe('time');
    const at = new Date(2026, 2, 3, 10, 42, 37).getTime() / 1000;
    expect(formatAxisTime(at, 600, 7200)).toMatch(/^10:42( AM)?$/);
    expect(formatAxisTime(at, 21_600, 3 * 86_400)).toMatch(/^Mar 3, 10:42( AM)?$/);
    expect(formatAxisTime(at, 86_400, 30 * 86_400)).toBe('Mar 3');
    for (const [step, span] of [
      [60, 600],
      [300, 7200],
      [86_400, 30 * 86_400],
    ] as const) {
      expect(formatAxisTime(at, step, span)).not.toBe(formatAxisTime(at + step, step, span));
      expect(formatAxisTime(at, step, span)).not.toContain(':37');
    }
  });

  it('formats bytes in binary steps', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(-1)).toBe('—');
  });

  it('says how long a run took in its two largest units, and nothing when an end is unknown', () => {
    const start = '2026-11-28T14:05:00.000Z';
    const after = (seconds: number) => new Date(Date.parse(start) + seconds * 1000).toISOString();
    expect(formatDuration(start, after(0))).toBe('0 s');
    expect(formatDuration(start, after(45))).toBe('45 s');
    expect(formatDuration(start, after(130))).toBe('2 min 10 s');
    expect(formatDuration(start, after(120))).toBe('2 min');
    expect(formatDuration(start, after(3_900))).toBe('1 h 5 min');
    expect(formatDuration(start, after(7_200 + 59))).toBe('2 h');
    expect(formatDuration(start, null)).toBe('—');
    expect(formatDuration(start, after(-5))).toBe('—');
  });
});
