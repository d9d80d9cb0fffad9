import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity, shownText } from './lenient.ts';
import { idSchema, MAX_NAME, messageOutputSchema, postcodeValueSchema } from './common.ts';

/** Zipcode states (interface 3.1). */
export const ZIPCODE_STATUSES = ['active', 'pending', 'in-progress', 'inactive', 'failed'] as const;
/** One zipcode state. */
export type ZipcodeStatus = (typeof ZIPCODE_STATUSES)[number];

/**
 * The domain object inside a Zipcode: `{id, domain}` always; create adds `supplier_type`,
 * list adds `country_code` and `status`.
 */
export const zipcodeDomainSchema = z.object({
  id: identity(z.int()),
  domain: identity(z.string()),
  supplier_type: shownText('supplier_type').optional(),
  country_code: shownText('country_code').optional(),
  status: shownText('status').optional(),
});
/** The domain object of a Zipcode. */
export type ZipcodeDomain = z.infer<typeof zipcodeDomainSchema>;

/** A postcode record as create and list return it (interface 2.2); its status decides where it may be used. */
export const zipcodeSchema = z.object({
  id: identity(z.int()),
  zipcode: identity(z.string()),
  domain: zipcodeDomainSchema,
  status: computed(z.enum(ZIPCODE_STATUSES)),
  created_at: shownText('created_at'),
  updated_at: shownText('updated_at'),
});
/** A postcode record. */
export type Zipcode = z.infer<typeof zipcodeSchema>;

/** The reduced Zipcode of update and search (update omits `created_at`). */
export const zipcodeSubsetSchema = zipcodeSchema.partial({ status: true, created_at: true, updated_at: true });
/** A Zipcode as update and search may return it. */
export type ZipcodeSubset = z.infer<typeof zipcodeSubsetSchema>;

/** Postcode endpoints (interface 4.1). */
export const zipcodesEndpoints = {
  /** Registers a postcode for a domain; scraping domains start cookie generation. */
  create: endpoint({
    path: 'zipcodes/create-zipcode/',
    input: z.object({ domain: idSchema, zipcode: postcodeValueSchema }),
    output: zipcodeSchema,
  }),
  /** Lists the user's postcodes, optionally by status and domain. */
  list: endpoint({
    path: 'zipcodes/get-zipcodes/',
    input: z.object({ status: z.enum(ZIPCODE_STATUSES).optional(), domain: idSchema.optional() }),
    output: z.array(zipcodeSchema),
    retry: 'read',
  }),
  /** Changes a postcode's value or domain (re-triggers cookies on scraping domains). */
  update: endpoint({
    path: 'zipcodes/update-zipcode/',
    input: z.object({ zipcode_id: idSchema, domain: idSchema.optional(), zipcode: postcodeValueSchema.optional() }),
    output: zipcodeSubsetSchema,
  }),
  /** Deletes a postcode (items referring to it are not blocked). */
  delete: endpoint({
    path: 'zipcodes/delete-zipcode/',
    input: z.object({ zipcode_id: idSchema }),
    output: messageOutputSchema,
  }),
  /** Searches postcodes by part of the value or domain name; empty returns all. */
  search: endpoint({
    path: 'zipcodes/search-zipcodes/',
    input: z.object({ search: z.string().max(MAX_NAME).optional() }),
    output: z.array(zipcodeSubsetSchema),
    retry: 'read',
  }),
};
