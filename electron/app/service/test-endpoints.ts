import { z } from 'zod';
import { endpoint } from '../../../shared/api/endpoint.ts';

// Stand-ins for contract entries, so the client is tested without waiting for the full contract.
const zipcode = z.object({ id: z.number().int(), zipcode: z.string(), status: z.string() });

/** A read (retried): list zipcodes. */
export const listZipcodes = endpoint({
  path: 'zipcodes/get-zipcodes/',
  input: z.object({ status: z.string().optional(), domain: z.number().int().optional() }),
  output: z.array(zipcode),
  retry: 'read',
});

/** A create (never retried). */
export const createZipcode = endpoint({
  path: 'zipcodes/create-zipcode/',
  input: z.object({ domain: z.number().int(), zipcode: z.string().min(1) }),
  output: zipcode,
});

/** A public read. */
export const listDomains = endpoint({
  path: 'settings/domains/',
  input: z.object({}),
  output: z.array(z.object({ id: z.number().int(), domain: z.string() })),
  auth: 'public',
  retry: 'read',
});

/** A bulk multipart upload. */
export const bulkAsins = endpoint({
  path: 'schedules/marketplace/asin/create/bulk/',
  input: z.object({ collection_id: z.number().int() }),
  output: z.object({ success_count: z.number().int(), error_rows: z.array(z.object({ asin: z.string(), error: z.string() })) }),
  body: 'multipart',
});

/** The playground, whose credit failure hides in `data.output.error`. */
export const playgroundPost = endpoint({
  path: 'playground/post/',
  input: z.object({ request_type: z.string(), domain: z.string(), customer_postcode: z.string(), asin: z.string() }),
  output: z.object({ type: z.string(), output: z.record(z.string(), z.unknown()) }),
});
