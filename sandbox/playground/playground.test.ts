import { afterEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const PATH = 'playground/post/';
const marketplace = { request_type: 'marketplace', domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B000TEST01' };

async function remaining(s: TestSandbox): Promise<number> {
  return ((await s.call('users/credits/', {})).data as { remaining_credits: number }).remaining_credits;
}

describe('playground/post/', () => {
  it('scrapes one marketplace ASIN and costs one credit', async () => {
    sb = await startTestSandbox({ credits: 5 });
    const res = await sb.call(PATH, marketplace);
    expect(res).toMatchObject({ code: 200, status: 1, data: { type: 'marketplace', output: { asin: 'B000TEST01' } } });
    const output = (res.data as { output: Record<string, unknown> }).output;
    expect(typeof output.title).toBe('string');
    expect(output.price).toMatch(/^\$/);
    expect(output.image).toBe(`${sb.baseUrl}/sandbox-assets/marketplace/B000TEST01.svg`);
    expect(await remaining(sb)).toBe(4);
  });

  it('scrapes partsstore and officestore codes by domain name and postcode value', async () => {
    sb = await startTestSandbox();
    const parts = await sb.call(PATH, { request_type: 'partsstore', domain: 'partsstore.com.au', customer_postcode: '3000', sku: 'RYCO-Z9' });
    expect(parts.data).toMatchObject({ type: 'partsstore', output: { sku: 'RYCO-Z9', postcode: '3000' } });
    const office = await sb.call(PATH, {
      request_type: 'officestore',
      domain: 'officestore.com.au',
      customer_postcode: '2000',
      sku: '12345678',
      store_id: 'W411',
    });
    expect(office.data).toMatchObject({ type: 'officestore', output: { sku: '12345678' } });
  });

  it('answers status 1, code 200 and output.error "Insufficient Credits" when no credit is left', async () => {
    sb = await startTestSandbox({ credits: 1 });
    expect((await sb.call(PATH, marketplace)).status).toBe(1);
    expect(await sb.call(PATH, marketplace)).toEqual({
      code: 200,
      status: 1,
      data: { type: 'marketplace', output: { error: 'Insufficient Credits' } },
    });
    expect(await remaining(sb)).toBe(0);
  });

  it('refuses a postcode outside the domain format and an unknown domain with 400, charging nothing', async () => {
    sb = await startTestSandbox({ credits: 5 });
    expect(await sb.call(PATH, { ...marketplace, customer_postcode: '20000' })).toEqual({
      code: 400,
      status: 0,
      data: 'Invalid postcode format.',
    });
    expect(await sb.call(PATH, { ...marketplace, domain: 'nowhere.example' })).toEqual({
      code: 400,
      status: 0,
      data: 'domain: "nowhere.example" is not a valid choice.',
    });
    expect(await sb.call(PATH, { ...marketplace, domain: 'partsstore.com.au' })).toMatchObject({ code: 400 });
    expect(await remaining(sb)).toBe(5);
  });

  it('requires the asin for marketplace and the sku otherwise', async () => {
    sb = await startTestSandbox();
    expect(await sb.call(PATH, { ...marketplace, asin: undefined })).toEqual({
      code: 400,
      status: 0,
      data: 'asin: This field is required.',
    });
  });
});
