import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import { checkPlayground, domainsFor, EMPTY_PLAYGROUND_DRAFT, playgroundOutcome, toPlaygroundInput } from './playground-form.ts';

describe('domainsFor', () => {
  it('offers marketplace domains for ASINs and the store domain for SKUs, scraping only', () => {
    expect(domainsFor('marketplace', DOMAINS).map((d) => d.domain)).toEqual(['marketplace.com.au', 'marketplace.com', 'marketplace.co.uk', 'marketplace.de']);
    expect(domainsFor('partsstore', DOMAINS).map((d) => d.domain)).toEqual(['partsstore.com.au']);
    expect(domainsFor('officestore', DOMAINS).map((d) => d.domain)).toEqual(['officestore.com.au']);
  });
});

describe('checkPlayground', () => {
  it('asks for a domain, a postcode of its pattern and an ASIN of 10 characters', () => {
    expect(checkPlayground(EMPTY_PLAYGROUND_DRAFT, DOMAINS)).toEqual({ domain: 'Choose a domain.', postcode: 'Enter a postcode.', code: 'Enter the ASIN.' });
    const draft = { ...EMPTY_PLAYGROUND_DRAFT, domain: 'marketplace.com.au', postcode: '20000', code: 'B000' };
    const errors = checkPlayground(draft, DOMAINS);
    expect(errors.postcode).toMatch(/not a AU postcode/);
    expect(errors.code).toMatch(/10 letters/);
    expect(checkPlayground({ ...draft, postcode: '2000', code: 'B000TEST01' }, DOMAINS)).toEqual({ domain: null, postcode: null, code: null });
  });
  it('refuses a domain of another request type', () => {
    expect(checkPlayground({ ...EMPTY_PLAYGROUND_DRAFT, requestType: 'partsstore', domain: 'marketplace.com.au' }, DOMAINS).domain).toBe('Choose a domain.');
  });
});

describe('toPlaygroundInput', () => {
  it('sends asin or sku, and the store only for officestore', () => {
    expect(toPlaygroundInput({ requestType: 'marketplace', domain: 'marketplace.com', postcode: ' 10001 ', code: 'b000test01', storeId: 'W411' })).toEqual({
      request_type: 'marketplace',
      domain: 'marketplace.com',
      customer_postcode: '10001',
      asin: 'B000TEST01',
    });
    expect(toPlaygroundInput({ requestType: 'officestore', domain: 'officestore.com.au', postcode: '2000', code: '123', storeId: 'W411' })).toMatchObject({
      sku: '123',
      store_id: 'W411',
    });
  });
});

describe('playgroundOutcome', () => {
  it('tells Insufficient Credits from other errors and from a record', () => {
    expect(playgroundOutcome({ type: 'marketplace', output: { error: 'Insufficient Credits' } })).toEqual({ kind: 'insufficient-credits' });
    expect(playgroundOutcome({ type: 'marketplace', output: { error: 'Blocked' } })).toEqual({ kind: 'error', message: 'Blocked' });
    expect(playgroundOutcome({ type: 'marketplace', output: { asin: 'X' } })).toEqual({ kind: 'record', type: 'marketplace', record: { asin: 'X' } });
  });
});
