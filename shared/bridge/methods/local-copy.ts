import { z } from 'zod';
import { collectionSchema, ITEM_REQUEST_TYPES } from '../../api/collections.ts';
import { method } from '../define.ts';
import { copyStoreViewSchema } from '../team-copy.ts';
import { regionalRowSchema } from './local-copy-regional.ts';

const id = z.int().min(1);
const count = z.int().min(0);
const profileId = z.string().min(1).max(100);
/** Rows of a team copy left out of an answer because they could not be read (absent: none). */
const unreadable = count.optional();
/** An ISO 8601 time, or null when the local copy has never been refreshed. */
const asOf = z.string().nullable();

/**
 * How current the active profile's copy is, as main's sync engine sees it: `checking` until the first sync
 * after start or after the connection came back, `up-to-date` while syncs succeed, `offline` while the service
 * cannot be reached, `behind` when it answers but a sync failed (the message says why), `copy-unreachable`
 * while the profile's team copy (PostgreSQL) cannot be reached: the screens read the service live meanwhile.
 */
export const SYNC_STATES = ['checking', 'up-to-date', 'offline', 'behind', 'copy-unreachable'] as const;

/** The one freshness of every mirrored view: the sync state and when the copy last synced with the service. */
export const syncStatusSchema = z.object({
  profileId,
  state: z.enum(SYNC_STATES),
  /** When a sync with the service last succeeded (null: never, on this machine). */
  lastSyncAt: asOf,
  /** Why the copy is behind (a sync failed while the service answered), or why the team copy cannot be reached. */
  message: z.string().optional(),
});
/** The sync status. */
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** What the renderer is showing, so main's sync engine knows what to keep freshest and how often. */
export const syncFocusSchema = z
  .object({
    /** The collection whose page is open (null: none). */
    collectionId: id.nullable(),
    /** Whether the Collections list is on screen. */
    list: z.boolean(),
    /** Whether the window is visible (not hidden or minimised). */
    visible: z.boolean(),
  })
  .strict();
/** The renderer's focus. */
export type SyncFocus = z.infer<typeof syncFocusSchema>;

/** Kinds of item a collection holds (category scrapes store found products as items of their run). */
export const LOCAL_ITEM_TYPES = [...ITEM_REQUEST_TYPES, 'category'] as const;

/** One item of a collection as the local copy keeps it, with its latest archived output. */
export const localItemSchema = z.object({
  /**
   * Stable key across runs: `asin@domain@postcode` (marketplace: one ASIN at two postcodes is two items),
   * `sku@postcode` (partsstore), `sku@store` (officestore); a category scrape's products by their ASIN.
   */
  key: z.string(),
  /** The service's item record id. */
  itemId: id,
  type: z.enum(LOCAL_ITEM_TYPES),
  /** ASIN or SKU. */
  code: z.string(),
  postcode: z.string().nullable(),
  domain: z.string().nullable(),
  storeId: z.string().nullable(),
  customId: z.string().nullable(),
  createdAt: z.string(),
  /** Marketplace only (else null): whether raw HTML is kept, and the output format. */
  includeRawHtml: z.boolean().nullable(),
  output: z.enum(['JSON', 'HTML']).nullable(),
  /** Title from the latest archived output, if any. */
  title: z.string().nullable(),
  /** Latest archived price in major units (12.34), null when none or unreadable. */
  price: z.number().nullable(),
  /** Currency symbol of that price as the service wrote it ("$", "A$", "£"…), null when unknown. */
  currency: z.string().nullable(),
  /** Latest archived availability text as the service wrote it. */
  availability: z.string().nullable(),
  /** Whether that availability reads as in stock; null when there is no output. */
  inStock: z.boolean().nullable(),
  /** Prices of the last (up to 12) archived runs, oldest first; null where the run had no price for it. */
  trend: z.array(z.number().nullable()),
  /** The archived run the latest output (price, availability) comes from; null when none. */
  outputRunId: id.nullable(),
  /** Whether that run is older than the collection's newest archived run (the item failed or was missing in it). */
  outputOlder: z.boolean(),
});
/** One local item row. */
export type LocalItem = z.infer<typeof localItemSchema>;

/**
 * Archive states of a run: outputs stored, still to fetch (or the run is not finished), could not be
 * archived (retried later), or removed from this machine by the retention setting (never fetched again).
 */
export const ARCHIVE_STATES = ['archived', 'pending', 'failed', 'expired'] as const;
/** One archive state. */
export type ArchiveState = (typeof ARCHIVE_STATES)[number];

/** A run of a collection as the local copy knows it. */
export const localRunSchema = z.object({
  runId: id,
  kind: z.enum(['items', 'category']),
  /** The service's run stage. */
  stage: z.enum(['queued', 'processing', 'done', 'failed']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  itemCount: count,
  processedCount: count,
  failedCount: count,
  archive: z.enum(ARCHIVE_STATES),
  /** Why the run could not be archived (archive `failed`), e.g. "the ZIP holds an unexpected entry x.exe". */
  reason: z.string().nullable(),
  /** Outputs stored for this run (0 until archived). */
  outputCount: count,
  /** The run's result files as the service listed them (downloading them needs the service). */
  files: z.object({ pages: z.array(z.string()), allPages: z.string() }),
});
/** One local run. */
export type LocalRun = z.infer<typeof localRunSchema>;

/** One archived output of a run, typed for tables and exports. */
export const localOutputSchema = z.object({
  key: z.string(),
  code: z.string(),
  title: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  availability: z.string().nullable(),
  inStock: z.boolean().nullable(),
  /** Every scalar field of the result record as the service wrote it (price text included), for full exports. */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
/** One local output. */
export type LocalOutput = z.infer<typeof localOutputSchema>;

/** One point of an item's history: its output in one archived run. */
export const historyPointSchema = z.object({
  runId: id,
  /** When the run finished (else started). */
  at: z.string(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  availability: z.string().nullable(),
  inStock: z.boolean().nullable(),
  /** The item's title and brand as that run's record gave them (null when it had none): the newest names the item. */
  title: z.string().nullable(),
  brand: z.string().nullable(),
});
/** One history point. */
export type HistoryPoint = z.infer<typeof historyPointSchema>;

/** How an item moved between two runs; a stock change wins over a price change. */
export const COMPARE_CHANGES = ['up', 'down', 'same', 'stock-in', 'stock-out', 'new', 'missing'] as const;
/** One kind of change. */
export type CompareChange = (typeof COMPARE_CHANGES)[number];

/** One item in a comparison of run A (older) with run B (newer). */
export const compareRowSchema = z.object({
  key: z.string(),
  code: z.string(),
  title: z.string().nullable(),
  priceA: z.number().nullable(),
  priceB: z.number().nullable(),
  /** priceB − priceA, null unless both are known. */
  delta: z.number().nullable(),
  /** delta as a percentage of priceA, null unless both are known and priceA is not 0. */
  pct: z.number().nullable(),
  /** Currency symbol of the prices as the service wrote it (run B's, else run A's), null when unknown. */
  currency: z.string().nullable(),
  availabilityA: z.string().nullable(),
  availabilityB: z.string().nullable(),
  inStockA: z.boolean().nullable(),
  inStockB: z.boolean().nullable(),
  change: z.enum(COMPARE_CHANGES),
});
/** One comparison row. */
export type CompareRow = z.infer<typeof compareRowSchema>;

const runRef = z.object({ runId: id, at: z.string() });

/** How many of an archived run's outputs were in stock, out of stock or neither (availability unknown). */
export const runStockSchema = z.object({
  runId: id,
  /** When the run finished (else started). */
  at: z.string(),
  /** Outputs the run archived. */
  items: count,
  inStock: count,
  outOfStock: count,
});
/** One run's stock counts. */
export type RunStock = z.infer<typeof runStockSchema>;

/** Per-profile facts of the local copy for the Settings/Account area. */
export const localCopyProfileSchema = z.object({
  profileId,
  /** Bytes on disk (database and its WAL). */
  bytes: count,
  asOf,
  /** Whether that profile's service was reachable at its last call (only the active profile is checked). */
  online: z.boolean(),
  collections: count,
  runs: count,
  outputs: count,
  /** Archived results are kept this many days; null = kept for good. */
  retentionDays: z.int().min(1).nullable(),
  /** Where the copy lives: on this machine, or in a team copy on a PostgreSQL server (`bytes` is then the server's). */
  store: copyStoreViewSchema,
});
/** One profile's local copy facts. */
export type LocalCopyProfile = z.infer<typeof localCopyProfileSchema>;

/**
 * The local copy (area `localCopy`): every collection, its items, runs and outputs, kept by main per profile
 * in a database on this machine and kept current by main's sync engine. Screens read mirrored data only
 * here, online and offline alike; `localCopy.changed` says what to read again, `sync.status` how fresh it is.
 * All of them are about the active profile, except `status`, `setRetention` and `purge`.
 */
export const localCopyMethods = {
  'localCopy.collections': method(
    'Every collection of the active profile as the copy holds it (service records), newest first.',
    z.object({}).strict(),
    z.object({ collections: z.array(collectionSchema), unreadable }),
  ),
  'localCopy.collection': method(
    'One collection record from the copy; null until the sync engine has read it (`notFound` once the service said it does not exist).',
    z.object({ collectionId: id }).strict(),
    z.object({ collectionId: id, collection: collectionSchema.nullable(), notFound: z.boolean() }),
  ),
  'localCopy.items': method(
    'All items of a collection (up to 5000) with their latest archived output and price trend.',
    z.object({ collectionId: id }).strict(),
    z.object({ collectionId: id, items: z.array(localItemSchema), synced: z.boolean(), unreadable }),
  ),
  'localCopy.runs': method(
    'The runs of a collection, newest first, with whether their outputs are archived, pending or could not be archived (and why).',
    z.object({ collectionId: id }).strict(),
    z.object({ collectionId: id, runs: z.array(localRunSchema), unreadable }),
  ),
  'localCopy.outputs': method(
    'The archived outputs of one run, in result-file order.',
    z.object({ collectionId: id, runId: id }).strict(),
    z.object({ collectionId: id, run: localRunSchema, outputs: z.array(localOutputSchema), unreadable }),
  ),
  'localCopy.history': method(
    'One item’s price and availability across every archived run of its collection, oldest first.',
    z.object({ collectionId: id, itemKey: z.string().min(1).max(200) }).strict(),
    z.object({ collectionId: id, itemKey: z.string(), points: z.array(historyPointSchema), unreadable }),
  ),
  'localCopy.compare': method(
    'Compares two archived runs of a collection (default: the last two), A older than B: price up/down, stock in/out, new or missing items, with totals.',
    z.object({ collectionId: id, runA: id.optional(), runB: id.optional() }).strict(),
    z.object({
      collectionId: id,
      runA: runRef,
      runB: runRef,
      rows: z.array(compareRowSchema),
      unreadable,
      totals: z.object({
        items: count,
        up: count,
        down: count,
        same: count,
        stockIn: count,
        stockOut: count,
        new: count,
        missing: count,
      }),
    }),
  ),
  'localCopy.stockByRun': method(
    'Per archived run of a collection, oldest first: its outputs and how many were in and out of stock (counted in SQL).',
    z.object({ collectionId: id }).strict(),
    z.object({ collectionId: id, runs: z.array(runStockSchema), unreadable }),
  ),
  'localCopy.regional': method(
    'The regional view of a collection: one row per product (domain + code) with its latest archived output at each postcode it is watched at, the spread (highest − lowest, and as a % of the lowest) and the cheapest and dearest postcode.',
    z.object({ collectionId: id }).strict(),
    z.object({
      collectionId: id,
      /** Every postcode of the collection's items, in order. */
      postcodes: z.array(z.string()),
      rows: z.array(regionalRowSchema),
      /** When the copy last synced with the service (the freshness line's time). */
      asOf,
      unreadable,
    }),
  ),
  'localCopy.refresh': method(
    'Syncs a collection (items, runs, outputs) now, or every collection when none is given; answers at once, `localCopy.changed` follows.',
    z.object({ collectionId: id.optional() }).strict(),
    z.object({ started: z.boolean() }),
  ),
  'localCopy.focus': method(
    'Tells the sync engine what is on screen: the open collection is kept freshest, the rest on a slower cadence, slower still while hidden.',
    syncFocusSchema,
    z.object({ ok: z.boolean() }),
  ),
  'localCopy.syncStatus': method('The active profile’s sync status (changes arrive as `sync.status` events).', z.object({}).strict(), syncStatusSchema),
  'localCopy.status': method(
    'Size, freshness and retention of the local copy of every profile.',
    z.object({}).strict(),
    z.object({ profiles: z.array(localCopyProfileSchema) }),
  ),
  'localCopy.setRetention': method(
    'Keeps a profile’s archived results for `days` days (older runs’ outputs are removed locally), or for good with null.',
    z.object({ profileId, days: z.int().min(1).max(36_500).nullable() }).strict(),
    localCopyProfileSchema,
  ),
  'localCopy.purge': method(
    'Deletes a profile’s local copy on this machine (items, runs and outputs); the service is never touched. The copy is rebuilt by the next refresh.',
    z.object({ profileId }).strict(),
    localCopyProfileSchema,
  ),
};
