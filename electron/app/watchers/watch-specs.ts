import { z } from 'zod';
import type { WatchInfo } from '../../../shared/bridge/methods/watch.ts';

const id = z.int().min(1);
const common = { profileId: z.string().min(1), startedAt: z.string() };

/** A watched job as it is saved: which job, of which profile, since when. */
export const watchSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('zipcode'), zipcodeId: id, ...common }),
  z.object({ kind: z.literal('scrape'), collectionId: id, runnerId: id, ...common }),
  z.object({ kind: z.literal('run'), collectionId: id, runnerId: id, ...common }),
]);
/** A watched job. */
export type WatchSpec = z.infer<typeof watchSpecSchema>;
/** A job to watch, before it has a start time. */
export type NewWatch = WatchSpec extends infer S ? (S extends WatchSpec ? Omit<S, 'startedAt'> : never) : never;

/** The watchers file: every job still being watched. */
export const watchersFileSchema = z.object({ version: z.literal(1), watchers: z.array(watchSpecSchema) });
/** The watchers file. */
export type WatchersFile = z.infer<typeof watchersFileSchema>;

/** One key per job and profile, so the same job is never watched twice. */
export function watchKey(spec: NewWatch): string {
  switch (spec.kind) {
    case 'zipcode':
      return `${spec.profileId}:zipcode:${spec.zipcodeId}`;
    case 'scrape':
      return `${spec.profileId}:scrape:${spec.collectionId}`;
    case 'run':
      return `${spec.profileId}:run:${spec.collectionId}:${spec.runnerId}`;
  }
}

/** A watcher as the renderer sees it. */
export function watchInfo(spec: WatchSpec): WatchInfo {
  const info: WatchInfo = { key: watchKey(spec), kind: spec.kind, profileId: spec.profileId, startedAt: spec.startedAt };
  if (spec.kind === 'zipcode') return { ...info, zipcodeId: spec.zipcodeId };
  return { ...info, collectionId: spec.collectionId, runnerId: spec.runnerId };
}
