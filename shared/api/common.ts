import { z } from 'zod';
import { computed } from './lenient.ts';
import { LIMITS } from './limits.ts';

/** The `Invalid postcode format.` message attached to postcode format checks. */
export const INVALID_POSTCODE = 'Invalid postcode format.';

/** Longest name, custom id, search string and similar free-text fields. */
export const MAX_NAME = 255;
/** Longest e-mail address (RFC 5321 path limit). */
export const MAX_EMAIL = 254;
/** Longest comma-separated ASIN or SKU list of a multiple-create call (1 MiB). */
export const MAX_CODE_LIST = 1024 * 1024;
/** Longest postcode value. */
export const MAX_POSTCODE = 16;
/** Longest product code (partsstore code, officestore SKU). */
export const MAX_SKU = 64;

/** A positive integer record id in a JSON body. */
export const idSchema = z.int().min(1);

/**
 * A positive integer id in a multipart form field, which arrives as text; JSON callers may
 * still pass a number.
 */
export const formIdSchema = z.union([idSchema, z.string().regex(/^[1-9]\d{0,15}$/, { error: 'A valid integer is required.' })]).transform((v) => Number(v));

/** A bounded free-text name (1..255 characters). */
export const nameSchema = z.string().trim().min(1).max(MAX_NAME);

/** An e-mail address as the service validates it. */
export const emailSchema = z.email({ error: 'Enter a valid email address.' }).max(MAX_EMAIL);

/** A postcode value (format depends on the domain; the shape check here is only the coarse one). */
export const postcodeValueSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_POSTCODE)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: INVALID_POSTCODE });

/** A postcode given as its value or as a Zipcode row id (string or integer). */
export const postcodeOrIdSchema = z.union([idSchema, postcodeValueSchema]);

/** A product code (partsstore code or officestore SKU). */
export const skuSchema = z.string().trim().min(1).max(MAX_SKU);

/** A comma-separated code list of a multiple-create call (at most 1 MiB). */
export const codeListSchema = z.string().min(1).max(MAX_CODE_LIST);

/** The zero-indexed `skip` of every list (default 0). */
export const skipSchema = z.int().min(0).default(LIMITS.listSkip);

/** A list `limit` with the endpoint's default. */
export function limitSchema(defaultLimit: number): z.ZodDefault<z.ZodInt> {
  return z.int().min(1).default(defaultLimit);
}

/** An ISO 8601 (or service-formatted) timestamp string. */
export const timestampSchema = z.string();

/** The empty request body of parameterless endpoints (unknown fields are ignored). */
export const emptyInputSchema = z.object({});

/** A plain confirmation string in `data` (deletions, logout, rotation). */
export const messageOutputSchema = z.string();

/** A `{total, skip, limit, items}` page of records (the counts drive paging). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    total: computed(z.int()),
    skip: computed(z.int()),
    limit: computed(z.int()),
    items: z.array(item),
  });
}

/** Raw bytes streamed back by file endpoints (no envelope). */
export const fileBytesSchema = z.instanceof(Uint8Array);
