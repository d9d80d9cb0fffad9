import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import {
  contractErrors,
  defaultScrapeName,
  domainFromCategoryUrl,
  EMPTY_SCRAPE_DRAFT,
  marketplaceDomains,
  nodeIdNotice,
  scrapeFormErrors,
  scrapeInput,
  withCategoryUrl,
} from './scrape-form.ts';
import type { ScrapeDraft } from './scrape-form.ts';

const URL_AU = 'https://www.marketplace.com.au/b/?node=4851799051';
const ready: ScrapeDraft = { ...EMPTY_SCRAPE_DRAFT, categoryUrl: URL_AU, nodeId: '4851799051', domain: 'marketplace.com.au', postcode: '2000' };

describe('the category URL', () => {
  it('fills the node id and the domain from a pasted URL', () => {
    const next = withCategoryUrl(EMPTY_SCRAPE_DRAFT, URL_AU, DOMAINS);
    expect(next.nodeId).toBe('4851799051');
    expect(next.domain).toBe('marketplace.com.au');
    expect(domainFromCategoryUrl('https://marketplace.co.uk/b/123', DOMAINS)).toBe('marketplace.co.uk');
    expect(domainFromCategoryUrl('https://partsstore.com.au/x', DOMAINS)).toBeNull();
    expect(domainFromCategoryUrl('not a url', DOMAINS)).toBeNull();
  });

  it('keeps a typed node id and a picked domain', () => {
    const typed = { ...EMPTY_SCRAPE_DRAFT, nodeId: '42', nodeIdTyped: true, domain: 'marketplace.de', domainPicked: true };
    const next = withCategoryUrl(typed, URL_AU, DOMAINS);
    expect(next.nodeId).toBe('42');
    expect(next.domain).toBe('marketplace.de');
  });

  it('says so when no node id can be read', () => {
    const next = withCategoryUrl(EMPTY_SCRAPE_DRAFT, 'https://www.marketplace.com.au/gp/bestsellers', DOMAINS);
    expect(next.nodeId).toBe('');
    expect(nodeIdNotice(next)).toContain('No browse node ID could be read');
    expect(scrapeFormErrors(next, 'a@b.co').nodeId).toContain('No browse node ID could be read');
    expect(nodeIdNotice(EMPTY_SCRAPE_DRAFT)).toBeNull();
  });

  it('offers marketplace domains only', () => {
    expect(marketplaceDomains(DOMAINS).map((d) => d.domain)).toEqual(['marketplace.com.au', 'marketplace.com', 'marketplace.co.uk', 'marketplace.de']);
    expect(defaultScrapeName(' 77 ')).toBe('marketplace_category_77');
  });
});

describe('validation', () => {
  it('accepts a complete draft and asks for what is missing', () => {
    expect(scrapeFormErrors(ready, 'me@example.com')).toEqual({});
    const errors = scrapeFormErrors(EMPTY_SCRAPE_DRAFT, 'me@example.com');
    expect(Object.keys(errors).sort()).toEqual(['categoryUrl', 'domain', 'nodeId', 'postcode']);
  });

  it('checks prices are numbers and min ≤ max', () => {
    expect(scrapeFormErrors({ ...ready, priceMin: 'ten' }, null).priceMin).toContain('number');
    expect(scrapeFormErrors({ ...ready, priceMin: '20', priceMax: '12.50' }, null).priceMax).toContain('not be below');
    expect(scrapeFormErrors({ ...ready, priceMin: '12.50', priceMax: '12.50' }, null)).toEqual({});
  });

  it('checks the e-mail and the node id', () => {
    expect(scrapeFormErrors({ ...ready, notificationEmail: 'nope' }, null).notificationEmail).toBe('Enter a valid e-mail address.');
    expect(scrapeFormErrors({ ...ready, notificationEmail: '' }, 'me@example.com').notificationEmail).toContain('Enter an e-mail');
    expect(scrapeFormErrors({ ...ready, nodeId: '12a' }, null).nodeId).toContain('digits only');
  });
});

describe('the add_schedule body', () => {
  it('sends prices in cents, the account e-mail by default and no empty name', () => {
    const input = scrapeInput({ ...ready, priceMin: '12.50', priceMax: '99' }, 'me@example.com');
    expect(input).toEqual({
      category_url: URL_AU,
      marketplace_node_id: '4851799051',
      domain: 'marketplace.com.au',
      postcode: '2000',
      priority: 'Normal',
      price_min_cents: 1250,
      price_max_cents: 9900,
      notification_email: 'me@example.com',
    });
    expect(contractErrors(input)).toEqual({});
  });

  it('sends the AU filters for the AU domain only', () => {
    const au = scrapeInput({ ...ready, primeShipsFromAu: true, deliveryDay: 'tomorrow', name: ' mine ' }, null);
    expect(au).toMatchObject({ filter_prime_ships_from_au: true, filter_delivery_day: 'tomorrow', name: 'mine' });
    const uk = scrapeInput({ ...ready, domain: 'marketplace.co.uk', postcode: 'SW1A 1AA', primeShipsFromAu: true, deliveryDay: 'tomorrow' }, null);
    expect(uk.filter_prime_ships_from_au).toBeUndefined();
    expect(uk.filter_delivery_day).toBeUndefined();
  });

  it('reports the shared contract’s checks by field', () => {
    const input = scrapeInput({ ...ready, postcode: '20000' }, null);
    expect(contractErrors(input).postcode).toBe('Invalid postcode format.');
  });
});
