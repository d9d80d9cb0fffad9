import type { z } from 'zod';
import { emailSchema, MAX_NAME } from '../../../../shared/api/common.ts';
import type { Collection, collectionsEndpoints, FetchMode, Priority, Schedule, ScheduleTime } from '../../../../shared/api/collections.ts';
import { ITEM_REQUEST_TYPES } from '../../../../shared/api/collections.ts';
import { scheduleFields, sortDays, sortHours } from '../../../lib/schedule.ts';
import type { Weekday } from '../../../lib/schedule.ts';

/** A collection type a caller may create. */
export type ItemRequestType = (typeof ITEM_REQUEST_TYPES)[number];

/** What add_schedule takes. */
export type AddCollectionInput = z.input<(typeof collectionsEndpoints)['add']['input']>;
/** What update_schedule takes. */
export type UpdateCollectionInput = z.input<(typeof collectionsEndpoints)['update']['input']>;

/** The collection form as typed: text boxes keep text so nothing typed is lost to parsing. */
export interface CollectionDraft {
  name: string;
  requestType: ItemRequestType;
  schedule: Schedule;
  /** `Every X Minutes`: minutes between runs, as typed. */
  minutes: string;
  /** Daily, Weekly, Monthly: hours ("09.00") in UTC+10; none = every hour. */
  hours: string[];
  /** Weekly (required), Monthly (optional). */
  days: Weekday[];
  priority: Priority;
  email: string;
  fetchMode: FetchMode;
}

/** In-place messages of the collection form, by field. */
export type CollectionDraftErrors = Partial<Record<'name' | 'minutes' | 'days' | 'email', string>>;

/** A blank form; the notification e-mail defaults to the account's. */
export function emptyCollectionDraft(email = ''): CollectionDraft {
  return { name: '', requestType: 'marketplace', schedule: 'Manual', minutes: '60', hours: [], days: [], priority: 'Normal', email, fetchMode: 'full' };
}

/** The form of an existing collection. */
export function draftFromCollection(collection: Collection): CollectionDraft {
  const time = collection.schedule_time;
  return {
    name: collection.name,
    // A category scrape's own type never reaches the form (it is not editable there); keep a valid value.
    requestType: (ITEM_REQUEST_TYPES as readonly string[]).includes(collection.request_type) ? (collection.request_type as ItemRequestType) : 'marketplace',
    schedule: collection.schedule,
    minutes: time?.minutes_frequency ?? '60',
    hours: sortHours(time?.hours ?? []),
    days: sortDays(time?.days_of_week ?? []),
    priority: collection.priority,
    email: collection.notification_email ?? '',
    fetchMode: collection.fetch_mode,
  };
}

/** Checks the form as the service would, so mistakes show in place before anything is sent. */
export function validateCollectionDraft(draft: CollectionDraft): CollectionDraftErrors {
  const errors: CollectionDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Enter a name for the collection.';
  else if (name.length > MAX_NAME) errors.name = `Use at most ${MAX_NAME} characters (now ${name.length}).`;
  const fields = scheduleFields(draft.schedule);
  if (fields.minutes) {
    const minutes = draft.minutes.trim();
    if (!/^\d{1,2}$/.test(minutes) || Number(minutes) < 1 || Number(minutes) > 60) errors.minutes = 'Enter a whole number of minutes from 1 to 60.';
  }
  if (fields.days === 'required' && draft.days.length === 0) errors.days = 'Choose at least one day of the week.';
  if (draft.email.trim() === '') errors.email = 'Enter the e-mail address that gets run notifications.';
  else if (!emailSchema.safeParse(draft.email.trim()).success) errors.email = 'Enter a valid e-mail address, like name@example.com.';
  return errors;
}

/** Whether the errors object holds any message. */
export function hasErrors(errors: CollectionDraftErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The `schedule_time` of a form: only the settings its schedule uses (null for Manual). */
export function scheduleTimeOf(draft: CollectionDraft): ScheduleTime | null {
  const fields = scheduleFields(draft.schedule);
  if (fields.minutes) return { minutes_frequency: String(Number(draft.minutes.trim())) };
  if (!fields.hours) return null;
  const time: ScheduleTime = { hours: sortHours(draft.hours) };
  if (fields.days !== 'none') time.days_of_week = sortDays(draft.days);
  return time;
}

/** The add_schedule body of a (valid) form. */
export function toAddInput(draft: CollectionDraft): AddCollectionInput {
  return {
    name: draft.name.trim(),
    request_type: draft.requestType,
    schedule: draft.schedule,
    schedule_time: scheduleTimeOf(draft),
    priority: draft.priority,
    notification_email: draft.email.trim(),
    fetch_mode: draft.fetchMode,
  };
}

function sameTime(a: ScheduleTime | null, b: ScheduleTime | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The update_schedule body of a (valid) form: only what differs from the collection (type never changes). */
export function toUpdateInput(draft: CollectionDraft, original: Collection): UpdateCollectionInput {
  const input: UpdateCollectionInput = { collection_id: original.id };
  const before = draftFromCollection(original);
  if (draft.name.trim() !== original.name) input.name = draft.name.trim();
  if (draft.schedule !== original.schedule) input.schedule = draft.schedule;
  const time = scheduleTimeOf(draft);
  if (draft.schedule !== original.schedule || !sameTime(time, scheduleTimeOf(before))) input.schedule_time = time;
  if (draft.priority !== original.priority) input.priority = draft.priority;
  if (draft.email.trim() !== (original.notification_email ?? '')) input.notification_email = draft.email.trim();
  if (draft.fetchMode !== original.fetch_mode) input.fetch_mode = draft.fetchMode;
  return input;
}

/** Whether an update body changes anything. */
export function changesAnything(input: UpdateCollectionInput): boolean {
  return Object.keys(input).some((key) => key !== 'collection_id');
}
