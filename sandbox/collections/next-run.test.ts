import { describe, expect, it } from 'vitest';
import { nextRunAt } from './next-run.ts';

// 2024-05-06 is a Monday. Local (UTC+10) 09:00 on it is 2024-05-05T23:00Z.
const at = (iso: string): Date => new Date(iso);

describe('nextRunAt', () => {
  it('never schedules a Manual collection', () => {
    expect(nextRunAt('Manual', { hours: ['09.00'] }, at('2024-05-06T00:00:00Z'))).toBeNull();
  });

  it('runs Daily at the next listed hour, read in UTC+10', () => {
    // 2024-05-05T22:30Z is 08:30 local on Monday: the 09.00 slot is 30 minutes away.
    expect(nextRunAt('Daily', { hours: ['09.00'] }, at('2024-05-05T22:30:00Z'))).toBe('2024-05-05T23:00:00.000Z');
    // Just after the slot: the next day.
    expect(nextRunAt('Daily', { hours: ['09.00'] }, at('2024-05-05T23:00:00Z'))).toBe('2024-05-06T23:00:00.000Z');
  });

  it('treats empty hours as every hour', () => {
    expect(nextRunAt('Daily', { hours: [] }, at('2024-05-05T22:30:00Z'))).toBe('2024-05-05T23:00:00.000Z');
    expect(nextRunAt('Daily', null, at('2024-05-05T22:59:59Z'))).toBe('2024-05-05T23:00:00.000Z');
  });

  it('picks the earliest of several hours, wrapping past local midnight', () => {
    const time = { hours: ['06.00', '18.00'] };
    // 19:00 local Monday → 06:00 local Tuesday = 2024-05-06T20:00Z.
    expect(nextRunAt('Daily', time, at('2024-05-06T09:00:00Z'))).toBe('2024-05-06T20:00:00.000Z');
  });

  it('runs Weekly only on the listed weekdays (local calendar)', () => {
    const time = { days_of_week: ['friday' as const], hours: ['09.00'] };
    // Monday local → Friday 2024-05-10 09:00 local = 2024-05-09T23:00Z.
    expect(nextRunAt('Weekly', time, at('2024-05-05T22:30:00Z'))).toBe('2024-05-09T23:00:00.000Z');
  });

  it('runs Weekly on Mondays when no weekday is listed', () => {
    // Tuesday 2024-05-07 local → next Monday 2024-05-13 00:00 local = 2024-05-12T14:00Z.
    expect(nextRunAt('Weekly', { hours: ['00.00'] }, at('2024-05-07T00:00:00Z'))).toBe('2024-05-12T14:00:00.000Z');
  });

  it('runs Monthly on the 1st, or on the first listed weekday of the month', () => {
    // From mid-May → 1 June 09:00 local = 2024-05-31T23:00Z.
    expect(nextRunAt('Monthly', { hours: ['09.00'] }, at('2024-05-15T00:00:00Z'))).toBe('2024-05-31T23:00:00.000Z');
    // First Wednesday of June 2024 is the 5th → 2024-06-04T23:00Z.
    const wed = { days_of_week: ['wednesday' as const], hours: ['09.00'] };
    expect(nextRunAt('Monthly', wed, at('2024-05-15T00:00:00Z'))).toBe('2024-06-04T23:00:00.000Z');
  });

  it('runs Every X Minutes after the given number of minutes', () => {
    expect(nextRunAt('Every X Minutes', { minutes_frequency: '15' }, at('2024-05-06T01:02:30Z'))).toBe('2024-05-06T01:17:00.000Z');
    expect(nextRunAt('Every X Minutes', null, at('2024-05-06T01:02:00Z'))).toBe('2024-05-06T02:02:00.000Z');
  });

  it('keeps Every X Minutes inside the listed hours, starting the next allowed hour', () => {
    // 08:50 local + 30 min = 09:20, outside 10.00 → 10:00 local = 2024-05-06T00:00Z.
    const time = { minutes_frequency: '30', hours: ['10.00'] };
    expect(nextRunAt('Every X Minutes', time, at('2024-05-05T22:50:00Z'))).toBe('2024-05-06T00:00:00.000Z');
    // 10:10 local + 30 min = 10:40, inside.
    expect(nextRunAt('Every X Minutes', time, at('2024-05-06T00:10:00Z'))).toBe('2024-05-06T00:40:00.000Z');
  });
});
