import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { serviceContract as c } from './contract.ts';
import { parseRequest, validationMessage } from './validation-message.ts';

/** The message a body gets from an input schema (null when it parses). */
function messageFor(schema: z.ZodType, body: unknown): string | null {
  const r = parseRequest(schema, body);
  return r.success ? null : r.message;
}

const collection = { name: 'C', request_type: 'marketplace', schedule: 'Manual', priority: 'Normal', notification_email: 'a@b.co' };

describe('validationMessage', () => {
  it('names a missing required field', () => {
    expect(messageFor(c.zipcodes.create.input, { domain: 1 })).toBe('zipcode: This field is required.');
    expect(messageFor(c.partsstoreItems.create.input, { collection: 1, sku: 'A' })).toBe('customer_postcode: This field is required.');
    expect(messageFor(c.accounts.login.input, {})).toBe('email: This field is required.');
  });

  it('quotes a value outside an enumeration', () => {
    expect(messageFor(c.collections.add.input, { ...collection, priority: 'Urgent' })).toBe('priority: "Urgent" is not a valid choice.');
    expect(messageFor(c.catalogue.products.input, { seo_path: 'p', sort: 'cheapest' })).toBe('sort: "cheapest" is not a valid choice.');
    expect(messageFor(c.zipcodes.list.input, { status: 'gone' })).toBe('status: "gone" is not a valid choice.');
  });

  it('names the expected type of a wrong one', () => {
    expect(messageFor(c.zipcodes.create.input, { domain: 'one', zipcode: '2000' })).toBe('domain: A valid integer is required.');
    expect(messageFor(c.zipcodes.create.input, { domain: 1.5, zipcode: '2000' })).toBe('domain: A valid integer is required.');
    expect(messageFor(c.zipcodes.create.input, { domain: 1, zipcode: 2000 })).toBe('zipcode: A valid string is required.');
    expect(messageFor(c.catalogue.categories.input, { flat: 'yes' })).toBe('flat: A valid boolean is required.');
    expect(messageFor(c.collections.get.input, { collection_id: null })).toBe('collection_id: This field may not be null.');
  });

  it('states a length cap', () => {
    expect(messageFor(c.collections.add.input, { ...collection, name: 'x'.repeat(256) })).toBe('name: Ensure this field has no more than 255 characters.');
    const email = `${'a'.repeat(250)}@b.co`;
    expect(messageFor(c.accounts.registerOtpSent.input, { email })).toBe('email: Ensure this field has no more than 254 characters.');
    expect(messageFor(c.collections.deleteMultiple.input, { schedule_ids: Array.from({ length: 51 }, (_, i) => i + 1) })).toBe(
      'schedule_ids: Ensure this field has no more than 50 elements.',
    );
    expect(messageFor(c.catalogue.products.input, { seo_path: 'p', page_size: 1001 })).toBe('page_size: Ensure this value is less than or equal to 1000.');
  });

  it('answers a postcode format issue without a field name', () => {
    expect(messageFor(c.zipcodes.create.input, { domain: 1, zipcode: '20$0' })).toBe('Invalid postcode format.');
  });

  it('joins nested paths with dots', () => {
    expect(messageFor(c.collections.add.input, { ...collection, schedule_time: { days_of_week: ['funday'] } })).toBe(
      'schedule_time.days_of_week.0: "funday" is not a valid choice.',
    );
  });

  it('rejects ids that are not positive', () => {
    expect(messageFor(c.collections.get.input, { collection_id: 0 })).toBe('collection_id: Ensure this value is greater than or equal to 1.');
  });

  it('words other issues in the service style', () => {
    expect(messageFor(c.accounts.register.input, { name: 'A', email: 'nope', password: 'longenough', otp: 1, country: 'AU' })).toBe(
      'email: Enter a valid email address.',
    );
    expect(messageFor(c.accounts.register.input, { name: 'A', email: 'a@b.co', password: 'short', otp: 1, country: 'AU' })).toBe(
      'password: Ensure this field has at least 8 characters.',
    );
    expect(messageFor(c.collections.add.input, { ...collection, name: '  ' })).toBe('name: This field may not be blank.');
    expect(messageFor(c.marketplaceItems.update.input, { asin_id: 1, asin: 'short' })).toBe('asin: Enter a valid ASIN (10 uppercase letters or digits).');
    expect(messageFor(c.collections.get.input, [1])).toBe('Malformed request body.');
  });

  it('still tells missing from wrong without the body', () => {
    const missing = c.zipcodes.create.input.safeParse({ domain: 1 });
    expect(missing.success).toBe(false);
    if (!missing.success) expect(validationMessage(missing.error)).toBe('zipcode: This field is required.');
    const union = c.partsstoreItems.create.input.safeParse({ collection: 1, sku: 'A' });
    if (!union.success) expect(validationMessage(union.error)).toBe('customer_postcode: This field is required.');
    const choice = c.collections.add.input.safeParse({ ...collection, priority: 'Urgent' });
    if (!choice.success) expect(validationMessage(choice.error)).toBe('priority: Select a valid choice.');
    const reported = c.collections.add.input.safeParse({ ...collection, priority: 'Urgent' }, { reportInput: true });
    if (!reported.success) expect(validationMessage(reported.error)).toBe('priority: "Urgent" is not a valid choice.');
  });
});
