import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { startTestSandbox, waitFor, type TestSandbox } from '../testing/test-sandbox.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

type Zip = { id: number; zipcode: string; status: string; domain: Record<string, unknown>; created_at?: string; updated_at?: string };
const AU = 1;
const US = 2;
const UK = 3;
const WHOLESALE = 7;

const create = async (s: TestSandbox, domain: number, zipcode: string, apiKey?: string) =>
  s.call('zipcodes/create-zipcode/', { domain, zipcode }, apiKey ? { apiKey } : undefined);
const created = async (s: TestSandbox, domain: number, zipcode: string, apiKey?: string): Promise<Zip> =>
  (await create(s, domain, zipcode, apiKey)).data as Zip;
const list = async (s: TestSandbox, body: object = {}, apiKey?: string): Promise<Zip[]> =>
  (await s.call('zipcodes/get-zipcodes/', body, apiKey ? { apiKey } : undefined)).data as Zip[];
const statusOf = async (s: TestSandbox, id: number, apiKey?: string): Promise<string | undefined> =>
  (await list(s, {}, apiKey)).find((z) => z.id === id)?.status;
const untilActive = (s: TestSandbox, id: number, apiKey?: string) =>
  waitFor(async () => ((await statusOf(s, id, apiKey)) === 'active' ? true : undefined), 5000);

describe('zipcodes/create-zipcode/', () => {
  it('answers the create shape with supplier_type and starts cookie generation (in-progress → active)', async () => {
    sb = await startTestSandbox({ cookieDelayMs: 50 });
    const res = await create(sb, AU, '2000');
    expect(res).toMatchObject({
      code: 200,
      status: 1,
      data: { zipcode: '2000', status: 'in-progress', domain: { id: AU, domain: 'marketplace.com.au', supplier_type: 'scraping' } },
    });
    const zip = res.data as Zip;
    expect(Object.keys(zip).sort()).toEqual(['created_at', 'domain', 'id', 'status', 'updated_at', 'zipcode']);
    expect(zip.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    await untilActive(sb, zip.id);
  });

  it('makes a postcode of a non-scraping domain active at once', async () => {
    sb = await startTestSandbox({ cookieDelayMs: 60_000 });
    expect((await created(sb, WHOLESALE, '2000')).status).toBe('active');
  });

  it("reuses another user's active cookie: the same zipcode and domain is active at once", async () => {
    sb = await startTestSandbox({ users: 2, cookieDelayMs: 50 });
    const first = await created(sb, AU, '3000');
    await untilActive(sb, first.id);
    const second = await created(sb, AU, '3000', sb.sandbox.users[1]!.apiKey);
    expect(second.status).toBe('active');
  });

  it('does not reuse a cookie that is still being generated', async () => {
    sb = await startTestSandbox({ users: 2, cookieDelayMs: 60_000 });
    await created(sb, AU, '3000');
    expect((await created(sb, AU, '3000', sb.sandbox.users[1]!.apiKey)).status).toBe('in-progress');
  });

  it('rejects a postcode that does not match the domain format with 400 "Invalid postcode format."', async () => {
    sb = await startTestSandbox();
    const invalid = { code: 400, status: 0, data: MESSAGES.invalidPostcode };
    expect(await create(sb, AU, '20000')).toEqual(invalid);
    expect(await create(sb, US, '2000')).toEqual(invalid);
    expect((await create(sb, US, '90210-1234')).status).toBe(1);
    expect((await create(sb, UK, 'SW1A 1AA')).status).toBe(1);
  });

  it('rejects a duplicate zipcode for the same user and domain with 409', async () => {
    sb = await startTestSandbox({ users: 2 });
    await create(sb, AU, '2000');
    expect(await create(sb, AU, '2000')).toEqual({ code: 409, status: 0, data: 'Zipcode already exists for this domain.' });
    expect((await create(sb, US, '20000')).status).toBe(1);
    expect((await create(sb, AU, '2000', sb.sandbox.users[1]!.apiKey)).status).toBe(1);
  });

  it('rejects an unknown domain id and a missing zipcode with 400', async () => {
    sb = await startTestSandbox();
    expect(await create(sb, 99, '2000')).toEqual({ code: 400, status: 0, data: 'domain: "99" is not a valid choice.' });
    expect(await sb.call('zipcodes/create-zipcode/', { domain: AU })).toEqual({
      code: 400,
      status: 0,
      data: 'zipcode: This field is required.',
    });
  });
});

describe('zipcodes/get-zipcodes/', () => {
  it('lists with the domain object carrying country_code and status', async () => {
    sb = await startTestSandbox();
    await create(sb, US, '10001');
    const [zip] = await list(sb);
    expect(zip!.domain).toEqual({ id: US, domain: 'marketplace.com', country_code: 'US', status: 'active' });
    expect(zip).toHaveProperty('created_at');
  });

  it('filters by status and by domain', async () => {
    sb = await startTestSandbox({ cookieDelayMs: 60_000 });
    await create(sb, AU, '2000');
    await create(sb, WHOLESALE, '2000');
    await create(sb, US, '10001');
    expect((await list(sb, { status: 'active' })).map((z) => z.domain.id)).toEqual([WHOLESALE]);
    expect((await list(sb, { status: 'in-progress' })).length).toBe(2);
    expect((await list(sb, { domain: US })).map((z) => z.zipcode)).toEqual(['10001']);
    expect((await list(sb, { domain: US, status: 'active' })).length).toBe(0);
    expect((await list(sb)).length).toBe(3);
  });

  it("shows only the caller's zipcodes", async () => {
    sb = await startTestSandbox({ users: 2 });
    await create(sb, AU, '2000');
    expect(await list(sb, {}, sb.sandbox.users[1]!.apiKey)).toEqual([]);
  });
});

describe('zipcodes/update-zipcode/', () => {
  it('changing the zipcode on a scraping domain sets in-progress and regenerates cookies; no created_at', async () => {
    sb = await startTestSandbox({ cookieDelayMs: 50 });
    const zip = await created(sb, AU, '2000');
    await untilActive(sb, zip.id);
    const res = await sb.call('zipcodes/update-zipcode/', { zipcode_id: zip.id, zipcode: '2001' });
    expect(res.data).toMatchObject({ id: zip.id, zipcode: '2001', status: 'in-progress', domain: { id: AU } });
    expect(res.data).not.toHaveProperty('created_at');
    await untilActive(sb, zip.id);
  });

  it('changing the domain re-checks the format and moves to the new domain', async () => {
    sb = await startTestSandbox({ cookieDelayMs: 60_000 });
    const zip = await created(sb, AU, '2000');
    expect(await sb.call('zipcodes/update-zipcode/', { zipcode_id: zip.id, domain: US })).toEqual({
      code: 400,
      status: 0,
      data: MESSAGES.invalidPostcode,
    });
    const moved = await sb.call('zipcodes/update-zipcode/', { zipcode_id: zip.id, domain: WHOLESALE });
    expect(moved.data).toMatchObject({ domain: { id: WHOLESALE, domain: 'wholesale-feed.com.au' }, status: 'active' });
    const back = await sb.call('zipcodes/update-zipcode/', { zipcode_id: zip.id, domain: AU });
    expect(back.data).toMatchObject({ status: 'in-progress' });
  });

  it('needs only zipcode_id and leaves an unchanged record as it is', async () => {
    sb = await startTestSandbox({ cookieDelayMs: 50 });
    const zip = await created(sb, AU, '2000');
    await untilActive(sb, zip.id);
    expect((await sb.call('zipcodes/update-zipcode/', { zipcode_id: zip.id })).data).toMatchObject({ status: 'active' });
    expect((await sb.call('zipcodes/update-zipcode/', { zipcode_id: zip.id, zipcode: '2000' })).data).toMatchObject({
      status: 'active',
    });
  });

  it('rejects an update onto an existing zipcode of the same domain with 409', async () => {
    sb = await startTestSandbox();
    await create(sb, AU, '2000');
    const other = await created(sb, AU, '2001');
    expect(await sb.call('zipcodes/update-zipcode/', { zipcode_id: other.id, zipcode: '2000' })).toEqual({
      code: 409,
      status: 0,
      data: MESSAGES.zipcodeExists,
    });
  });

  it("answers another user's zipcode with 404", async () => {
    sb = await startTestSandbox({ users: 2 });
    const zip = await created(sb, AU, '2000');
    const other = { apiKey: sb.sandbox.users[1]!.apiKey };
    expect(await sb.call('zipcodes/update-zipcode/', { zipcode_id: zip.id, zipcode: '2001' }, other)).toEqual({
      code: 404,
      status: 0,
      data: 'Zipcode not found.',
    });
  });
});

describe('zipcodes/delete-zipcode/ and search-zipcodes/', () => {
  it('deletes a zipcode with a confirmation string; another user gets 404', async () => {
    sb = await startTestSandbox({ users: 2 });
    const zip = await created(sb, AU, '2000');
    const other = { apiKey: sb.sandbox.users[1]!.apiKey };
    expect(await sb.call('zipcodes/delete-zipcode/', { zipcode_id: zip.id }, other)).toMatchObject({ code: 404 });
    expect(await sb.call('zipcodes/delete-zipcode/', { zipcode_id: zip.id })).toEqual({
      code: 200,
      status: 1,
      data: 'Zipcode deleted successfully.',
    });
    expect(await list(sb)).toEqual([]);
    expect(await sb.call('zipcodes/delete-zipcode/', { zipcode_id: zip.id })).toMatchObject({ code: 404 });
  });

  it('matches part of the zipcode value or of the domain name; empty returns all', async () => {
    sb = await startTestSandbox({ users: 2 });
    await create(sb, AU, '2000');
    await create(sb, US, '10001');
    await create(sb, UK, 'EC1A 1BB');
    await create(sb, AU, '2999', sb.sandbox.users[1]!.apiKey);
    const search = async (text?: string) =>
      ((await sb!.call('zipcodes/search-zipcodes/', text === undefined ? {} : { search: text })).data as Zip[]).map((z) => z.zipcode).sort();
    expect(await search('20')).toEqual(['2000']);
    expect(await search('co.uk')).toEqual(['EC1A 1BB']);
    expect(await search('MARKETPLACE.COM')).toEqual(['10001', '2000']);
    expect(await search('marketplace')).toEqual(['10001', '2000', 'EC1A 1BB']);
    expect(await search('')).toEqual(['10001', '2000', 'EC1A 1BB']);
    expect(await search()).toEqual(['10001', '2000', 'EC1A 1BB']);
    expect(await search('%')).toEqual([]);
  });
});

describe('cookie generation across a restart', () => {
  it('resumes a pending cookie generation after a restart', async () => {
    sb = await startTestSandbox({ cookieDelayMs: 800 });
    const zip = await created(sb, AU, '2000');
    await sb.restart();
    expect(await statusOf(sb, zip.id)).toBe('in-progress');
    await untilActive(sb, zip.id);
  });

  it('activates at once a generation that became due while the sandbox was stopped', async () => {
    sb = await startTestSandbox({ cookieDelayMs: 600_000 });
    const zip = await created(sb, AU, '2000');
    await sb.sandbox.close();
    const db = new DatabaseSync(join(sb.sandbox.dataDir, 'sandbox.sqlite'));
    db.prepare('UPDATE zipcodes SET cookie_ready_at = ? WHERE id = ?').run(Date.now() - 1000, zip.id);
    db.close();
    await sb.restart();
    await untilActive(sb, zip.id);
  });
});
