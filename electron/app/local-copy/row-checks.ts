import type { z } from 'zod';

/**
 * A team copy is shared with teammates' desks and BI tools, and anyone holding its password can write a row
 * the desk never wrote: each row read from it is checked on its own. A row that cannot be used (a record
 * that is not one, an unknown stage, a price out of bounds) is left out of the answer and counted, so the
 * rest shows and the screen says how many rows could not be read.
 */

/** Characters of a text shown in a table, a drawer or a title (longer ones are cut where they are read). */
export const SHOWN_TEXT_CHARS = 2_000;
/** Characters of a short label: a currency symbol, an availability text. */
export const LABEL_CHARS = 200;
/** Characters of an item key or code (the most the bridge takes back as an item key). */
export const KEY_CHARS = 200;
/** Characters of any one text kept in a record's fields (written and read): real fields are far shorter. */
export const FIELD_TEXT_CHARS = 20_000;
/** Bytes of a collection record read from a team copy once its name is cut (real ones are under 2 KB). */
export const RECORD_BYTES = 64 * 1024;

/** The largest price the desk shows, in cents (a billion in major units); past it a price is not a price. */
export const MAX_PRICE_CENTS = 100_000_000_000;

/** Whether a stored price in cents is one the desk can show (null: none). */
export function priceInBounds(cents: number | null): boolean {
  return cents === null || (Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_PRICE_CENTS);
}

/** A title as the screens show it: text cut to SHOWN_TEXT_CHARS, else null (both stores, every read). */
export function shownTitle(value: unknown): string | null {
  return typeof value === 'string' ? value.slice(0, SHOWN_TEXT_CHARS) : null;
}

/** A short label as the screens show it (a brand): text cut to LABEL_CHARS, else null (both stores, every read). */
export function shownLabel(value: unknown): string | null {
  return typeof value === 'string' ? value.slice(0, LABEL_CHARS) : null;
}

/** A text cut to `max` characters (for writing: what a desk stores is bounded even when the service is not). */
export function capText<T extends string | null>(value: T, max: number): T {
  return (typeof value === 'string' && value.length > max ? value.slice(0, max) : value) as T;
}

const leftOut = new WeakMap<object, number>();

/** `rows` marked with how many rows were left out of them (0: none). */
export function withLeftOut<T extends object>(rows: T, count: number): T {
  if (count > 0) leftOut.set(rows, count);
  return rows;
}

/** How many rows were left out of an answer a read gave (0 when none, or the read does not check). */
export function leftOutOf(rows: object | null): number {
  return rows === null ? 0 : (leftOut.get(rows) ?? 0);
}

/**
 * The rows `make` turns into values the schema accepts, marked with how many it could not (`make` gives
 * null or throws for a row it cannot use). Each row is parsed with the schema the bridge answers with, so
 * no row the bridge would refuse reaches it: one bad row no longer fails the whole answer.
 */
export function checkedRows<R, S extends z.ZodType>(rows: readonly R[], make: (row: R) => unknown, schema: S): z.output<S>[] {
  const out: z.output<S>[] = [];
  let bad = 0;
  for (const row of rows) {
    let value: unknown;
    try {
      value = make(row);
    } catch {
      value = null;
    }
    const parsed = value === null ? null : schema.safeParse(value);
    if (parsed?.success) out.push(parsed.data);
    else bad += 1;
  }
  return withLeftOut(out, bad);
}

/** The one value of a single-row read, or null when the row is missing or cannot be used (`leftOut` says which). */
export function checkedRow<R, S extends z.ZodType>(row: R | undefined, make: (row: R) => unknown, schema: S): { value: z.output<S> | null; leftOut: number } {
  if (row === undefined) return { value: null, leftOut: 0 };
  const [value] = checkedRows([row], make, schema);
  return { value: value ?? null, leftOut: value === undefined ? 1 : 0 };
}
