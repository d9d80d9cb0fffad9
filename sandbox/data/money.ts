/** Currency symbol and price factor of each marketplace domain (prices are drawn in US dollars). */
const DOMAIN_CURRENCY: Record<string, { symbol: string; factor: number }> = {
  'marketplace.com.au': { symbol: '$', factor: 1.55 },
  'marketplace.com': { symbol: '$', factor: 1 },
  'marketplace.co.uk': { symbol: '£', factor: 0.82 },
  'marketplace.de': { symbol: '€', factor: 0.93 },
};

/** The currency symbol and price factor for a domain; unknown domains get US dollars. */
export function domainCurrency(domain: string): { symbol: string; factor: number } {
  return DOMAIN_CURRENCY[domain] ?? { symbol: '$', factor: 1 };
}

/** Formats cents as a shelf price string, e.g. `formatPrice(2499, '$')` → `$24.99`. */
export function formatPrice(cents: number, symbol: string): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  // Thousands separators without Intl, so output never depends on the ICU build.
  return `${symbol}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}

/** Rounds a dollar amount to a shelf price in cents ending in 99 (at least 99 cents). */
export function shelfCents(dollars: number): number {
  return Math.max(99, Math.round(dollars) * 100 - 1);
}
