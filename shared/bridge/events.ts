import { z } from 'zod';
import type { BridgeEvents } from './define.ts';
import { ZIPCODE_STATUSES } from '../api/zipcodes.ts';
import { RUNNER_STAGES } from '../api/runs.ts';
import { deskSettingsSchema } from './methods/settings.ts';
import { openTargetSchema } from './open-target.ts';
import { updateStatusSchema } from './methods/updates.ts';
import { syncStatusSchema } from './methods/local-copy.ts';
import { teamCopyProgressSchema } from './methods/copy-store.ts';

/** Stages of a category scrape (completions 6). */
export const SCRAPE_STAGES = ['queued', 'scraping', 'done', 'failed'] as const;

/** Connection states of a profile to its service. */
export const CONNECTION_STATES = ['online', 'offline', 'credential-rejected', 'no-credential'] as const;

/** When a call last got an answer from the service (ISO 8601), or null when none has since the desk started. */
export const lastReachedAtSchema = z.iso.datetime().nullable();

const id = z.int().positive();
const count = z.int().min(0);

/** Main → renderer events: name → payload schema. */
export const bridgeEvents = {
  /** A watched postcode changed state (cookie generation finished or failed). */
  'postcode.status': z.object({ zipcodeId: id, status: z.enum(ZIPCODE_STATUSES), zipcode: z.string(), domain: z.string() }),
  /** A watched category scrape moved on; `asinCount` grows while scraping. */
  'scrape.progress': z.object({ collectionId: id, runnerId: id, stage: z.enum(SCRAPE_STAGES), asinCount: count }),
  /** A watched run or scrape ended (`done` or `failed`). */
  'run.finished': z.object({
    collectionId: id,
    runnerId: id,
    stage: z.enum([...RUNNER_STAGES, ...SCRAPE_STAGES]),
    processed: count,
    failed: count,
  }),
  /** A watched run processed more items. */
  'run.progress': z.object({ collectionId: id, runnerId: id, processed: count, failed: count, itemCount: count }),
  /** The active profile's connection to its service changed. */
  'connection.state': z.object({
    profileId: z.string(),
    state: z.enum(CONNECTION_STATES),
    message: z.string().optional(),
    lastReachedAt: lastReachedAtSchema,
  }),
  /** The credit balance may have changed: re-read it. */
  'credits.changed': z.object({}),
  /**
   * The local copy of the active profile changed: re-read only what moved. `collections` with a collection
   * id: that record (and the lists showing it); with null: the list. `items`: that collection's items.
   * `runs`: its runs and archived outputs, so items' latest prices, trends, history and comparisons too.
   * `all`: everything (after a purge, a retention change or a profile switch).
   */
  'localCopy.changed': z.object({
    profileId: z.string(),
    collectionId: id.nullable(),
    what: z.enum(['collections', 'items', 'runs', 'all']),
  }),
  /** How current the active profile's copy is changed (checking, up to date, offline, behind, team copy unreachable). */
  'sync.status': syncStatusSchema,
  /** A profile's copy is being moved into its team copy: runs moved so far. */
  'copyStore.progress': teamCopyProgressSchema,
  /**
   * Watch rules matched in a newly archived run of the active profile: the inbox and its unread count
   * changed. `body` is the line the native notification shows; `target` opens the inbox filtered to the run.
   */
  'inbox.matched': z.object({
    profileId: z.string(),
    collectionId: id,
    runId: id,
    matches: count,
    title: z.string(),
    body: z.string(),
    target: openTargetSchema,
  }),
  /** The settings changed (in any window): apply the theme, re-read the settings view. */
  'settings.changed': z.object({ settings: deskSettingsSchema }),
  /** Open a place in the app: the user clicked a native notification or a menu item. */
  'app.open': z.object({ target: openTargetSchema }),
  /** The updater moved on (checking, downloading, an update ready to install, a failed check). */
  'updates.status': updateStatusSchema,
} satisfies BridgeEvents;
