import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity } from './lenient.ts';
import { LIMITS } from './limits.ts';
import {
  codeListSchema,
  formIdSchema,
  idSchema,
  limitSchema,
  MAX_NAME,
  messageOutputSchema,
  pageSchema,
  postcodeOrIdSchema,
  postcodeValueSchema,
  skipSchema,
  skuSchema,
  timestampSchema,
} from './common.ts';
import { skuBatchResultSchema } from './item-batch.ts';

/** Path prefix of the officestore SKU endpoints. */
export const OFFICESTORE_PREFIX = 'schedules/officestore/sku/';

/** An officestore store id such as `W411`. */
export const storeIdSchema = z.string().trim().min(1).max(16);

/** An officestore SKU item (completions 7). */
export const officestoreItemSchema = z.object({
  id: identity(z.int()),
  sku: identity(z.string()),
  store_id: identity(z.string()),
  customer_postcode: identity(z.string()),
  collection: identity(z.int()),
  created_at: computed(timestampSchema),
});
/** An officestore SKU item record. */
export type OfficestoreItem = z.infer<typeof officestoreItemSchema>;

/** Officestore SKU endpoints (completions 7). */
export const officestoreItemsEndpoints = {
  /** Adds one SKU; `store_id` defaults to the nearest store to the postcode. */
  create: endpoint({
    path: `${OFFICESTORE_PREFIX}create/`,
    input: z.object({
      collection: idSchema,
      sku: skuSchema,
      customer_postcode: postcodeOrIdSchema,
      store_id: storeIdSchema.optional(),
    }),
    output: officestoreItemSchema,
  }),
  /** Adds comma-separated SKUs with one postcode (value). */
  createMultiple: endpoint({
    path: `${OFFICESTORE_PREFIX}create/multiple/`,
    input: z.object({
      collection: idSchema,
      skus: codeListSchema,
      customer_postcode: postcodeValueSchema,
      domain: z.string().trim().min(1).max(MAX_NAME).optional(),
      store_id: storeIdSchema.optional(),
    }),
    output: skuBatchResultSchema,
  }),
  /** Adds SKUs from a CSV (`sku, customer_postcode, store_id`). */
  createBulk: endpoint({
    path: `${OFFICESTORE_PREFIX}create/bulk/`,
    input: z.object({ collection_id: formIdSchema }),
    output: skuBatchResultSchema,
    body: 'multipart',
  }),
  /** Lists a collection's SKUs, newest first. */
  list: endpoint({
    path: `${OFFICESTORE_PREFIX}list/`,
    input: z.object({
      collection_id: idSchema,
      skip: skipSchema,
      limit: limitSchema(LIMITS.officestoreListLimit),
    }),
    output: pageSchema(officestoreItemSchema),
    retry: 'read',
  }),
  /** Reads one SKU item. */
  get: endpoint({
    path: `${OFFICESTORE_PREFIX}get/`,
    input: z.object({ sku_id: idSchema }),
    output: officestoreItemSchema,
    retry: 'read',
  }),
  /** Changes a SKU item's code, store or postcode. */
  update: endpoint({
    path: `${OFFICESTORE_PREFIX}update/`,
    input: z.object({
      sku_id: idSchema,
      sku: skuSchema.optional(),
      store_id: storeIdSchema.optional(),
      customer_postcode: postcodeOrIdSchema.optional(),
    }),
    output: officestoreItemSchema,
  }),
  /** Deletes a SKU item. */
  delete: endpoint({ path: `${OFFICESTORE_PREFIX}delete/`, input: z.object({ sku_id: idSchema }), output: messageOutputSchema }),
};
