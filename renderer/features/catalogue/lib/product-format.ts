import type { Product } from '../../../../shared/api/catalogue.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

/** A product price with its currency ("$28.95"); "—" when the catalogue gives none. */
export function productPrice(product: Pick<Product, 'price_value' | 'price_currency'>): string {
  if (product.price_value === null) return '—';
  return formatMoney(Math.round(product.price_value * 100), product.price_currency || 'AUD');
}

/** A rating out of 5 with one decimal ("4.5"), or "—". */
export function productRating(rating: number | null): string {
  return rating === null ? '—' : rating.toFixed(1);
}

/** Rating and review count for a card ("4.5 · 1,698 reviews"), or "No reviews". */
export function ratingSummary(product: Pick<Product, 'rating' | 'review_count'>): string {
  const reviews = product.review_count ?? 0;
  if (product.rating === null || reviews === 0) return 'No reviews';
  return `${productRating(product.rating)} · ${formatNumber(reviews)} ${reviews === 1 ? 'review' : 'reviews'}`;
}

/** Where a product is ranged: "Online and in store", "Online only", "In store only" or "Not ranged". */
export function rangedLabel(product: Pick<Product, 'ranged_online' | 'ranged_retail'>): string {
  if (product.ranged_online && product.ranged_retail) return 'Online and in store';
  if (product.ranged_online) return 'Online only';
  if (product.ranged_retail) return 'In store only';
  return 'Not ranged';
}

/** The same in a table cell's few characters: "Online + store", "Online", "In store" or "Not ranged". */
export function rangedShort(product: Pick<Product, 'ranged_online' | 'ranged_retail'>): string {
  if (product.ranged_online && product.ranged_retail) return 'Online + store';
  if (product.ranged_online) return 'Online';
  if (product.ranged_retail) return 'In store';
  return 'Not ranged';
}
