import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { emptyInputSchema } from './common.ts';
import { computed, identity, shownNumber, shownText } from './lenient.ts';

/** How a domain's data arrives: scraped, REST API import, or CSV import (completions 3). */
export const SUPPLIER_TYPES = ['scraping', 'api', 'csv'] as const;
/** One of the supplier types. */
export type SupplierType = (typeof SUPPLIER_TYPES)[number];

/** A retail domain of `settings/domains/`: its name is sent by value, its type and pattern drive the forms. */
export const domainSchema = z.object({
  id: identity(z.int()),
  domain: identity(z.string()),
  country_code: shownText('country_code'),
  supplier_type: computed(z.enum(SUPPLIER_TYPES)),
  status: shownText('status'),
  postcode_regex: computed(z.string()),
});
/** A retail domain record. */
export type Domain = z.infer<typeof domainSchema>;

/** An officestore store of `settings/officestore/stores/`: keyed by its id, the rest only shown in pickers. */
export const officestoreStoreSchema = z.object({
  store_id: identity(z.string()),
  store_name: shownText('store_name'),
  address: shownText('address'),
  state: shownText('state'),
  postcode: shownText('postcode'),
  phone: shownText('phone'),
  lat: shownNumber('lat'),
  lon: shownNumber('lon'),
  status: shownText('status'),
});
/** An officestore store record. */
export type OfficestoreStore = z.infer<typeof officestoreStoreSchema>;

/** The "Australian domain" of the interface (AU-only category filters). */
export const AU_DOMAIN = 'marketplace.com.au';
/** The partsstore domain name. */
export const PARTSSTORE_DOMAIN = 'partsstore.com.au';
/** The officestore domain name. */
export const OFFICESTORE_DOMAIN = 'officestore.com.au';

/** The domains the sandbox ships, in order (completions 3). */
export const DOMAINS: readonly Domain[] = [
  { id: 1, domain: 'marketplace.com.au', country_code: 'AU', supplier_type: 'scraping', status: 'active', postcode_regex: '^\\d{4}$' },
  { id: 2, domain: 'marketplace.com', country_code: 'US', supplier_type: 'scraping', status: 'active', postcode_regex: '^\\d{5}(-\\d{4})?$' },
  {
    id: 3,
    domain: 'marketplace.co.uk',
    country_code: 'GB',
    supplier_type: 'scraping',
    status: 'active',
    postcode_regex: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
  },
  { id: 4, domain: 'marketplace.de', country_code: 'DE', supplier_type: 'scraping', status: 'active', postcode_regex: '^\\d{5}$' },
  { id: 5, domain: 'partsstore.com.au', country_code: 'AU', supplier_type: 'scraping', status: 'active', postcode_regex: '^\\d{4}$' },
  { id: 6, domain: 'officestore.com.au', country_code: 'AU', supplier_type: 'scraping', status: 'active', postcode_regex: '^\\d{4}$' },
  { id: 7, domain: 'wholesale-feed.com.au', country_code: 'AU', supplier_type: 'api', status: 'active', postcode_regex: '^\\d{4}$' },
  { id: 8, domain: 'catalogue-import.com.au', country_code: 'AU', supplier_type: 'csv', status: 'active', postcode_regex: '^\\d{4}$' },
];

/** The seed domain with this name, if any. */
export function findDomainByName(name: string): Domain | undefined {
  return DOMAINS.find((d) => d.domain === name);
}

/** Whether a postcode matches a domain's `postcode_regex` (false for an unusable pattern). */
export function postcodeMatchesDomain(regex: string, postcode: string): boolean {
  try {
    return new RegExp(regex).test(postcode);
  } catch {
    return false;
  }
}

/** Public settings endpoints. */
export const settingsEndpoints = {
  /** Lists the retail domains with their ids and postcode patterns. */
  domains: endpoint({
    path: 'settings/domains/',
    input: emptyInputSchema,
    output: z.array(domainSchema),
    auth: 'public',
    retry: 'read',
  }),
  /** Lists the officestore stores. */
  officestoreStores: endpoint({
    path: 'settings/officestore/stores/',
    input: emptyInputSchema,
    output: z.array(officestoreStoreSchema),
    auth: 'public',
    retry: 'read',
  }),
};
