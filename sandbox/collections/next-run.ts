import { WEEKDAYS, type Schedule, type ScheduleTime } from '../../shared/api/collections.ts';

/** Schedule hours are written in UTC+10 (completions 4). */
export const SCHEDULE_UTC_OFFSET_HOURS = 10;

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const OFFSET_MS = SCHEDULE_UTC_OFFSET_HOURS * HOUR_MS;
/** Far enough to reach any monthly slot (a month has at most 31 days; a first weekday comes by day 7). */
const SEARCH_HOURS = 24 * 63;

type Weekday = (typeof WEEKDAYS)[number];

/** The UTC+10 wall clock of an instant, as a Date whose UTC fields read that wall clock. */
function wallClock(ms: number): Date {
  return new Date(ms + OFFSET_MS);
}

function weekdayOf(local: Date): Weekday {
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(local.getUTCDay() + 6) % 7] as Weekday;
}

interface Slots {
  hours: ReadonlySet<number>;
  days: ReadonlySet<Weekday>;
}

function slotsOf(time: ScheduleTime | null | undefined, schedule: Schedule): Slots {
  const hours = new Set((time?.hours ?? []).map((h) => Number(h.slice(0, 2))));
  let days = new Set<Weekday>(time?.days_of_week ?? []);
  // A weekly schedule without days runs on Mondays; the other kinds run on every day without them.
  if (schedule === 'Weekly' && days.size === 0) days = new Set<Weekday>(['monday']);
  return { hours, days };
}

function hourAllowed(slots: Slots, local: Date): boolean {
  return slots.hours.size === 0 || slots.hours.has(local.getUTCHours());
}

function dayAllowed(slots: Slots, local: Date): boolean {
  return slots.days.size === 0 || slots.days.has(weekdayOf(local));
}

/** Monthly runs on the 1st, or with weekdays given, on the first of those weekdays in the month. */
function monthlyDay(slots: Slots, local: Date): boolean {
  const date = local.getUTCDate();
  if (slots.days.size === 0) return date === 1;
  if (!dayAllowed(slots, local)) return false;
  for (let back = 1; back < date; back++) {
    if (dayAllowed(slots, new Date(local.getTime() - back * 24 * HOUR_MS))) return false;
  }
  return true;
}

function slotMatches(schedule: Schedule, slots: Slots, local: Date): boolean {
  if (!hourAllowed(slots, local)) return false;
  return schedule === 'Monthly' ? monthlyDay(slots, local) : dayAllowed(slots, local);
}

/** The first whole hour strictly after `fromMs` that the schedule allows, or null when none is found. */
function nextHourSlot(schedule: Schedule, slots: Slots, fromMs: number): number | null {
  let at = Math.floor(fromMs / HOUR_MS) * HOUR_MS + HOUR_MS;
  for (let i = 0; i < SEARCH_HOURS; i++, at += HOUR_MS) {
    if (slotMatches(schedule, slots, wallClock(at))) return at;
  }
  return null;
}

/**
 * When a collection next runs by itself, as ISO 8601 UTC, or null for `Manual`.
 * `Every X Minutes` runs `minutes_frequency` (default 60) minutes after `from`, within the allowed
 * hours and weekdays; `Daily` and `Weekly` run on the whole hours listed in `hours` (UTC+10; empty =
 * every hour) of the allowed weekdays (empty = every day; Weekly defaults to Monday); `Monthly` runs on
 * the listed hours of the 1st of the month, or of the first listed weekday of the month.
 */
export function nextRunAt(schedule: Schedule, time: ScheduleTime | null | undefined, from: Date): string | null {
  if (schedule === 'Manual') return null;
  const slots = slotsOf(time, schedule);
  const fromMs = from.getTime();
  if (schedule === 'Every X Minutes') {
    const minutes = Number(time?.minutes_frequency ?? '60');
    const candidate = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS + minutes * MINUTE_MS;
    if (slotMatches(schedule, slots, wallClock(candidate))) return new Date(candidate).toISOString();
    const next = nextHourSlot(schedule, slots, candidate);
    return next === null ? null : new Date(next).toISOString();
  }
  const next = nextHourSlot(schedule, slots, fromMs);
  return next === null ? null : new Date(next).toISOString();
}
