import { z } from 'zod';

/** What a shown-only text reads as when the service sent null or nothing. */
export const MISSING_TEXT = '—';

/** Receives one note per lenient reading: the field and what was odd about it. */
export type OddityNote = (field: string, oddity: string) => void;

// Set only while `readingOddities` runs a (synchronous) parse: the schemas below report into it.
let current: OddityNote | null = null;

/** Runs a synchronous parse, passing every lenient reading its schemas make to `note`. */
export function readingOddities<T>(note: OddityNote, parse: () => T): T {
  const previous = current;
  current = note;
  try {
    return parse();
  } finally {
    current = previous;
  }
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A text the desk only shows (a description, a status label): null or absent reads as "—", a number as
 * its digits. Never for ids, counts or credits, which the desk computes with and must stay strict.
 */
export function shownText(field: string): z.ZodType<string, unknown> {
  return z.preprocess((value) => {
    if (value === null || value === undefined) {
      current?.(field, value === null ? 'null' : 'missing');
      return MISSING_TEXT;
    }
    if (typeof value === 'number') {
      current?.(field, 'a number instead of text');
      return String(value);
    }
    return value;
  }, z.string());
}

/** A number the desk only shows (an amount): a numeric string reads as its number, null or absent as null. */
export function shownNumber(field: string): z.ZodType<number | null, unknown> {
  return z.preprocess((value) => {
    if (value === null || value === undefined) {
      current?.(field, value === null ? 'null' : 'missing');
      return null;
    }
    if (typeof value === 'string' && NUMERIC.test(value.trim())) {
      current?.(field, 'a number sent as text');
      return Number(value.trim());
    }
    return value;
  }, z.number().nullable());
}
