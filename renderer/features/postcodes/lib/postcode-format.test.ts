import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import { checkPostcode, domainHint, domainLabel, postcodeExample, postcodeShapeMessage } from './postcode-format.ts';

const byName = (name: string) => {
  const domain = DOMAINS.find((d) => d.domain === name);
  if (!domain) throw new Error(name);
  return domain;
};

describe('postcode format', () => {
  it('has an example for every shipped pattern, and each example passes its own pattern', () => {
    for (const domain of DOMAINS) {
      const example = postcodeExample(domain.postcode_regex);
      expect(example, domain.domain).not.toBeNull();
      const first = (example ?? '').split(' or ')[0] ?? '';
      expect(checkPostcode(domain, first), domain.domain).toBeNull();
    }
  });

  it('describes unknown digit patterns and falls back to the pattern itself', () => {
    expect(postcodeExample('^\\d{6}$')).toBe('123456');
    expect(postcodeExample('^[A-Z]+$')).toBeNull();
    expect(postcodeShapeMessage({ domain: 'x.example', postcode_regex: '^[A-Z]+$' })).toBe('A x.example postcode must match the pattern ^[A-Z]+$');
  });

  it('says what a UK postcode looks like when the value does not fit', () => {
    expect(checkPostcode(byName('marketplace.co.uk'), '12345')).toBe('A marketplace.co.uk postcode looks like SW1A 1AA.');
    expect(checkPostcode(byName('marketplace.co.uk'), ' EC1A 1BB ')).toBeNull();
    expect(checkPostcode(byName('marketplace.com'), '90210-1234')).toBeNull();
    expect(checkPostcode(byName('marketplace.com.au'), '200')).toBe('A marketplace.com.au postcode looks like 2000.');
  });

  it('says "An" before a domain that starts with a vowel', () => {
    expect(checkPostcode(byName('officestore.com.au'), '200')).toBe('An officestore.com.au postcode looks like 2000.');
    expect(postcodeShapeMessage({ domain: 'example.com', postcode_regex: '^[A-Z]+$' })).toBe('An example.com postcode must match the pattern ^[A-Z]+$');
  });

  it('asks for a value first and lets the service judge when the domain is unknown', () => {
    expect(checkPostcode(byName('marketplace.de'), '  ')).toBe('Enter a postcode.');
    expect(checkPostcode(undefined, 'anything')).toBeNull();
  });

  it('labels domains with their country and cookie behaviour', () => {
    expect(domainLabel(byName('marketplace.de'))).toBe('marketplace.de · DE');
    expect(domainHint(byName('marketplace.co.uk'))).toContain('GB · postcodes look like SW1A 1AA.');
    expect(domainHint(byName('wholesale-feed.com.au'))).toContain('active at once');
  });
});
