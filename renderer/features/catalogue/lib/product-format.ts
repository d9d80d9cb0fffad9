import type { Product } from '../../../../shared/api/catalogue.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatDecimal } from '../../../../shared/format/numbers.ts';

/** A product price with its currency ("$28.95"); "—" when the catalogue gives none. */
export function productPrice(product: Pick<Product, 'price_value' | 'price_currency'>): string {
  if (product.price_value === null) return '—';
  return formatMoney(Math.round(product.price_value * 100), product.price_currency || 'AUD');
}

/** A rating out of 5 with one decimal ("4.5"), or "—". */
export function productRating(rating: number | null): string {
  return formatDecimal(rating, 1);
}

/**
 * Whether a product has reviews to show: not when it has none, or neither a rating nor a count. One of the
 * two missing alone still shows the other (the missing one as "—").
 */
export function hasReviews(product: Pick<Product, 'rating' | 'review_count'>): boolean {
  return product.review_count !== 0 && (product.rating !== null || product.review_count !== null);
}

/** Rating and review count for a card ("4.5 · 1,698 reviews"), or "No reviews". */
export function ratingSummary(product: Pick<Product, 'rating' | 'review_count'>): string {
  if (!hasReviews(product)) return 'No reviews';
  return `${productRating(product.rating)} · ${formatNumber(product.review_count)} ${product.review_count === 1 ? 'review' : 'reviews'}`;
}

/** Where a product is ranged: "Online and in store", "Online only", "In store only", "Not ranged", or "—" when either is unknown. */
export function rangedLabel(product: Pick<Product, 'ranged_online' | 'ranged_retail'>): string {
  if (product.ranged_online === null || product.ranged_retail === null) return '—';
  if (product.ranged_online && product.ranged_retail) return 'Online and in store';
  if (product.ranged_online) return 'Online only';
  if (product.ranged_retail) return 'In store only';
  return 'Not ranged';
}

/** The same in a table cell's few characters: "Online + store", "Online", "In store", "Not ranged" or "—". */
export function rangedShort(product: Pick<Product, 'ranged_online' | 'ranged_retail'>): string {
  if (product.ranged_online === null || product.ranged_retail === null) return '—';
  if (product.ranged_online && product.ranged_retail) return 'Online + store';
  if (product.ranged_online) return 'Online';
  if (product.ranged_retail) return 'In store';
  return 'Not ranged';
}
