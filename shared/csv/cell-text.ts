import { MAX_NAME } from '../api/common.ts';

/**
 * The longest cell the checks read. No value of a bulk CSV may be longer (the service's names and custom
 * ids stop at 255, codes sooner); a longer one is a row error, never matched, quoted or built into anything.
 */
export const MAX_CELL_LENGTH = MAX_NAME;

/** How much of a value a reason or summary quotes. */
export const QUOTED_VALUE_LENGTH = 40;

/** A value cut to `max` characters, the cut marked with `…` (whole when it fits). */
export function truncateValue(value: string, max = QUOTED_VALUE_LENGTH): string {
  return value.length <= max ? value : `${value.slice(0, Math.max(0, max - 1))}…`;
}

/** A value as a reason quotes it: in double quotes, as typed (quotes inside are not escaped), truncated. */
export function quoteValue(value: string): string {
  return `"${truncateValue(value)}"`;
}
