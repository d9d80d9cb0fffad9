import type { CategoryAsin } from '../../../../shared/api/category-scrape.ts';
import { filterRows, filterTerms } from '../../../components/data-table/table-model.ts';
import { currencySymbolOf, shelfPriceToCents } from './money.ts';

/** A found product as the results table shows it. */
export interface ResultRow {
  asin: string;
  title: string;
  price: string;
  /** The price in cents, null when it holds no number. */
  cents: number | null;
  /** Position in the scrape's listing (1-based). */
  rank: number;
}

/** The products of a scrape as rows: one per ASIN (a repeat keeps its first listing), prices read as cents. */
export function resultRows(asins: readonly CategoryAsin[]): ResultRow[] {
  const seen = new Set<string>();
  const rows: ResultRow[] = [];
  asins.forEach((a, index) => {
    if (seen.has(a.asin)) return;
    seen.add(a.asin);
    rows.push({ asin: a.asin, title: a.title, price: a.price, cents: shelfPriceToCents(a.price), rank: index + 1 });
  });
  return rows;
}

/** The currency symbol most of the prices carry ("$" when none). */
export function commonSymbol(rows: readonly ResultRow[]): string {
  const counts = new Map<string, number>();
  for (const row of rows.slice(0, 200)) {
    const symbol = currencySymbolOf(row.price);
    if (symbol) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  let best = '$';
  let most = 0;
  for (const [symbol, count] of counts) if (count > most) [best, most] = [symbol, count];
  return best;
}

/** The marketplace domain a currency symbol suggests when the scrape's own domain is not known. */
export function domainForSymbol(symbol: string): string {
  if (symbol === '£') return 'marketplace.co.uk';
  if (symbol === '€') return 'marketplace.de';
  return 'marketplace.com.au';
}

/** The rows whose ASIN, title or price contain every word of the filter (as the table's own filter reads). */
export function filterResultRows(rows: readonly ResultRow[], text: string): readonly ResultRow[] {
  const terms = filterTerms(text);
  if (terms.length === 0) return rows;
  return filterRows(
    rows,
    rows.map((r) => `${r.asin}\u0000${r.title}\u0000${r.price}`.toLowerCase()),
    terms,
  );
}
