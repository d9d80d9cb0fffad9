/** Prices as analysts type them (currency units) and as the service shows them ("$1,234.56"). */
import { formatPrice } from '../../../../shared/format/numbers.ts';

/** A typed price: empty, a whole number of cents, or a message for the field. */
export type PriceParse = { kind: 'empty' } | { kind: 'cents'; cents: number } | { kind: 'invalid'; message: string };

/** Largest price accepted in the form (one million in currency units). */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * Reads a price typed in currency units ("12.50", "$12.5", "1,299") as whole cents, exactly (no float
 * rounding): at most two decimals, no negatives.
 */
export function parsePriceToCents(text: string): PriceParse {
  const raw = text.trim().replace(/^[$£€]\s*/, '');
  if (raw === '') return { kind: 'empty' };
  const plain = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(raw) ? raw.replace(/,/g, '') : raw;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { kind: 'invalid', message: 'Enter a price as a number, e.g. 12.50.' };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { kind: 'invalid', message: 'Use at most two decimals (cents), e.g. 12.50.' };
  const cents = Number(match[1] || '0') * 100 + Number(decimals.padEnd(2, '0'));
  if (cents > MAX_PRICE_CENTS) return { kind: 'invalid', message: 'Enter a price below 1,000,000.' };
  return { kind: 'cents', cents };
}

/** Cents as currency units for a text box ("12.50"); empty for null. */
export function centsToText(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A price as a scrape reports it ("$1,234.56", "€12.99", "12,99 €") in cents; null when it holds no number. */
export function shelfPriceToCents(price: string): number | null {
  const cleaned = price.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  // A comma followed by exactly two digits at the end is a decimal comma ("12,99"); other commas group thousands.
  const normalised = /,\d{2}$/.test(cleaned) && !cleaned.includes('.') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(/,/g, '');
  const value = Number(normalised);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** The currency symbol a price string starts or ends with ("$", "£", "€"); "" when none. */
export function currencySymbolOf(price: string): string {
  const match = /^\s*([^\d\s.,-]+)/.exec(price) ?? /([^\d\s.,-]+)\s*$/.exec(price);
  return match?.[1] ?? '';
}

/** Cents in a symbol's currency with grouping and two decimals, e.g. (123456, "$") → "$1,234.56". */
export function formatShelfPrice(cents: number, symbol: string): string {
  return formatPrice(cents / 100, symbol);
}

/** The three-letter currency of a marketplace domain, for the price fields' unit. */
export function currencyOfDomain(domain: string): string {
  if (domain.endsWith('.com.au')) return 'AUD';
  if (domain.endsWith('.co.uk')) return 'GBP';
  if (domain.endsWith('.de')) return 'EUR';
  return 'USD';
}
