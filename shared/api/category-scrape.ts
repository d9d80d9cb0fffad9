import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity, shownText } from './lenient.ts';
import { emailSchema, idSchema, INVALID_POSTCODE, MAX_NAME, MAX_POSTCODE } from './common.ts';
import { PRIORITIES } from './collections.ts';
import { downloadLinksSchema } from './runs.ts';
import { AU_DOMAIN, findDomainByName, postcodeMatchesDomain } from './settings.ts';

/** Path prefix of the category scrape endpoints. */
export const CATEGORY_PREFIX = 'schedules/marketplace/category/';

/** Stages of a category scrape (completions 6). */
export const CATEGORY_STAGES = ['queued', 'scraping', 'done', 'failed'] as const;
/** One category scrape stage. */
export type CategoryStage = (typeof CATEGORY_STAGES)[number];

/** Delivery-day filters (AU domain only). */
export const DELIVERY_DAY_FILTERS = ['tomorrow', 'within_2_days'] as const;
/** One delivery-day filter. */
export type DeliveryDayFilter = (typeof DELIVERY_DAY_FILTERS)[number];

/** The message of an AU-only filter sent for another domain. */
export const AU_ONLY_FILTER_MESSAGE = `This filter is supported on ${AU_DOMAIN} only.`;

/** A product found by a category scrape: its ASIN is what "Add to a collection" adds. */
export const categoryAsinSchema = z.object({ asin: identity(z.string()), title: shownText('title'), price: shownText('price') });
/** A found product. */
export type CategoryAsin = z.infer<typeof categoryAsinSchema>;

/** A category scrape result (runner record, interface 2.8). */
export const categoryScrapeResultSchema = z.object({
  id: identity(z.int()),
  collection: identity(z.int()),
  is_download_generated: computed(z.boolean()),
  stage: computed(z.enum(CATEGORY_STAGES)),
  asin_count: computed(z.int()),
  asins: z.array(categoryAsinSchema),
  download_links: downloadLinksSchema,
});
/** A category scrape result. */
export type CategoryScrapeResult = z.infer<typeof categoryScrapeResultSchema>;

const priceCentsSchema = z.int().min(0).nullable().optional();

/** The `add_schedule/` body, with the domain-dependent checks the service makes before any lookup. */
export const categoryScrapeInputSchema = z
  .object({
    category_url: z.url({ protocol: /^https?$/, error: 'Enter a valid URL.' }).max(2048),
    marketplace_node_id: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, { error: 'Enter a valid browse node id.' }),
    domain: z.string().trim().min(1).max(MAX_NAME),
    postcode: z.string().trim().min(1).max(MAX_POSTCODE),
    name: z.string().trim().min(1).max(MAX_NAME).optional(),
    filter_prime_ships_from_au: z.boolean().nullable().optional(),
    filter_delivery_day: z.enum(DELIVERY_DAY_FILTERS).nullable().optional(),
    price_min_cents: priceCentsSchema,
    price_max_cents: priceCentsSchema,
    notification_email: emailSchema.optional(),
    priority: z.enum(PRIORITIES).optional(),
  })
  .superRefine((v, ctx) => {
    const known = findDomainByName(v.domain);
    if (known && !postcodeMatchesDomain(known.postcode_regex, v.postcode)) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: INVALID_POSTCODE });
    }
    if (v.domain !== AU_DOMAIN) {
      if (v.filter_prime_ships_from_au === true) {
        ctx.addIssue({ code: 'custom', path: ['filter_prime_ships_from_au'], message: AU_ONLY_FILTER_MESSAGE });
      }
      if (v.filter_delivery_day != null) {
        ctx.addIssue({ code: 'custom', path: ['filter_delivery_day'], message: AU_ONLY_FILTER_MESSAGE });
      }
    }
    if (v.price_min_cents != null && v.price_max_cents != null && v.price_min_cents > v.price_max_cents) {
      ctx.addIssue({ code: 'custom', path: ['price_max_cents'], message: 'Ensure this value is not below price_min_cents.' });
    }
  });
/** A category scrape request. */
export type CategoryScrapeInput = z.input<typeof categoryScrapeInputSchema>;

/** Category scrape endpoints (interface 4.4). */
export const categoryScrapeEndpoints = {
  /** Queues a scrape of a category page as its own collection. */
  add: endpoint({
    path: `${CATEGORY_PREFIX}add_schedule/`,
    input: categoryScrapeInputSchema,
    output: z.object({ id: identity(z.int()), runner_id: identity(z.int()) }),
  }),
  /** Reads the scrape's result (an array with one runner record). */
  result: endpoint({
    path: `${CATEGORY_PREFIX}result/`,
    input: z.object({ collection_id: idSchema }),
    output: z.array(categoryScrapeResultSchema),
    retry: 'read',
  }),
  /** Cancels a queued or running scrape; `revoked` false when it had already finished. */
  cancel: endpoint({
    path: `${CATEGORY_PREFIX}cancel/`,
    input: z.object({ collection_id: idSchema }),
    output: z.object({ id: identity(z.int()), revoked: computed(z.boolean()) }),
  }),
};

/**
 * The browse node id of a category URL: the `node=` (or `rh=n:`) query parameter, else the id after `/b/`,
 * else a trailing numeric path segment; null when none is found.
 */
export function nodeIdFromCategoryUrl(url: string): string | null {
  const text = url.trim();
  const node = /[?&]node=(\d+)/.exec(text);
  if (node?.[1]) return node[1];
  const rh = /[?&]rh=n(?::|%3A)(\d+)/i.exec(text);
  if (rh?.[1]) return rh[1];
  const path = text.replace(/[?#].*$/, '');
  const b = /\/b\/(\d+)(?:\/|$)/.exec(path);
  if (b?.[1]) return b[1];
  const trailing = /\/(\d+)\/?$/.exec(path);
  return trailing?.[1] ?? null;
}
