/**
 * Values from the service or a team copy are shown as text, never obeyed: a bidi override (U+202A–U+202E,
 * U+2066–U+2069) would reorder what follows it on screen ("$12.00" shown as "00.21$", a file name's extension
 * moved), and control characters (C0 but tab and line feed, DEL, C1) have no business on a page or a canvas.
 * Each one becomes U+FFFD, so the text keeps its length (cuts made before stay right) and shows that
 * something was there.
 */

// eslint-disable-next-line no-control-regex -- control characters are what this matches
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- as above, with line breaks and tabs too (one-line places)
const UNSAFE_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const ALL = new RegExp(UNSAFE.source, 'g');
const ALL_ONE_LINE = new RegExp(UNSAFE_ONE_LINE.source, 'g');
const REPLACEMENT = '\uFFFD';

/** `text` with bidi overrides and control characters neutralised (tab and line feed kept unless `oneLine`). */
export function displayText(text: string, oneLine = false): string {
  if (!(oneLine ? UNSAFE_ONE_LINE : UNSAFE).test(text)) return text;
  return text.replace(oneLine ? ALL_ONE_LINE : ALL, REPLACEMENT);
}

/**
 * A copy of `value` (an answer read for showing) whose every string is neutralised by displayText: plain
 * data only (objects, arrays, scalars). Objects without such text come back as they are, without a copy.
 */
export function displayValue<T>(value: T): T {
  return neutralise(value) as T;
}

function neutralise(value: unknown): unknown {
  if (typeof value === 'string') return displayText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i += 1) {
      const next = neutralise(value[i]);
      if (next !== value[i]) (out ??= value.slice())[i] = next;
    }
    return out ?? value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let out: Record<string, unknown> | null = null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    // Numbers, booleans and nulls are most of an answer's fields: no call for them.
    const next = typeof item === 'string' ? displayText(item) : typeof item === 'object' && item !== null ? neutralise(item) : item;
    if (next !== item) (out ??= { ...record })[key] = next;
  }
  return out ?? value;
}
