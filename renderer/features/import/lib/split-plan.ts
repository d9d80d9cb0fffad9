import { MAX_NAME } from '../../../../shared/api/common.ts';
import { LIMITS } from '../../../../shared/api/limits.ts';
import { isNoRoomReason } from '../../../../shared/csv/row-checks.ts';
import type { GridRow } from './import-rows.ts';

// A file bigger than its collection: the collection takes rows up to its room, new collections named
// "<name> (2)", "<name> (3)"… take the rest, 5000 each. These are the pure parts of that plan.

// " (n)" stays under 8 characters for any number of parts an import makes.
const SUFFIX_ROOM = 8;

/** The part of a collection's name every new collection's name starts with (what a name search is given). */
export function partStem(base: string): string {
  return base.slice(0, MAX_NAME - SUFFIX_ROOM).trimEnd();
}

/** The name of a split's collection number `n`: "<name> (n)", the name cut so the whole fits the service's limit. */
export function partName(base: string, n: number): string {
  const name = `${base} (${n})`;
  return name.length <= MAX_NAME ? name : `${partStem(base)} (${n})`;
}

/** The next `count` free names for new collections of `base`, numbered from 2, skipping names taken (any case). */
export function freePartNames(base: string, taken: Iterable<string>, count: number): string[] {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  const names: string[] = [];
  for (let n = 2; names.length < count; n++) {
    const name = partName(base, n);
    if (used.has(name.toLowerCase())) continue;
    used.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** One collection of a split and the rows it takes. */
export interface SplitShare {
  readonly name: string;
  readonly rows: number;
  /** Made by the import (the chosen collection is not). */
  readonly isNew: boolean;
}

/** How `rows` rows split: the chosen collection up to its `room`, then new collections of 5000 rows each with free names. */
export function planSplit(rows: number, room: number, base: string, taken: Iterable<string>): SplitShare[] {
  const first = Math.min(rows, Math.max(0, room));
  const rest = rows - first;
  const names = freePartNames(base, taken, Math.ceil(rest / LIMITS.itemsPerCollection));
  return [
    ...(first > 0 ? [{ name: base, rows: first, isNew: false }] : []),
    ...names.map((name, i) => ({ name, rows: Math.min(LIMITS.itemsPerCollection, rest - i * LIMITS.itemsPerCollection), isNew: true })),
  ];
}

/** Rows a split would let through: not sent, failing the checks for the collection's room alone. */
export function overflowCount(rows: readonly GridRow[]): number {
  let count = 0;
  for (const row of rows) if (row.outcome === 'pending' && row.errors.length > 0 && row.errors.every(isNoRoomReason)) count++;
  return count;
}

/** What one collection of an import got: rows added, rejected and still in flight. */
export interface CollectionOutcome {
  readonly collectionId: number;
  readonly name: string;
  readonly added: number;
  readonly rejected: number;
  readonly sending: number;
}

/**
 * The outcome per collection, in the import's order (the chosen collection, then the new ones), from
 * where each row was sent; a row sent before rows were marked with their collection counts for the chosen one.
 */
export function outcomeByCollection(rows: readonly GridRow[], collections: readonly { readonly id: number; readonly name: string }[]): CollectionOutcome[] {
  const [chosen] = collections;
  const tally = new Map(collections.map((c) => [c.id, { collectionId: c.id, name: c.name, added: 0, rejected: 0, sending: 0 }]));
  for (const row of rows) {
    const entry = tally.get(row.collectionId ?? chosen?.id ?? 0);
    if (entry === undefined) continue;
    if (row.outcome === 'sent-ok') entry.added++;
    else if (row.outcome === 'rejected') entry.rejected++;
    else if (row.outcome === 'sending') entry.sending++;
  }
  return [...tally.values()];
}
