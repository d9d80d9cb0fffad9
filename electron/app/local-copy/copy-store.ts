import type { Collection } from '../../../shared/api/collections.ts';
import type { InboxFilter, WatchMatch } from '../../../shared/bridge/methods/inbox.ts';
import type { CompareRow, HistoryPoint, LocalItem, LocalOutput, LocalRun, RunStock } from '../../../shared/bridge/methods/local-copy.ts';
import type { WatchRuleKind } from '../../../shared/watch/watch-rules.ts';
import { DeskError } from '../connection/desk-error.ts';
import type { ItemRow, RunListing, RunToArchive, StoredFacts, RunMatches } from './copy-model.ts';
import type { OutputFacts } from './record-fields.ts';
import type { Regional } from './regional-rows.ts';

/** A run as a shared store keys it: the collection and the run (the service and account are the store's). */
export interface RunRef {
  collectionId: number;
  runId: number;
}

/** What a sync step changed, for `localCopy.changed`. */
export type ChangedPart = 'collections' | 'items' | 'runs';

/** What the screens and exports read from a copy (the same answers from either store, or live while a team copy is down). */
export interface CopyReads {
  /** Every collection record, newest first. */
  collections(): Promise<Collection[]>;
  /** One collection record, or null. */
  collection(collectionId: number): Promise<Collection | null>;
  /** Whether the collection's items or runs were ever mirrored. */
  itemsSynced(collectionId: number): Promise<boolean>;
  /** Every item with its latest output and price trend (a category scrape's items are its products). */
  items(collectionId: number): Promise<LocalItem[]>;
  /** A collection's runs, newest first. */
  runs(collectionId: number): Promise<LocalRun[]>;
  /** One run of a collection, or an `invalid-input` DeskError. */
  run(collectionId: number, runId: number): Promise<LocalRun>;
  /** A run's archived outputs, in result-file order. */
  outputs(collectionId: number, runId: number): Promise<LocalOutput[]>;
  /** One item's outputs across the collection's archived runs, oldest first. */
  history(collectionId: number, key: string): Promise<HistoryPoint[]>;
  /** The two archived runs to compare (those asked for, else the last two), older first. */
  compareRuns(collectionId: number, runA?: number, runB?: number): Promise<{ a: LocalRun; b: LocalRun }>;
  /** Two runs' outputs side by side with the change of each item. */
  compare(collectionId: number, runA: number, runB: number): Promise<CompareRow[]>;
  /** Per archived run with outputs, oldest first: its outputs in and out of stock (the in-stock line). */
  stockByRun(collectionId: number): Promise<RunStock[]>;
  /** Each product (domain + code) across the postcodes it is watched at, with its latest output in each and the spread (regional-rows.ts). */
  regional(collectionId: number): Promise<Regional>;
}

/** Which matches to mark read: some by id, or all. */
export type ReadSelection = { matchIds: number[] } | { all: true };

/** The collections and the rules that have matches, with how many each, for the inbox's filters. */
export interface MatchFacets {
  collections: { collectionId: number; name: string; count: number }[];
  rules: { rule: WatchRuleKind; value: number | null; count: number }[];
}

/**
 * What the watch rules found, kept in the copy (the rules themselves are a meta value: watch-rules-store.ts).
 * On a team copy the inbox is the team's: a run is evaluated once whichever desk archives it, and a match
 * read at one desk is read at all of them.
 */
export interface InboxStore {
  /**
   * Evaluates every archived run not evaluated yet against its collection's rules, once each (runs that
   * finished before the copy was made are history, not news). Answers the runs that matched.
   */
  evaluateWatch(): Promise<RunMatches[]>;
  /** The matches a filter selects, newest run first, at most `limit` (all when null). */
  matches(filter: InboxFilter, limit: number | null): Promise<WatchMatch[]>;
  /** How many matches a filter selects. */
  countMatches(filter: InboxFilter): Promise<number>;
  /** How many matches are unread. */
  unreadCount(): Promise<number>;
  /** The collections and rules that have matches. */
  matchFacets(): Promise<MatchFacets>;
  /** Marks matches read; answers how many were unread before. */
  markRead(which: ReadSelection): Promise<number>;
}

/** Counts and room of a copy, for Settings. */
export interface CopyFacts {
  collections: number;
  runs: number;
  outputs: number;
  /** Bytes the copy takes: the file on this machine, or the team copy's database on its server. */
  bytes: number;
}

/**
 * A profile's copy, wherever it lives: what main's sync engine writes and what the screens read. Two
 * implementations: the embedded `node:sqlite` file (sqlite-store.ts) and a team copy in PostgreSQL
 * (postgres/pg-store.ts), which several desks write at once, so every write here is idempotent.
 */
export interface CopyStore extends CopyReads, InboxStore {
  readonly kind: 'embedded' | 'postgres';
  /**
   * Stores collection records as listed; with `listedFrom` (the list is complete and was read from that
   * time on) drops those the service no longer has. Answers how many records are new, changed or gone.
   */
  saveCollections(collections: readonly Collection[], at: string, listedFrom?: string): Promise<number>;
  /** Removes one collection (the service no longer has it); answers whether it was there. */
  removeCollection(collectionId: number): Promise<boolean>;
  /** What the copy held of every collection at its last sync. */
  storedFacts(): Promise<StoredFacts[]>;
  /** What the copy held of one collection at its last sync. */
  storedFact(collectionId: number): Promise<StoredFacts | undefined>;
  /** Whether the service's full item list differs from the copy's. */
  itemsDiffer(collectionId: number, items: readonly ItemRow[]): Promise<boolean>;
  /** Notes that a collection's items were read in full and found unchanged. */
  markItemsSynced(collectionId: number, at: string): Promise<void>;
  /** Replaces a collection's items with the service's full list, at once. */
  replaceItems(collectionId: number, items: readonly ItemRow[], at: string): Promise<void>;
  /** The ids of a collection's runs the copy holds as ended. */
  endedRunIds(collectionId: number): Promise<Set<number>>;
  /** Records a collection's runs as listed (never resetting an archive state); answers whether any is new or moved. */
  saveRuns(collectionId: number, runs: readonly RunListing[], at: string): Promise<boolean>;
  /** Finished runs waiting for their outputs, and failed ones whose retry time has come. */
  runsToArchive(now: string, collectionId?: number): Promise<RunToArchive[]>;
  /**
   * Counts an archive attempt before the files are fetched. Answers false when the run is not this desk's
   * to archive now (another desk on the same team copy is archiving it, or has done so).
   */
  beginArchiveAttempt(run: RunRef, now: string): Promise<boolean>;
  /** Whether the copy's records take more than `maxBytes` (no more outputs are archived then; a team copy's room is its server's). */
  overCap(maxBytes: number): Promise<boolean>;
  /** Stores a run's outputs and marks it archived, all or nothing; a run already archived is left as it is. */
  archiveRun(run: RunRef, pages: Iterable<readonly OutputFacts[]>): Promise<number>;
  /** Marks a run "could not be archived" with the reason, to be tried again at `retryAt`. */
  markArchiveFailed(run: RunRef, reason: string, retryAt: string): Promise<void>;
  /** Removes outputs older than the retention (none when results are kept for good); answers how many runs expired. */
  applyRetention(now: Date): Promise<number>;
  /** How many days archived outputs are kept (null: for good). */
  retentionDays(): Promise<number | null>;
  /** Reads a meta value (the last sync time, the retention). */
  getMeta(key: string): Promise<string | null>;
  /** Writes a meta value (null deletes it). */
  setMeta(key: string, value: string | null): Promise<void>;
  /** The collection holding an item of the service (for the write hooks), or null. */
  collectionOfItem(itemId: number, type: string): Promise<number | null>;
  /** Counts and bytes. */
  facts(): Promise<CopyFacts>;
  /** Told what another desk changed in a shared store (never called for an embedded copy). */
  onChange(listener: (collectionId: number | null, what: ChangedPart | 'all') => void): () => void;
  /** Whether the store answered at its last use (an embedded copy always does). */
  reachable(): boolean;
  /** Closes the store (waits for nothing: callers stop writing first). */
  close(): Promise<void>;
}

/** A team copy that cannot be reached (server down, network cut, refused login); the message says which and why. */
export class StoreUnreachable extends DeskError {
  constructor(message: string) {
    super('store-unreachable', message);
  }
}

/** Whether an error says the team copy cannot be reached. */
export function isStoreUnreachable(error: unknown): boolean {
  return error instanceof DeskError && error.kind === 'store-unreachable';
}
