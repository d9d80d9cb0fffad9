import type { Domain } from '../../../../shared/api/settings.ts';
import { postcodeMatchesDomain } from '../../../../shared/api/settings.ts';

/** Examples of the postcode patterns the service ships (completions 3), keyed by `postcode_regex`. */
const KNOWN_EXAMPLES: Readonly<Record<string, string>> = {
  '^\\d{4}$': '2000',
  '^\\d{5}(-\\d{4})?$': '90210 or 90210-1234',
  '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$': 'SW1A 1AA',
  '^\\d{5}$': '10115',
};

const DIGITS_ONLY = /^\^\\d\{(\d{1,2})\}\$$/;

/** A readable example of a postcode pattern ("SW1A 1AA"); null when the pattern is not one we can describe. */
export function postcodeExample(regex: string): string | null {
  const known = KNOWN_EXAMPLES[regex];
  if (known) return known;
  const digits = DIGITS_ONLY.exec(regex);
  if (digits?.[1]) return '1234567890'.repeat(3).slice(0, Number(digits[1]));
  return null;
}

/** "A" or "An" before a word, by its first letter (the domains' names are read as written: "an officestore…"). */
export function indefiniteArticle(word: string): 'A' | 'An' {
  return /^[aeiou]/i.test(word) ? 'An' : 'A';
}

/** The "what it should look like" line of a domain, e.g. "A marketplace.co.uk postcode looks like SW1A 1AA". */
export function postcodeShapeMessage(domain: Pick<Domain, 'domain' | 'postcode_regex'>): string {
  const example = postcodeExample(domain.postcode_regex);
  const subject = `${indefiniteArticle(domain.domain)} ${domain.domain} postcode`;
  return example ? `${subject} looks like ${example}` : `${subject} must match the pattern ${domain.postcode_regex}`;
}

/**
 * Checks a postcode against its domain before it is sent: a message for the field, or null when it
 * may go. The service checks again; this only saves a round trip and says what the shape is.
 */
export function checkPostcode(domain: Pick<Domain, 'domain' | 'postcode_regex'> | undefined, zipcode: string): string | null {
  const value = zipcode.trim();
  if (value === '') return 'Enter a postcode.';
  if (!domain) return null;
  return postcodeMatchesDomain(domain.postcode_regex, value) ? null : `${postcodeShapeMessage(domain)}.`;
}

/** The domain choice's label: name and country, e.g. "marketplace.co.uk · GB". */
export function domainLabel(domain: Pick<Domain, 'domain' | 'country_code'>): string {
  return `${domain.domain} · ${domain.country_code}`;
}

/** The hint under the domain choice: country, postcode shape and whether cookies are generated. */
export function domainHint(domain: Domain): string {
  const example = postcodeExample(domain.postcode_regex);
  const shape = example ? `postcodes look like ${example}` : `postcodes match ${domain.postcode_regex}`;
  const cookies =
    domain.supplier_type === 'scraping'
      ? 'Cookies are generated in the background; the postcode is usable once Active.'
      : 'Not a scraping domain: the postcode is active at once.';
  return `${domain.country_code} · ${shape}. ${cookies}`;
}
