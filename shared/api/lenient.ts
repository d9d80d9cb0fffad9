import { z } from 'zod';

/** What a shown-only text reads as when the service sent null or nothing. */
export const MISSING_TEXT = '—';

/**
 * How the desk uses a field of a record the service sends, declared once beside each record schema:
 * `identity` (ids and codes the desk keys on) and `computed` (credits, counts, costs, statuses and settings
 * that drive logic or are sent back) are strict, and a failure names the field; `shown` fields are read
 * leniently by the `shown…` schemas below, so one odd value shows "—" and nothing else changes.
 */
export type FieldClass = 'identity' | 'computed' | 'shown';

// The class each field schema was declared with; `fieldClassOf` reads it (the contract's table test walks it).
const declared = z.registry<{ fieldClass: FieldClass }>();

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

// A copy is tagged, so a shared schema (say `timestampSchema`) can be computed in one record and shown in another.
function classed<T extends z.ZodType>(schema: T, fieldClass: FieldClass): T {
  const copy = schema.clone();
  declared.add(copy, { fieldClass });
  return copy;
}

/** An id or code the desk keys records on: strict. */
export function identity<T extends z.ZodType>(schema: T): T {
  return classed(schema, 'identity');
}

/** A value the desk computes with, branches on or sends back (credits, counts, statuses, settings): strict. */
export function computed<T extends z.ZodType>(schema: T): T {
  return classed(schema, 'computed');
}

/** The class a record field was declared with (through `.optional()`, `.nullable()`, `.default()`), if any. */
export function fieldClassOf(schema: z.ZodType): FieldClass | undefined {
  let inner: z.ZodType = schema;
  for (;;) {
    const found = declared.get(inner);
    if (found) return found.fieldClass;
    if (!(inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault)) return undefined;
    inner = inner.unwrap() as z.ZodType;
  }
}

/** A usable reading of an odd value, with what was odd about it; null when the value is of no use. */
type Reading<T> = { value: T; oddity?: string } | null;

/**
 * A shown-only field: null or absent reads as `missing`, a value `read` can use as its reading (noting any
 * conversion), anything else as `missing` too, noted as `unusable`. Never throws, so one odd field never
 * costs the record, its list or its screen.
 */
function shown<T>(field: string, output: z.ZodType<T>, missing: T, unusable: string, read: (value: unknown) => Reading<T>): z.ZodType<T, unknown> {
  const schema = z.preprocess((value) => {
    if (value === null || value === undefined) {
      current?.(field, value === null ? 'null' : 'missing');
      return missing;
    }
    const reading = read(value);
    if (reading === null) {
      current?.(field, unusable);
      return missing;
    }
    if (reading.oddity !== undefined) current?.(field, reading.oddity);
    return reading.value;
  }, output);
  declared.add(schema, { fieldClass: 'shown' });
  return schema;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

function readText(value: unknown): Reading<string> {
  if (typeof value === 'string') return { value };
  if (typeof value === 'number' && Number.isFinite(value)) return { value: String(value), oddity: 'a number instead of text' };
  return null;
}

/**
 * A text the desk only shows (a description, a status label): null or absent reads as "—", a number as
 * its digits. Never for ids, counts or credits, which the desk computes with and must stay strict.
 */
export function shownText(field: string): z.ZodType<string, unknown> {
  return shown(field, z.string(), MISSING_TEXT, 'not text', readText);
}

/**
 * A shown-only text whose absence must not pass for text (a URL, a value a form sends back, a name with a
 * fallback): null or absent reads as null, which the screen shows as "—".
 */
export function shownTextOrNull(field: string): z.ZodType<string | null, unknown> {
  return shown<string | null>(field, z.string().nullable(), null, 'not text', readText);
}

/** A number the desk only shows (an amount): a numeric string reads as its number, null or absent as null. */
export function shownNumber(field: string): z.ZodType<number | null, unknown> {
  return shown<number | null>(field, z.number().nullable(), null, 'not a number', (value) => {
    if (typeof value === 'number' && Number.isFinite(value)) return { value };
    if (typeof value === 'string' && NUMERIC.test(value.trim())) return { value: Number(value.trim()), oddity: 'a number sent as text' };
    return null;
  });
}

/** A yes/no the desk only shows: null or absent reads as null ("—"). */
export function shownFlag(field: string): z.ZodType<boolean | null, unknown> {
  return shown<boolean | null>(field, z.boolean().nullable(), null, 'not true or false', (value) => (typeof value === 'boolean' ? { value } : null));
}

/** A list of texts the desk only shows: null or absent reads as an empty list, an entry that is not text is left out. */
export function shownList(field: string): z.ZodType<string[], unknown> {
  return shown<string[]>(field, z.array(z.string()), [], 'not a list', (value) => {
    if (!Array.isArray(value)) return null;
    const texts = value.filter((entry): entry is string => typeof entry === 'string');
    return texts.length === value.length ? { value: texts } : { value: texts, oddity: 'a list with entries that are not text' };
  });
}
