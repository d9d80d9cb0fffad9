import type { PlaygroundInput, PlaygroundOutput } from '../../../../shared/api/playground.ts';
import type { Domain } from '../../../../shared/api/settings.ts';
import { OFFICESTORE_DOMAIN, PARTSSTORE_DOMAIN } from '../../../../shared/api/settings.ts';

/** The playground's request types. */
export type PlaygroundType = 'marketplace' | 'partsstore' | 'officestore';

/** The playground form as typed. */
export interface PlaygroundDraft {
  requestType: PlaygroundType;
  /** Domain name, '' until chosen. */
  domain: string;
  postcode: string;
  /** The ASIN (marketplace) or SKU (partsstore, officestore). */
  code: string;
  /** The officestore store, '' for the nearest one. */
  storeId: string;
}

/** The empty playground form. */
export const EMPTY_PLAYGROUND_DRAFT: PlaygroundDraft = { requestType: 'marketplace', domain: '', postcode: '', code: '', storeId: '' };

/** The scraping domains a request type can use: marketplace.* for marketplace, the one store domain otherwise. */
export function domainsFor(type: PlaygroundType, domains: readonly Domain[]): Domain[] {
  return domains.filter((d) => {
    if (d.supplier_type !== 'scraping') return false;
    if (type === 'marketplace') return d.domain.startsWith('marketplace.');
    return d.domain === (type === 'partsstore' ? PARTSSTORE_DOMAIN : OFFICESTORE_DOMAIN);
  });
}

/** What the code field is called for a request type. */
export function codeLabel(type: PlaygroundType): 'ASIN' | 'SKU' {
  return type === 'marketplace' ? 'ASIN' : 'SKU';
}

/** Messages of the playground form, null when fine. */
export interface PlaygroundErrors {
  domain: string | null;
  postcode: string | null;
  code: string | null;
}

/** Checks the form against the chosen domain's postcode pattern and the code's shape. */
export function checkPlayground(draft: PlaygroundDraft, domains: readonly Domain[]): PlaygroundErrors {
  const domain = domainsFor(draft.requestType, domains).find((d) => d.domain === draft.domain);
  const postcode = draft.postcode.trim();
  const code = draft.code.trim();
  let postcodeError: string | null = null;
  if (postcode === '') postcodeError = 'Enter a postcode.';
  else if (domain && !matches(domain.postcode_regex, postcode)) postcodeError = `This is not a ${domain.country_code} postcode for ${domain.domain}.`;
  let codeError: string | null = null;
  if (code === '') codeError = `Enter the ${codeLabel(draft.requestType)}.`;
  else if (draft.requestType === 'marketplace' && !/^[A-Z0-9]{10}$/i.test(code)) codeError = 'An ASIN is 10 letters and digits, e.g. B000TEST01.';
  else if (/\s/.test(code)) codeError = 'A code has no spaces.';
  return { domain: domain ? null : 'Choose a domain.', postcode: postcodeError, code: codeError };
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true; // a pattern this browser cannot read: leave the check to the service
  }
}

/** The playground request for a checked draft. */
export function toPlaygroundInput(draft: PlaygroundDraft): PlaygroundInput {
  const base = { request_type: draft.requestType, domain: draft.domain, customer_postcode: draft.postcode.trim() };
  const code = draft.code.trim();
  if (draft.requestType === 'marketplace') return { ...base, asin: code.toUpperCase() };
  if (draft.requestType === 'officestore' && draft.storeId !== '') return { ...base, sku: code, store_id: draft.storeId };
  return { ...base, sku: code };
}

/** The text the service puts in `output.error` when no credit is left (interface 7 rule 2). */
export const INSUFFICIENT_CREDITS = 'Insufficient Credits';

/** What a playground answer amounts to: the scraped record, no credits, or another failure inside a success. */
export type PlaygroundOutcome =
  { kind: 'record'; type: string; record: Record<string, unknown> } | { kind: 'insufficient-credits' } | { kind: 'error'; message: string };

/** Reads `output.error` first, as clients must: the service reports credit failures inside a success envelope. */
export function playgroundOutcome(answer: PlaygroundOutput): PlaygroundOutcome {
  const error = answer.output.error;
  if (typeof error === 'string' && error !== '') {
    return error.trim().toLowerCase() === INSUFFICIENT_CREDITS.toLowerCase() ? { kind: 'insufficient-credits' } : { kind: 'error', message: error };
  }
  return { kind: 'record', type: answer.type, record: answer.output };
}
