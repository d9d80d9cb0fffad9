import { useId } from 'react';
import { SCHEDULES, WEEKDAYS } from '../../../../shared/api/collections.ts';
import type { Schedule } from '../../../../shared/api/collections.ts';
import { Checkbox } from '../../../components/checkbox.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { CollectionDraft, CollectionDraftErrors } from '../lib/collection-draft.ts';
import {
  dayLong,
  dayShort,
  hourInZone,
  hourLabel,
  localHoursText,
  localOffsetMinutes,
  SCHEDULE_HOURS,
  SCHEDULE_ZONE,
  scheduleFields,
  sortDays,
  sortHours,
} from '../../../lib/schedule.ts';
import type { Weekday } from '../../../lib/schedule.ts';

const SCHEDULE_OPTIONS = SCHEDULES.map((s) => ({ value: s, label: s }));

const SCHEDULE_HINTS: Readonly<Record<Schedule, string>> = {
  Manual: 'Runs only when you start it.',
  'Every X Minutes': 'Runs again the given number of minutes after each run.',
  Daily: 'Runs every day at the ticked hours.',
  Weekly: 'Runs on the ticked days at the ticked hours.',
  Monthly: 'Runs once a month at the ticked hours: on the 1st, or on the first of the ticked weekdays.',
};

/** Props of ScheduleFields. */
export interface ScheduleFieldsProps {
  draft: CollectionDraft;
  errors: CollectionDraftErrors;
  onChange: (patch: Partial<CollectionDraft>) => void;
}

/** The schedule kind and the time settings it uses: minutes, hours (UTC+10, said so) and weekdays. */
export function ScheduleFields({ draft, errors, onChange }: ScheduleFieldsProps) {
  const fields = scheduleFields(draft.schedule);
  const hoursHintId = useId();
  const daysErrorId = useId();
  const localOffset = localOffsetMinutes();
  const toggleHour = (hour: string, on: boolean) => onChange({ hours: sortHours(on ? [...draft.hours, hour] : draft.hours.filter((h) => h !== hour)) });
  const toggleDay = (day: Weekday, on: boolean) => onChange({ days: sortDays(on ? [...draft.days, day] : draft.days.filter((d) => d !== day)) });
  return (
    <>
      <FormRow columns={2}>
        <Select
          label="Schedule"
          options={SCHEDULE_OPTIONS}
          value={draft.schedule}
          onChange={(event) => onChange({ schedule: event.currentTarget.value as Schedule })}
          hint={SCHEDULE_HINTS[draft.schedule]}
        />
        {fields.minutes && (
          <TextField
            label="Minutes between runs"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            step={1}
            required
            value={draft.minutes}
            onChange={(event) => onChange({ minutes: event.currentTarget.value })}
            hint="A whole number from 1 to 60."
            error={errors.minutes}
          />
        )}
      </FormRow>
      {fields.hours && (
        <fieldset className="cl-fieldset" aria-describedby={hoursHintId}>
          <legend className="field__label">Hours ({SCHEDULE_ZONE})</legend>
          <p id={hoursHintId} className="field__hint">
            Hours are in {SCHEDULE_ZONE} (Australian Eastern Standard Time), whatever your computer’s time zone; hover an hour for your local time. Tick none to
            run every hour.
          </p>
          <div className="cl-hours">
            {SCHEDULE_HOURS.map((hour) => (
              <Checkbox
                key={hour}
                className="cl-chip"
                label={hourLabel(hour)}
                title={`${hourLabel(hour)} ${SCHEDULE_ZONE} is ${hourInZone(hour, localOffset)} your time`}
                checked={draft.hours.includes(hour)}
                onChange={(event) => toggleHour(hour, event.currentTarget.checked)}
              />
            ))}
          </div>
          <p className="cl-summary muted">
            {draft.hours.length === 0
              ? 'Every hour.'
              : `${draft.hours.length} of 24 hours: ${sortHours(draft.hours).map(hourLabel).join(', ')} ${SCHEDULE_ZONE}${localHoursText(draft.hours, localOffset)}.`}
          </p>
        </fieldset>
      )}
      {fields.days !== 'none' && (
        <fieldset className="cl-fieldset" aria-describedby={errors.days ? daysErrorId : undefined} data-invalid={errors.days ? '' : undefined}>
          <legend className="field__label">
            Days of the week{fields.days === 'optional' ? ' (optional)' : ''}
            {fields.days === 'required' && (
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </legend>
          <div className="cl-days">
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                className="cl-chip"
                label={
                  <>
                    <span aria-hidden="true">{dayShort(day)}</span>
                    <span className="visually-hidden">{dayLong(day)}</span>
                  </>
                }
                checked={draft.days.includes(day)}
                onChange={(event) => toggleDay(day, event.currentTarget.checked)}
              />
            ))}
          </div>
          {errors.days && (
            <p id={daysErrorId} className="field__error">
              {errors.days}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
