import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../shared/api/collections.ts';
import {
  changesAnything,
  draftFromCollection,
  emptyCollectionDraft,
  hasErrors,
  scheduleTimeOf,
  toAddInput,
  toUpdateInput,
  validateCollectionDraft,
} from './collection-draft.ts';

const collection: Collection = {
  id: 12,
  name: 'Weekly pantry',
  request_type: 'partsstore',
  status: 'draft',
  schedule_status: 'Pending',
  schedule_message: null,
  priority: 'High',
  schedule: 'Weekly',
  schedule_time: { days_of_week: ['thursday', 'monday'], hours: ['17.00', '09.00'] },
  fetch_mode: 'full',
  notification_email: 'a@example.com',
  destinations: null,
  item_count: 0,
  last_run_at: null,
  next_run_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('collection draft', () => {
  it('checks every field in place', () => {
    const blank = { ...emptyCollectionDraft(), schedule: 'Every X Minutes' as const, minutes: '61' };
    expect(validateCollectionDraft(blank)).toEqual({
      name: 'Enter a name for the collection.',
      minutes: 'Enter a whole number of minutes from 1 to 60.',
      email: 'Enter the e-mail address that gets run notifications.',
    });
    expect(validateCollectionDraft({ ...blank, name: 'x'.repeat(256), minutes: '1.5', email: 'nope' })).toMatchObject({
      name: 'Use at most 255 characters (now 256).',
      minutes: 'Enter a whole number of minutes from 1 to 60.',
      email: 'Enter a valid e-mail address, like name@example.com.',
    });
    const weekly = { ...emptyCollectionDraft('me@example.com'), name: 'W', schedule: 'Weekly' as const };
    expect(validateCollectionDraft(weekly)).toEqual({ days: 'Choose at least one day of the week.' });
    expect(hasErrors(validateCollectionDraft({ ...weekly, days: ['monday'] }))).toBe(false);
    expect(hasErrors(validateCollectionDraft({ ...weekly, schedule: 'Every X Minutes', minutes: '60' }))).toBe(false);
  });

  it('sends only the time settings the schedule uses', () => {
    const base = { ...emptyCollectionDraft('me@example.com'), name: ' Pantry ', hours: ['17.00', '09.00'], days: ['friday' as const], minutes: '05' };
    expect(scheduleTimeOf(base)).toBeNull();
    expect(scheduleTimeOf({ ...base, schedule: 'Every X Minutes' })).toEqual({ minutes_frequency: '5' });
    expect(scheduleTimeOf({ ...base, schedule: 'Daily' })).toEqual({ hours: ['09.00', '17.00'] });
    expect(scheduleTimeOf({ ...base, schedule: 'Weekly' })).toEqual({ hours: ['09.00', '17.00'], days_of_week: ['friday'] });
    expect(toAddInput({ ...base, schedule: 'Daily' })).toEqual({
      name: 'Pantry',
      request_type: 'marketplace',
      schedule: 'Daily',
      schedule_time: { hours: ['09.00', '17.00'] },
      priority: 'Normal',
      notification_email: 'me@example.com',
      fetch_mode: 'full',
    });
  });

  it('round-trips a collection and sends only what changed', () => {
    const draft = draftFromCollection(collection);
    expect(draft).toMatchObject({ requestType: 'partsstore', hours: ['09.00', '17.00'], days: ['monday', 'thursday'], email: 'a@example.com' });
    const same = toUpdateInput(draft, collection);
    expect(same).toEqual({ collection_id: 12 });
    expect(changesAnything(same)).toBe(false);
    const changed = toUpdateInput({ ...draft, name: 'Daily pantry', schedule: 'Daily', priority: 'Low' }, collection);
    expect(changed).toEqual({ collection_id: 12, name: 'Daily pantry', schedule: 'Daily', schedule_time: { hours: ['09.00', '17.00'] }, priority: 'Low' });
    expect(toUpdateInput({ ...draft, hours: ['09.00'] }, collection)).toEqual({
      collection_id: 12,
      schedule_time: { hours: ['09.00'], days_of_week: ['monday', 'thursday'] },
    });
  });

  it('keeps a valid type for a category scrape collection', () => {
    expect(draftFromCollection({ ...collection, request_type: 'marketplace_category_scrape' }).requestType).toBe('marketplace');
  });
});
