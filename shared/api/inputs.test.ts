import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { serviceContract as c } from './contract.ts';
import { parseRequest } from './validation-message.ts';

/** The message a body gets from an input schema (null when it parses). */
function messageFor(schema: z.ZodType, body: unknown): string | null {
  const r = parseRequest(schema, body);
  return r.success ? null : r.message;
}

describe('input schemas', () => {
  it('fill the list defaults of interface 8', () => {
    expect(c.marketplaceItems.list.input.parse({ collection_id: 1 })).toMatchObject({ skip: 0, limit: 100 });
    expect(c.marketplaceItems.outputList.input.parse({ collection_id: 1 })).toMatchObject({ skip: 0, limit: 100 });
    expect(c.officestoreItems.list.input.parse({ collection_id: 1 })).toMatchObject({ skip: 0, limit: 20 });
    expect(c.partsstoreItems.list.input.parse({})).toMatchObject({ skip: 0, limit: 20 });
    expect(c.collections.list.input.parse({})).toMatchObject({ skip: 0, limit: 20 });
    expect(c.runs.results.input.parse({ collection_id: 1 })).toMatchObject({ skip: 0, limit: 5 });
    expect(
      c.collections.add.input.parse({ name: 'C', request_type: 'officestore', schedule: 'Daily', priority: 'Low', notification_email: 'a@b.co' }).fetch_mode,
    ).toBe('full');
  });

  it('accept a postcode as value or Zipcode id where the interface does', () => {
    expect(messageFor(c.partsstoreItems.create.input, { collection: 1, sku: 'A', customer_postcode: 7 })).toBeNull();
    expect(messageFor(c.partsstoreItems.create.input, { collection: 1, sku: 'A', customer_postcode: '2000' })).toBeNull();
    expect(messageFor(c.officestoreItems.update.input, { sku_id: 1, customer_postcode: 7 })).toBeNull();
    expect(messageFor(c.partsstoreItems.update.input, { sku_id: 1, customer_postcode: '20 00!' })).toBe('Invalid postcode format.');
  });

  it('read multipart ids from form text', () => {
    expect(c.marketplaceItems.createBulk.input.parse({ collection_id: '12' })).toEqual({ collection_id: 12 });
    expect(messageFor(c.partsstoreItems.createBulk.input, { collection_id: 'x' })).toBe('collection_id: A valid integer is required.');
    expect(messageFor(c.officestoreItems.createBulk.input, {})).toBe('collection_id: This field is required.');
  });

  it('cap code lists at 1 MiB', () => {
    const asins = 'B000000001,'.repeat(100_000);
    expect(asins.length).toBeGreaterThan(1024 * 1024);
    expect(messageFor(c.marketplaceItems.createMultiple.input, { collection: 1, domain: 'marketplace.com.au', customer_postcode: '2000', asins })).toBe(
      'asins: Ensure this field has no more than 1048576 characters.',
    );
  });

  it('check ASINs on create', () => {
    const body = { collection: 1, domain: 1, customer_postcode: 7 };
    expect(messageFor(c.marketplaceItems.create.input, { ...body, asin: 'B000000001' })).toBeNull();
    expect(messageFor(c.marketplaceItems.create.input, { ...body, asin: 'b000000001' })).toMatch(/^asin: /);
    expect(messageFor(c.marketplaceItems.create.input, { ...body, asin: 'B000000001', output: 'XML' })).toBe('output: "XML" is not a valid choice.');
  });

  it('check schedule_time parts', () => {
    const base = { name: 'C', request_type: 'marketplace', schedule: 'Every X Minutes', priority: 'Normal', notification_email: 'a@b.co' };
    expect(messageFor(c.collections.add.input, { ...base, schedule_time: { minutes_frequency: '15', hours: [] } })).toBeNull();
    expect(messageFor(c.collections.add.input, { ...base, schedule_time: { minutes_frequency: '61' } })).toMatch(/^schedule_time.minutes_frequency: /);
    expect(messageFor(c.collections.add.input, { ...base, schedule_time: { hours: ['24.00'] } })).toMatch(/^schedule_time.hours.0: /);
    expect(messageFor(c.collections.add.input, { ...base, request_type: 'marketplace_category_scrape' })).toBe(
      'request_type: "marketplace_category_scrape" is not a valid choice.',
    );
    expect(messageFor(c.collections.update.input, { collection_id: 1, status: 'draft' })).toBe('status: "draft" is not a valid choice.');
  });

  it('need at least one id to mass-delete', () => {
    expect(messageFor(c.collections.deleteMultiple.input, { schedule_ids: [] })).toBe('schedule_ids: Ensure this field has at least 1 elements.');
    expect(messageFor(c.collections.deleteMultiple.input, { schedule_ids: '1,2' })).toBe('schedule_ids: Expected a list of items.');
  });

  it('need the code of the playground request type', () => {
    const base = { domain: 'partsstore.com.au', customer_postcode: '2000' };
    expect(messageFor(c.playground.post.input, { ...base, request_type: 'partsstore' })).toBe('sku: This field is required.');
    expect(messageFor(c.playground.post.input, { ...base, request_type: 'marketplace' })).toBe('asin: This field is required.');
    expect(messageFor(c.playground.post.input, { ...base, request_type: 'partsstore', sku: 'A1' })).toBeNull();
  });

  it('keep file names to one path segment', () => {
    expect(messageFor(c.runs.resultFile.input, { collectionId: 1, runnerId: 2, fileName: '../x' })).toMatch(/^fileName: /);
    expect(messageFor(c.runs.resultFile.input, { collectionId: 1, runnerId: 2, fileName: '..' })).toMatch(/^fileName: /);
    expect(messageFor(c.accounts.invoice.input, { id: 3 })).toBeNull();
  });

  it('take OTPs as integers', () => {
    const body = { email: 'a@b.co', password: 'longenough' };
    expect(messageFor(c.accounts.passwordReset.input, { ...body, otp: 123456 })).toBeNull();
    expect(messageFor(c.accounts.passwordReset.input, { ...body, otp: '123456' })).toBe('otp: A valid integer is required.');
    expect(messageFor(c.accounts.passwordReset.input, { ...body, otp: 1_000_000 })).toBe('otp: Ensure this value is less than or equal to 999999.');
  });
});
