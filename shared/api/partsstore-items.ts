import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity } from './lenient.ts';
import { LIMITS } from './limits.ts';
import {
  codeListSchema,
  formIdSchema,
  idSchema,
  limitSchema,
  messageOutputSchema,
  pageSchema,
  postcodeOrIdSchema,
  postcodeValueSchema,
  skipSchema,
  skuSchema,
  timestampSchema,
} from './common.ts';
import { skuBatchResultSchema } from './item-batch.ts';

/** Path prefix of the partsstore endpoints. */
export const PARTSSTORE_PREFIX = 'schedules/partsstore/sku/';

/** A partsstore item (interface 2.5); `created_at` is `YYYY-MM-DD HH:MM:SS`, kept by the local copy. */
export const partSchema = z.object({
  id: identity(z.int()),
  sku: identity(z.string()),
  customer_postcode: identity(z.string()),
  collection: identity(z.int()),
  created_at: computed(timestampSchema),
});
/** A partsstore item record. */
export type Part = z.infer<typeof partSchema>;

/** Partsstore item endpoints (interface 4.3). */
export const partsstoreItemsEndpoints = {
  /** Adds one product code with a postcode (value or Zipcode id). */
  create: endpoint({
    path: `${PARTSSTORE_PREFIX}create/`,
    input: z.object({ collection: idSchema, sku: skuSchema, customer_postcode: postcodeOrIdSchema }),
    output: partSchema,
  }),
  /** Adds comma-separated codes with one postcode. */
  createMultiple: endpoint({
    path: `${PARTSSTORE_PREFIX}create/multiple/`,
    input: z.object({ collection: idSchema, skus: codeListSchema, customer_postcode: postcodeValueSchema }),
    output: skuBatchResultSchema,
  }),
  /** Adds codes from a CSV (`sku, customer_postcode`). */
  createBulk: endpoint({
    path: `${PARTSSTORE_PREFIX}create/bulk/`,
    input: z.object({ collection_id: formIdSchema }),
    output: skuBatchResultSchema,
    body: 'multipart',
  }),
  /** Lists parts, newest first, optionally of one collection. */
  list: endpoint({
    path: `${PARTSSTORE_PREFIX}list/`,
    input: z.object({
      collection_id: idSchema.optional(),
      skip: skipSchema,
      limit: limitSchema(LIMITS.partsstoreListLimit),
    }),
    output: pageSchema(partSchema),
    retry: 'read',
  }),
  /** Reads one part by its record id. */
  get: endpoint({ path: `${PARTSSTORE_PREFIX}get/`, input: z.object({ sku_id: idSchema }), output: partSchema, retry: 'read' }),
  /** Changes a part's code or postcode. */
  update: endpoint({
    path: `${PARTSSTORE_PREFIX}update/`,
    input: z.object({ sku_id: idSchema, sku: skuSchema.optional(), customer_postcode: postcodeOrIdSchema.optional() }),
    output: partSchema,
  }),
  /** Deletes a part. */
  delete: endpoint({ path: `${PARTSSTORE_PREFIX}delete/`, input: z.object({ sku_id: idSchema }), output: messageOutputSchema }),
};
