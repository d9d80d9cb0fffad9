import { describe, expect, it } from 'vitest';
import { noCookieFileMessage, notEnoughCreditsMessage } from '../../../../shared/api/envelope.ts';
import { cancelOutcome, describeScrapeError } from './scrape-errors.ts';

describe('scrape submission errors', () => {
  it('points the no-cookie-file 400 at the postcode and the Postcodes screen, keeping the service’s words', () => {
    const message = noCookieFileMessage('marketplace.com.au', '2913');
    const view = describeScrapeError({ kind: 'service', code: 400, message });
    expect(view.field).toBe('postcode');
    expect(view.message).toBe(message);
    expect(view.action).toBe('postcodes');
    expect(view.title).toBe('This postcode has no cookie file');
    expect(view.next).toContain('Add postcode 2913 for marketplace.com.au on the Postcodes screen');
  });

  it('sends a 402 to the credits', () => {
    const view = describeScrapeError({ kind: 'service', code: 402, message: notEnoughCreditsMessage(1, 0) });
    expect(view.title).toBe('Not enough credits');
    expect(view.action).toBe('account');
    expect(view.message).toContain('you need 1 but have 0 remaining');
  });

  it('maps field-named messages and the postcode format message to their fields', () => {
    expect(describeScrapeError({ kind: 'service', code: 400, message: 'Invalid postcode format.' }).field).toBe('postcode');
    expect(describeScrapeError({ kind: 'service', code: 400, message: 'priority: "Urgent" is not a valid choice.' }).field).toBeNull();
    expect(describeScrapeError({ kind: 'service', code: 400, message: 'domain: "x.com" is not a valid choice.' }).field).toBe('domain');
    expect(describeScrapeError({ kind: 'invalid-input', message: 'price_max_cents: Ensure this value is not below price_min_cents.' }).field).toBe('priceMax');
    expect(
      describeScrapeError({ kind: 'service', code: 400, message: 'filter_delivery_day: This filter is supported on marketplace.com.au only.' }).field,
    ).toBe('filters');
  });

  it('keeps the general advice for other failures', () => {
    const view = describeScrapeError({ kind: 'network', message: 'fetch failed' });
    expect(view.field).toBeNull();
    expect(view.action).toBeNull();
    expect(view.next).toContain('network');
    expect(describeScrapeError({ kind: 'service', code: 500, message: 'An unexpected error occurred.' }).next).toContain('Try again');
  });
});

describe('cancel outcome', () => {
  it('says "Already finished" when nothing was revoked', () => {
    expect(cancelOutcome(false, 'cat_1').title).toBe('Already finished');
    expect(cancelOutcome(true, 'cat_1')).toMatchObject({ tone: 'success', title: 'Cancelled cat_1' });
  });
});
