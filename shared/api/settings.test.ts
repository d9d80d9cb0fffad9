import { describe, expect, it } from 'vitest';
import { AU_DOMAIN, DOMAINS, domainSchema, findDomainByName, postcodeMatchesDomain } from './settings.ts';

describe('DOMAINS', () => {
  it('ships the eight seed domains in order', () => {
    expect(DOMAINS.map((d) => [d.id, d.domain, d.supplier_type])).toEqual([
      [1, 'marketplace.com.au', 'scraping'],
      [2, 'marketplace.com', 'scraping'],
      [3, 'marketplace.co.uk', 'scraping'],
      [4, 'marketplace.de', 'scraping'],
      [5, 'partsstore.com.au', 'scraping'],
      [6, 'officestore.com.au', 'scraping'],
      [7, 'wholesale-feed.com.au', 'api'],
      [8, 'catalogue-import.com.au', 'csv'],
    ]);
    for (const d of DOMAINS) expect(domainSchema.parse(d)).toEqual(d);
    expect(findDomainByName(AU_DOMAIN)?.id).toBe(1);
  });

  it('matches postcodes against each pattern', () => {
    const regex = (name: string): string => findDomainByName(name)?.postcode_regex ?? '';
    expect(postcodeMatchesDomain(regex('marketplace.com.au'), '2000')).toBe(true);
    expect(postcodeMatchesDomain(regex('marketplace.com.au'), '200')).toBe(false);
    expect(postcodeMatchesDomain(regex('marketplace.com'), '10001')).toBe(true);
    expect(postcodeMatchesDomain(regex('marketplace.com'), '10001-1234')).toBe(true);
    expect(postcodeMatchesDomain(regex('marketplace.co.uk'), 'SW1A 1AA')).toBe(true);
    expect(postcodeMatchesDomain(regex('marketplace.co.uk'), 'M1 1AE')).toBe(true);
    expect(postcodeMatchesDomain(regex('marketplace.co.uk'), '12345')).toBe(false);
    expect(postcodeMatchesDomain(regex('marketplace.de'), '10115')).toBe(true);
    expect(postcodeMatchesDomain('(', '1')).toBe(false);
  });
});
