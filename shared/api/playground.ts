import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, shownText } from './lenient.ts';
import { MAX_NAME, postcodeValueSchema, skuSchema } from './common.ts';
import { ITEM_REQUEST_TYPES } from './collections.ts';
import { storeIdSchema } from './officestore-items.ts';

/** The `asin` field when `request_type` is marketplace, `sku` otherwise. */
const codeRequired = 'This field is required.';

/** The playground body: one live scrape of one item (completions 8). */
export const playgroundInputSchema = z
  .object({
    request_type: z.enum(ITEM_REQUEST_TYPES),
    domain: z.string().trim().min(1).max(MAX_NAME),
    customer_postcode: postcodeValueSchema,
    asin: z.string().trim().min(1).max(32).optional(),
    sku: skuSchema.optional(),
    store_id: storeIdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.request_type === 'marketplace' && v.asin === undefined) {
      ctx.addIssue({ code: 'custom', path: ['asin'], message: codeRequired });
    }
    if (v.request_type !== 'marketplace' && v.sku === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sku'], message: codeRequired });
    }
  });
/** A playground request. */
export type PlaygroundInput = z.input<typeof playgroundInputSchema>;

/** The playground answer; `output.error` is `Insufficient Credits` when no credit is left (the desk branches on it). */
export const playgroundOutputSchema = z.object({
  type: shownText('type'),
  output: z.looseObject({ error: computed(z.string()).optional() }),
});
/** A playground answer. */
export type PlaygroundOutput = z.infer<typeof playgroundOutputSchema>;

/** Playground endpoints. */
export const playgroundEndpoints = {
  /** Scrapes one item live; costs one credit. */
  post: endpoint({ path: 'playground/post/', input: playgroundInputSchema, output: playgroundOutputSchema }),
};
