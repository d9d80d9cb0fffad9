import { WEEKDAYS } from '../../shared/api/collections.ts';
import type { Schedule, ScheduleTime } from '../../shared/api/collections.ts';

/** A day of `schedule_time.days_of_week`. */
export type Weekday = (typeof WEEKDAYS)[number];

/** The zone schedule hours are written in (completions 4). */
export const SCHEDULE_ZONE = 'UTC+10';
/** Its offset from UTC in minutes. */
export const SCHEDULE_OFFSET_MINUTES = 10 * 60;

/** Every hour value a schedule takes, "00.00" … "23.00". */
export const SCHEDULE_HOURS: readonly string[] = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}.00`);

const DAY_SHORT: Readonly<Record<Weekday, string>> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** "Mon" for "monday". */
export function dayShort(day: Weekday): string {
  return DAY_SHORT[day];
}

/** "Monday" for "monday". */
export function dayLong(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** Which time settings a schedule kind uses. */
export function scheduleFields(schedule: Schedule): { minutes: boolean; hours: boolean; days: 'none' | 'required' | 'optional' } {
  switch (schedule) {
    case 'Every X Minutes':
      return { minutes: true, hours: false, days: 'none' };
    case 'Daily':
      return { minutes: false, hours: true, days: 'none' };
    case 'Weekly':
      return { minutes: false, hours: true, days: 'required' };
    case 'Monthly':
      return { minutes: false, hours: true, days: 'optional' };
    case 'Manual':
      return { minutes: false, hours: false, days: 'none' };
  }
}

/** "09.00" → "09:00". */
export function hourLabel(hour: string): string {
  return hour.replace('.', ':');
}

/**
 * The wall-clock hour in a zone `offsetMinutes` east of UTC (e.g. the viewer's) for a schedule hour,
 * as "HH:MM" (the result wraps around midnight, so the day may differ).
 */
export function hourInZone(hour: string, offsetMinutes: number): string {
  const minutes = (((Number(hour.slice(0, 2)) * 60 - SCHEDULE_OFFSET_MINUTES + offsetMinutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Sorts hours and days into their natural order (the order people read them in). */
export function sortHours(hours: readonly string[]): string[] {
  return SCHEDULE_HOURS.filter((h) => hours.includes(h));
}

/** Sorts weekdays Monday first. */
export function sortDays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

/** The viewer's offset from UTC in minutes, east positive (what `hourInZone` takes). */
export function localOffsetMinutes(at: Date = new Date()): number {
  return -at.getTimezoneOffset();
}

/**
 * The schedule's hours as the viewer's clock reads them, " · 20:00 your time", when the viewer's zone is not the
 * service's; "" when it is, or when no single hours are listed (every hour, or many).
 */
export function localHoursText(hours: readonly string[], localOffset: number): string {
  const sorted = sortHours(hours);
  if (localOffset === SCHEDULE_OFFSET_MINUTES || sorted.length === 0 || sorted.length > 4) return '';
  return ` · ${sorted.map((h) => hourInZone(h, localOffset)).join(', ')} your time`;
}

function hoursText(hours: readonly string[] | undefined, zone: boolean, localOffset: number | undefined): string {
  const sorted = sortHours(hours ?? []);
  const text = sorted.length === 0 ? 'every hour' : sorted.length > 4 ? `${sorted.length} hours a day` : sorted.map(hourLabel).join(', ');
  const local = localOffset === undefined ? '' : localHoursText(sorted, localOffset);
  // The local time is only readable beside the zone it was turned from.
  return zone || local !== '' ? `${text} ${SCHEDULE_ZONE}${local}` : text;
}

/**
 * A schedule in a few words: "Manual", "Every 15 min", "Daily · 09:00, 17:00 UTC+10", "Weekly · Mon, Thu ·
 * every hour UTC+10"; `zone: false` leaves the zone out (where a heading states it). Given the viewer's
 * `localOffset`, listed hours are also said in the viewer's time when the zones differ: "Daily · 06:00 UTC+10 ·
 * 20:00 your time" (the zone is then always said).
 */
export function describeSchedule(
  schedule: Schedule,
  time: ScheduleTime | null | undefined,
  { zone = true, localOffset }: { zone?: boolean; localOffset?: number } = {},
): string {
  const days = sortDays(time?.days_of_week ?? []);
  switch (schedule) {
    case 'Manual':
      return 'Manual';
    case 'Every X Minutes':
      return `Every ${time?.minutes_frequency ?? '60'} min`;
    case 'Daily':
      return `Daily · ${hoursText(time?.hours, zone, localOffset)}`;
    case 'Weekly':
      return `Weekly · ${(days.length ? days : (['monday'] as Weekday[])).map(dayShort).join(', ')} · ${hoursText(time?.hours, zone, localOffset)}`;
    case 'Monthly':
      return `Monthly · ${days.length ? `first ${days.map(dayShort).join('/')}` : '1st'} · ${hoursText(time?.hours, zone, localOffset)}`;
  }
}
