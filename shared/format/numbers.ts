/**
 * How the desk writes numbers, money, signed changes and percentages, on every screen, chart, export and
 * notice: grouped counts ("1,200"), money always with its currency ("$9.04"), a true minus ("−1.31") and an
 * explicit plus ("+0.67") on changes, and one percentage style ("+11.2%", "≥ 5%"). Pure; the locale is the
 * runtime's. Anything missing or not a finite number reads "—".
 */

/** What a missing or unreadable number shows. */
export const MISSING = '—';
/** The true minus sign (U+2212): the hyphen most locales print is shorter than a plus and reads as a dash. */
export const MINUS = '−';

const formats = new Map<string, Intl.NumberFormat>();

/** A cached number format: building one costs more than using it, and tables format thousands of cells. */
function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, format);
  }
  return format;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The magnitude of `value`, grouped, with `min`…`max` decimals; never signed (callers add the sign). */
function magnitude(value: number, min: number, max: number): string {
  return numberFormat(min, max).format(Math.abs(value));
}

/** The sign a value rounded to `max` decimals takes: none for zero (so a tiny change reads "0.0%", not "−0.0%"). */
function signOf(value: number, max: number, explicitPlus: boolean): string {
  if (Math.round(Math.abs(value) * 10 ** max) === 0) return '';
  if (value < 0) return MINUS;
  return explicitPlus ? '+' : '';
}

/** A grouped whole number ("12,345", "−3"). */
export function formatCount(value: number | null | undefined): string {
  if (!finite(value)) return MISSING;
  return `${signOf(value, 0, false)}${magnitude(value, 0, 0)}`;
}

/** A grouped number with `digits` decimals ("1,234.50"), a true minus when negative. */
export function formatDecimal(value: number | null | undefined, digits = 2): string {
  if (!finite(value)) return MISSING;
  return `${signOf(value, digits, false)}${magnitude(value, digits, digits)}`;
}

/** A change with its sign always shown ("+1.20", "−0.67", "0.00"). */
export function formatSigned(value: number | null | undefined, digits = 2): string {
  if (!finite(value)) return MISSING;
  return `${signOf(value, digits, true)}${magnitude(value, digits, digits)}`;
}

/**
 * A percentage ("11.2%", "−3.0%"); `digits` decimals, or up to `digits` when `trim` (rule thresholds:
 * "≥ 5%", "≥ 2.55%"). One style everywhere: no space before the sign.
 */
export function formatPercent(value: number | null | undefined, digits = 1, trim = false): string {
  if (!finite(value)) return MISSING;
  const min = trim ? 0 : digits;
  return `${signOf(value, digits, false)}${magnitude(value, min, digits)}%`;
}

/** A change in percent with its sign always shown ("+11.2%", "−1.3%", "0.0%"). */
export function formatSignedPercent(value: number | null | undefined, digits = 1, trim = false): string {
  if (!finite(value)) return MISSING;
  const min = trim ? 0 : digits;
  return `${signOf(value, digits, true)}${magnitude(value, min, digits)}%`;
}

/** `part` of `total` as a whole percentage ("42%"); "0%" when the total is 0 or less. */
export function formatShare(part: number, total: number): string {
  return total > 0 && Number.isFinite(part) ? formatPercent((part / total) * 100, 0) : '0%';
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** The narrow symbol of an ISO currency code ("AUD" → "$", "GBP" → "£"), or the code when there is none. */
function isoSymbol(code: string): string {
  let format = currencyFormats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    } catch {
      return code;
    }
    currencyFormats.set(code, format);
  }
  return format.formatToParts(0).find((p) => p.type === 'currency')?.value ?? code;
}

/**
 * The symbol to print for a currency as the service or a payment names it: an ISO code ("AUD", "gbp") becomes
 * its symbol; a symbol ("$", "A$", "£") stays; none (null, "", "—") prints nothing.
 */
export function currencySymbol(currency: string | null | undefined): string {
  const text = (currency ?? '').trim();
  if (text === '' || text === MISSING) return '';
  return /^[A-Za-z]{3}$/.test(text) ? isoSymbol(text.toUpperCase()) : text;
}

/** A price in major units with its currency ("$1,234.56", "−£2.00"); the plain amount when the currency is unknown. */
export function formatPrice(value: number | null | undefined, currency: string | null | undefined): string {
  if (!finite(value)) return MISSING;
  return `${signOf(value, 2, false)}${currencySymbol(currency)}${magnitude(value, 2, 2)}`;
}

/** A change of price with its sign always shown ("+$1.20", "−$0.67", "$0.00"). */
export function formatSignedPrice(value: number | null | undefined, currency: string | null | undefined): string {
  if (!finite(value)) return MISSING;
  return `${signOf(value, 2, true)}${currencySymbol(currency)}${magnitude(value, 2, 2)}`;
}

/** A short axis label for a price ("$12", "$1.5k", "$25k"): whole units up to 1,000, then thousands. */
export function formatPriceTick(value: number, currency: string | null | undefined): string {
  if (!Number.isFinite(value)) return MISSING;
  const sign = signOf(value, 2, false);
  const abs = Math.abs(value);
  const symbol = currencySymbol(currency);
  if (abs >= 10_000) return `${sign}${symbol}${magnitude(abs / 1000, 0, 0)}k`;
  if (abs >= 1000) return `${sign}${symbol}${magnitude(abs / 1000, 0, 1)}k`;
  return `${sign}${symbol}${magnitude(abs, 0, 2)}`;
}
