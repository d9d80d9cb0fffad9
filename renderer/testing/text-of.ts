import type { Locator } from 'vitest/browser';

/**
 * The text of the element a locator finds, or '' while there is none: poll it with `toMatch` (this
 * Vitest's `toHaveTextContent` does not match a RegExp against a whole element's text).
 */
export function textOf(locator: Locator): string {
  return locator.query()?.textContent ?? '';
}
