import { z } from 'zod';
import { method } from '../define.ts';

/** Kinds of long-running job main watches. */
export const WATCH_KINDS = ['zipcode', 'scrape', 'run'] as const;

const id = z.int().min(1);

/** One watcher: which job of which profile, since when. */
export const watchInfoSchema = z.object({
  key: z.string(),
  kind: z.enum(WATCH_KINDS),
  profileId: z.string(),
  zipcodeId: id.optional(),
  collectionId: id.optional(),
  runnerId: id.optional(),
  startedAt: z.string(),
});
/** One watcher. */
export type WatchInfo = z.infer<typeof watchInfoSchema>;

/**
 * Watchers (area `watch`): main polls a job until it ends, across restarts, and publishes
 * `postcode.status`, `scrape.progress`, `run.progress`, `run.finished` and `credits.changed`.
 * zipcodes.create/update, categoryScrape.add and runs.run start theirs on their own.
 */
export const watchMethods = {
  'watch.zipcode': method(
    'Watches a postcode until its cookie generation ends (in-progress → active or failed).',
    z.object({ zipcodeId: id }).strict(),
    watchInfoSchema,
  ),
  'watch.scrape': method('Watches a category scrape until its results are ready or it fails.', z.object({ collectionId: id }).strict(), watchInfoSchema),
  'watch.run': method('Watches a run until it is done or failed.', z.object({ collectionId: id, runnerId: id }).strict(), watchInfoSchema),
  'watch.list': method('The jobs being watched, of every profile.', z.object({}).strict(), z.object({ watchers: z.array(watchInfoSchema) })),
};
