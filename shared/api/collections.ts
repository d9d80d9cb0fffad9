import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity, shownTextOrNull } from './lenient.ts';
import { LIMITS } from './limits.ts';
import { emailSchema, idSchema, limitSchema, MAX_NAME, messageOutputSchema, nameSchema, pageSchema, skipSchema, timestampSchema } from './common.ts';

/** Run priorities, highest first. */
export const PRIORITIES = ['Highest', 'High', 'Normal', 'Low', 'Lowest'] as const;
/** One priority. */
export type Priority = (typeof PRIORITIES)[number];

/** Schedule kinds of a collection. */
export const SCHEDULES = ['Manual', 'Every X Minutes', 'Daily', 'Weekly', 'Monthly'] as const;
/** One schedule kind. */
export type Schedule = (typeof SCHEDULES)[number];

/** Fetch modes: everything, or availability fields only. */
export const FETCH_MODES = ['full', 'availability_only'] as const;
/** One fetch mode. */
export type FetchMode = (typeof FETCH_MODES)[number];

/** Item collection types a caller may create. */
export const ITEM_REQUEST_TYPES = ['marketplace', 'partsstore', 'officestore'] as const;
/** Every collection type, including the category scrape's own. */
export const REQUEST_TYPES = [...ITEM_REQUEST_TYPES, 'marketplace_category_scrape'] as const;
/** One collection type. */
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Collection statuses. */
export const COLLECTION_STATUSES = ['draft', 'enable', 'disable'] as const;
/** One collection status. */
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/** Schedule (run) statuses of a collection. */
export const SCHEDULE_STATUSES = ['Pending', 'Queued', 'Processing', 'Completed', 'Failed'] as const;
/** One schedule status. */
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Days of `schedule_time.days_of_week`. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * `schedule_time`: minutes "1".."60", weekdays, hours "00.00".."23.00" in UTC+10 (empty = every hour); the
 * edit form starts from it and sends it back, so every part is computed with.
 */
export const scheduleTimeSchema = z.object({
  minutes_frequency: computed(z.string().regex(/^([1-9]|[1-5]\d|60)$/, { error: 'Ensure this value is a whole number of minutes from 1 to 60.' })).optional(),
  days_of_week: computed(z.array(z.enum(WEEKDAYS)).max(7)).optional(),
  hours: computed(z.array(z.string().regex(/^([01]\d|2[0-3])\.00$/, { error: 'Enter an hour from "00.00" to "23.00".' })).max(24)).optional(),
});
/** A schedule time. */
export type ScheduleTime = z.infer<typeof scheduleTimeSchema>;

/** What a collection whose name the service left out is called on every screen. */
export function unnamedCollection(id: number): string {
  return `Collection #${id}`;
}

/**
 * A collection (completions 4). Its type, statuses, settings (which the edit form sends back), item count and
 * times (the local copy syncs and sorts by them) are computed with; its messages and addresses are only
 * shown, and a missing name reads as "Collection #id".
 */
export const collectionSchema = z
  .object({
    id: identity(z.int()),
    name: shownTextOrNull('name'),
    request_type: computed(z.enum(REQUEST_TYPES)),
    status: computed(z.enum(COLLECTION_STATUSES)),
    schedule_status: computed(z.enum(SCHEDULE_STATUSES)),
    schedule_message: shownTextOrNull('schedule_message'),
    priority: computed(z.enum(PRIORITIES)),
    schedule: computed(z.enum(SCHEDULES)),
    schedule_time: scheduleTimeSchema.nullable(),
    fetch_mode: computed(z.enum(FETCH_MODES)),
    notification_email: shownTextOrNull('notification_email'),
    destinations: shownTextOrNull('destinations'),
    item_count: computed(z.int()),
    last_run_at: computed(timestampSchema.nullable()),
    next_run_at: shownTextOrNull('next_run_at'),
    created_at: computed(timestampSchema),
    updated_at: computed(timestampSchema),
  })
  .transform((collection) => ({ ...collection, name: collection.name ?? unnamedCollection(collection.id) }));
/** A collection record. */
export type Collection = z.infer<typeof collectionSchema>;

/** A `destinations` value (free text, e.g. e-mail addresses or bucket names). */
const destinationsSchema = z.string().max(4096).nullable();

/** Collection management endpoints (completions 4). */
export const collectionsEndpoints = {
  /** Creates an item collection in `draft`. */
  add: endpoint({
    path: 'schedules/add_schedule/',
    input: z.object({
      name: nameSchema,
      request_type: z.enum(ITEM_REQUEST_TYPES),
      schedule: z.enum(SCHEDULES),
      priority: z.enum(PRIORITIES),
      notification_email: emailSchema,
      fetch_mode: z.enum(FETCH_MODES).default('full'),
      schedule_time: scheduleTimeSchema.nullable().optional(),
      destinations: destinationsSchema.optional(),
    }),
    output: collectionSchema,
  }),
  /** Lists collections, newest first, by type or part of the name. */
  list: endpoint({
    path: 'schedules/get_schedules/',
    input: z.object({
      skip: skipSchema,
      limit: limitSchema(LIMITS.collectionsListLimit),
      request_type: z.enum(REQUEST_TYPES).optional(),
      search: z.string().max(MAX_NAME).optional(),
    }),
    output: pageSchema(collectionSchema),
    retry: 'read',
  }),
  /** Reads one collection. */
  get: endpoint({
    path: 'schedules/get_schedule/',
    input: z.object({ collection_id: idSchema }),
    output: collectionSchema,
    retry: 'read',
  }),
  /** Changes collection fields; `enable` needs at least one item. */
  update: endpoint({
    path: 'schedules/update_schedule/',
    input: z.object({
      collection_id: idSchema,
      name: nameSchema.optional(),
      schedule: z.enum(SCHEDULES).optional(),
      schedule_time: scheduleTimeSchema.nullable().optional(),
      priority: z.enum(PRIORITIES).optional(),
      notification_email: emailSchema.optional(),
      fetch_mode: z.enum(FETCH_MODES).optional(),
      destinations: destinationsSchema.optional(),
      status: z.enum(['enable', 'disable']).optional(),
    }),
    output: collectionSchema,
  }),
  /** Deletes one collection. */
  delete: endpoint({
    path: 'schedules/delete_schedule/',
    input: z.object({ collection_id: idSchema }),
    output: messageOutputSchema,
  }),
  /** Deletes up to 50 of the caller's collections; answers the number deleted. */
  deleteMultiple: endpoint({
    path: 'schedules/delete_multiple/',
    input: z.object({ schedule_ids: z.array(idSchema).min(1).max(LIMITS.deleteBatch) }),
    output: z.int(),
  }),
};
