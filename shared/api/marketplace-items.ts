import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity, shownNumber, shownText, shownTextOrNull } from './lenient.ts';
import { LIMITS } from './limits.ts';
import { codeListSchema, formIdSchema, idSchema, limitSchema, MAX_NAME, MAX_POSTCODE, messageOutputSchema, skipSchema, timestampSchema } from './common.ts';
import { asinBatchResultSchema } from './item-batch.ts';

/** A marketplace ASIN: 10 uppercase letters or digits. */
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;
/** Path prefix of the marketplace ASIN endpoints. */
export const MARKETPLACE_ASIN_PREFIX = 'schedules/marketplace/asin/';
/** Deprecated alias prefix of the same endpoints (interface 9.2). */
export const LEGACY_ASIN_PREFIX = 'schedules/asin/';

/** The legacy alias of a marketplace ASIN path, or null for other paths. */
export function legacyAsinPath(path: string): string | null {
  return path.startsWith(MARKETPLACE_ASIN_PREFIX) ? LEGACY_ASIN_PREFIX + path.slice(MARKETPLACE_ASIN_PREFIX.length) : null;
}

/** Output formats of a marketplace item. */
export const ITEM_OUTPUTS = ['JSON', 'HTML'] as const;
/** One output format. */
export type ItemOutput = (typeof ITEM_OUTPUTS)[number];

const asinSchemaField = z.string().regex(ASIN_PATTERN, { error: 'Enter a valid ASIN (10 uppercase letters or digits).' });

/**
 * A marketplace item as create returns it: `domain` and `customer_postcode` are ids. Its settings are sent back
 * by the edit form and its creation time is kept by the local copy; the customer's own reference is only shown.
 */
export const marketplaceItemCreatedSchema = z.object({
  id: identity(z.int()),
  asin: identity(z.string()),
  collection: identity(z.int()),
  domain: identity(z.int()),
  customer_postcode: identity(z.int()).nullable(),
  custom_id: shownTextOrNull('custom_id').optional(),
  include_raw_html: computed(z.boolean()),
  output: computed(z.enum(ITEM_OUTPUTS)),
  created_at: computed(timestampSchema),
  updated_at: shownText('updated_at'),
});
/** A created marketplace item. */
export type MarketplaceItemCreated = z.infer<typeof marketplaceItemCreatedSchema>;

/** A marketplace item as list and get return it, with joined domain and postcode objects. */
export const marketplaceItemSchema = marketplaceItemCreatedSchema.extend({
  domain: z.object({ id: identity(z.int()), domain: identity(z.string()) }),
  customer_postcode: z.object({ id: identity(z.int()), zipcode: identity(z.string()) }).nullable(),
});
/** A marketplace item (ASIN row). */
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/** The answer of update: the changed fields plus `id` and `updated_at`. */
export const marketplaceItemUpdatedSchema = z.object({
  id: identity(z.int()),
  updated_at: shownText('updated_at'),
  asin: identity(z.string()).optional(),
  include_raw_html: computed(z.boolean()).optional(),
  output: computed(z.enum(ITEM_OUTPUTS)).optional(),
  custom_id: shownTextOrNull('custom_id').optional(),
});
/** An updated marketplace item. */
export type MarketplaceItemUpdated = z.infer<typeof marketplaceItemUpdatedSchema>;

/**
 * The scraped payload of an output record; fields beyond these are kept. All four are only shown: null reads
 * as null (the table shows "—", the JSON view shows what was sent), absent stays absent.
 */
export const outputJsonSchema = z.looseObject({
  asin: shownTextOrNull('output_json.asin').optional(),
  title: shownTextOrNull('output_json.title').optional(),
  price: shownTextOrNull('output_json.price').optional(),
  availability: shownTextOrNull('output_json.availability').optional(),
});
/** A scraped marketplace payload. */
export type OutputJson = z.infer<typeof outputJsonSchema>;

/** A marketplace output record; `output_json` only in the single-record fetch. */
export const outputRecordSchema = z.object({
  id: identity(z.int()),
  user: identity(z.int()),
  collection: identity(z.int()),
  output_json: outputJsonSchema.optional(),
  output_json_count: shownNumber('output_json_count'),
  created_at: shownText('created_at'),
  updated_at: shownText('updated_at'),
});
/** A marketplace output record. */
export type OutputRecord = z.infer<typeof outputRecordSchema>;

/** The counted list answer (`with_count` truthy). */
export const countedAsinListSchema = z.object({ total_count: computed(z.int()), asin_list: z.array(marketplaceItemSchema) });

/** Marketplace ASIN endpoints (interface 4.2). */
export const marketplaceItemsEndpoints = {
  /** Adds one ASIN to a collection. */
  create: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}create/`,
    input: z.object({
      collection: idSchema,
      domain: idSchema,
      customer_postcode: idSchema,
      asin: asinSchemaField,
      custom_id: z.string().max(MAX_NAME).optional(),
      include_raw_html: z.boolean().optional(),
      output: z.enum(ITEM_OUTPUTS).optional(),
    }),
    output: marketplaceItemCreatedSchema,
  }),
  /** Adds comma-separated ASINs for one domain and postcode (by value). */
  createMultiple: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}create/multiple/`,
    input: z.object({
      collection: idSchema,
      domain: z.string().trim().min(1).max(MAX_NAME),
      customer_postcode: z.string().trim().min(1).max(MAX_POSTCODE),
      asins: codeListSchema,
      including_raw_html: z.boolean().optional(),
    }),
    output: asinBatchResultSchema,
  }),
  /** Adds ASINs from a CSV (`domain, customer_postcode, asin, include_raw_html`). */
  createBulk: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}create/bulk/`,
    input: z.object({ collection_id: formIdSchema }),
    output: asinBatchResultSchema,
    body: 'multipart',
  }),
  /** Lists a collection's ASINs; any truthy `with_count` wraps them with a total. */
  list: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}list/`,
    input: z.object({
      collection_id: idSchema,
      skip: skipSchema,
      limit: limitSchema(LIMITS.asinListLimit),
      with_count: z.unknown().optional(),
    }),
    output: z.union([z.array(marketplaceItemSchema), countedAsinListSchema]),
    retry: 'read',
  }),
  /**
   * Reads one ASIN row by `id` (`collection` is accepted, not used). `id` is optional in the schema only
   * because the service answers a body with `collection` alone with code 404, not 400 (interface 4.2 rule 5).
   */
  get: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}get/`,
    input: z.object({ id: idSchema.optional(), collection: idSchema.optional() }),
    output: marketplaceItemSchema,
    retry: 'read',
  }),
  /** Changes an ASIN row. */
  update: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}update/`,
    input: z.object({
      asin_id: idSchema,
      asin: asinSchemaField.optional(),
      include_raw_html: z.boolean().optional(),
      output: z.enum(ITEM_OUTPUTS).optional(),
      custom_id: z.string().max(MAX_NAME).optional(),
    }),
    output: marketplaceItemUpdatedSchema,
  }),
  /** Deletes an ASIN row (its outputs stay). */
  delete: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}delete/`,
    input: z.object({ asin_id: idSchema }),
    output: messageOutputSchema,
  }),
  /** Lists a collection's output records, without payloads. */
  outputList: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}output/list/`,
    input: z.object({ collection_id: idSchema, skip: skipSchema, limit: limitSchema(LIMITS.asinListLimit) }),
    output: z.array(outputRecordSchema),
    retry: 'read',
  }),
  /** Reads one output record with its payload; `asin_id` is the output record id. */
  output: endpoint({
    path: `${MARKETPLACE_ASIN_PREFIX}output/`,
    input: z.object({ asin_id: idSchema }),
    output: outputRecordSchema,
    retry: 'read',
  }),
};

/** Whether a `with_count` value asks for the counted answer (any truthy value). */
export function wantsCount(withCount: unknown): boolean {
  if (typeof withCount === 'string') return withCount !== '' && withCount !== '0' && withCount.toLowerCase() !== 'false';
  return Boolean(withCount);
}
