import type { z } from 'zod';
import type { categoryScrapeEndpoints } from '../../shared/api/category-scrape.ts';
import type { CategoryFilters } from '../data/category-asins.ts';

/** The parsed `add_schedule/` body. */
export type CategoryScrapeParams = z.output<(typeof categoryScrapeEndpoints)['add']['input']>;

/** What a category collection keeps in `category_json`: the scrape's parameters. */
export interface StoredCategoryParams {
  category_url: string;
  marketplace_node_id: string;
  domain: string;
  postcode: string;
  filter_prime_ships_from_au: boolean | null;
  filter_delivery_day: 'tomorrow' | 'within_2_days' | null;
  price_min_cents: number | null;
  price_max_cents: number | null;
}

/** The stored parameters of a request. */
export function storedParams(input: CategoryScrapeParams): StoredCategoryParams {
  return {
    category_url: input.category_url,
    marketplace_node_id: input.marketplace_node_id,
    domain: input.domain,
    postcode: input.postcode,
    filter_prime_ships_from_au: input.filter_prime_ships_from_au ?? null,
    filter_delivery_day: input.filter_delivery_day ?? null,
    price_min_cents: input.price_min_cents ?? null,
    price_max_cents: input.price_max_cents ?? null,
  };
}

/** Reads `category_json` back; null when it is missing or unreadable. */
export function readStoredParams(text: string | null): StoredCategoryParams | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredCategoryParams> | null;
    if (!value || typeof value.marketplace_node_id !== 'string' || typeof value.domain !== 'string' || typeof value.postcode !== 'string') {
      return null;
    }
    return {
      category_url: value.category_url ?? '',
      marketplace_node_id: value.marketplace_node_id,
      domain: value.domain,
      postcode: value.postcode,
      filter_prime_ships_from_au: value.filter_prime_ships_from_au ?? null,
      filter_delivery_day: value.filter_delivery_day ?? null,
      price_min_cents: value.price_min_cents ?? null,
      price_max_cents: value.price_max_cents ?? null,
    };
  } catch {
    return null;
  }
}

/** The product filters of stored parameters. */
export function filtersOf(params: StoredCategoryParams): CategoryFilters {
  return {
    prime: params.filter_prime_ships_from_au === true,
    deliveryDay: params.filter_delivery_day,
    priceMinCents: params.price_min_cents,
    priceMaxCents: params.price_max_cents,
  };
}
