import { describe, expect, it } from 'vitest';
import { describeSchedule, hourInZone, localHoursText, SCHEDULE_HOURS, scheduleFields, sortDays, sortHours } from './schedule.ts';

describe('schedule', () => {
  it('lists the 24 hours as the service writes them', () => {
    expect(SCHEDULE_HOURS).toHaveLength(24);
    expect(SCHEDULE_HOURS[0]).toBe('00.00');
    expect(SCHEDULE_HOURS[23]).toBe('23.00');
  });

  it('says which settings each kind needs', () => {
    expect(scheduleFields('Manual')).toEqual({ minutes: false, hours: false, days: 'none' });
    expect(scheduleFields('Every X Minutes').minutes).toBe(true);
    expect(scheduleFields('Daily')).toEqual({ minutes: false, hours: true, days: 'none' });
    expect(scheduleFields('Weekly').days).toBe('required');
    expect(scheduleFields('Monthly').days).toBe('optional');
  });

  it('converts UTC+10 hours to another zone, wrapping midnight', () => {
    expect(hourInZone('09.00', 0)).toBe('23:00');
    expect(hourInZone('09.00', 600)).toBe('09:00');
    expect(hourInZone('02.00', 60)).toBe('17:00');
    expect(hourInZone('00.00', 330)).toBe('19:30');
  });

  it('sorts hours and days naturally', () => {
    expect(sortHours(['17.00', '09.00', '00.00'])).toEqual(['00.00', '09.00', '17.00']);
    expect(sortDays(['sunday', 'monday', 'wednesday'])).toEqual(['monday', 'wednesday', 'sunday']);
  });

  it('describes schedules in a few words', () => {
    expect(describeSchedule('Manual', null)).toBe('Manual');
    expect(describeSchedule('Every X Minutes', { minutes_frequency: '15' })).toBe('Every 15 min');
    expect(describeSchedule('Every X Minutes', null)).toBe('Every 60 min');
    expect(describeSchedule('Daily', { hours: ['17.00', '09.00'] })).toBe('Daily · 09:00, 17:00 UTC+10');
    expect(describeSchedule('Daily', { hours: [] })).toBe('Daily · every hour UTC+10');
    expect(describeSchedule('Daily', { hours: ['01.00', '02.00', '03.00', '04.00', '05.00'] })).toBe('Daily · 5 hours a day UTC+10');
    expect(describeSchedule('Weekly', { days_of_week: ['thursday', 'monday'], hours: ['06.00'] })).toBe('Weekly · Mon, Thu · 06:00 UTC+10');
    expect(describeSchedule('Weekly', null)).toBe('Weekly · Mon · every hour UTC+10');
    expect(describeSchedule('Monthly', { hours: ['06.00'] })).toBe('Monthly · 1st · 06:00 UTC+10');
    expect(describeSchedule('Monthly', { days_of_week: ['friday'] })).toBe('Monthly · first Fri · every hour UTC+10');
    expect(describeSchedule('Daily', { hours: ['09.00'] }, { zone: false })).toBe('Daily · 09:00');
  });
});

describe('the schedule in the viewer’s time too', () => {
  it('adds the viewer’s time when the zones differ, and nothing when they are the same', () => {
    expect(describeSchedule('Daily', { hours: ['06.00'] }, { localOffset: 0 })).toBe('Daily · 06:00 UTC+10 · 20:00 your time');
    expect(describeSchedule('Daily', { hours: ['06.00'] }, { localOffset: 600 })).toBe('Daily · 06:00 UTC+10');
    expect(describeSchedule('Weekly', { days_of_week: ['monday'], hours: ['06.00', '18.00'] }, { zone: false, localOffset: 60 })).toBe(
      'Weekly · Mon · 06:00, 18:00 UTC+10 · 21:00, 09:00 your time',
    );
    expect(describeSchedule('Weekly', { days_of_week: ['monday'], hours: ['06.00'] }, { zone: false, localOffset: 600 })).toBe('Weekly · Mon · 06:00');
  });
  it('says nothing more for every hour or many hours', () => {
    expect(localHoursText([], 0)).toBe('');
    expect(localHoursText(['01.00', '02.00', '03.00', '04.00', '05.00'], 0)).toBe('');
  });
});
