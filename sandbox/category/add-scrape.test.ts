import { afterEach, describe, expect, it } from 'vitest';
import { AU_ONLY_FILTER_MESSAGE } from '../../shared/api/category-scrape.ts';
import { noCookieFileMessage, notEnoughCreditsMessage } from '../../shared/api/envelope.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, dataOf, newCollection, secondUser } from '../runs/run-test-kit.ts';
import { addScrape, scrapeBody, waitScrapeEnded } from './category-test-kit.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const add = (s: TestSandbox, body: Record<string, unknown>) => s.call('schedules/marketplace/category/add_schedule/', body);

describe('category add_schedule/', () => {
  it('checks the domain, the postcode format and the AU-only filters', async () => {
    sb = await startTestSandbox();
    await activePostcode(sb, 1, '2000');
    expect(await add(sb, scrapeBody('5', { domain: 'nowhere.example' }))).toEqual({
      code: 400,
      status: 0,
      data: 'domain: "nowhere.example" is not a valid choice.',
    });
    expect(await add(sb, scrapeBody('5', { postcode: '20000' }))).toMatchObject({
      code: 400,
      status: 0,
      data: expect.stringContaining('Invalid postcode format.'),
    });
    const us = { domain: 'marketplace.com', postcode: '10001' };
    expect(await add(sb, scrapeBody('5', { ...us, filter_delivery_day: 'tomorrow' }))).toMatchObject({
      code: 400,
      data: `filter_delivery_day: ${AU_ONLY_FILTER_MESSAGE}`,
    });
    expect(await add(sb, scrapeBody('5', { ...us, filter_prime_ships_from_au: true }))).toMatchObject({ code: 400 });
    expect(await add(sb, scrapeBody('5', { filter_delivery_day: 'next_week' }))).toEqual({
      code: 400,
      status: 0,
      data: 'filter_delivery_day: "next_week" is not a valid choice.',
    });
    expect(await add(sb, { domain: 'marketplace.com.au', postcode: '2000' })).toMatchObject({ code: 400, status: 0 });
    // Accepted with every filter on the AU domain, and with a null delivery day.
    await addScrape(sb, scrapeBody('5', { filter_delivery_day: 'within_2_days', filter_prime_ships_from_au: true, price_min_cents: 100 }));
    await addScrape(sb, scrapeBody('6', { filter_delivery_day: null }));
  });

  it('needs an active cookie file for the domain and postcode, of any user', async () => {
    sb = await startTestSandbox({ users: 2, cookieDelayMs: 60_000 });
    expect(await add(sb, scrapeBody('5'))).toEqual({ code: 400, status: 0, data: noCookieFileMessage('marketplace.com.au', '2000') });
    // A postcode still generating cookies is not enough.
    dataOf(await sb.call('zipcodes/create-zipcode/', { domain: 1, zipcode: '2000' }));
    expect(await add(sb, scrapeBody('5'))).toMatchObject({ code: 400, data: noCookieFileMessage('marketplace.com.au', '2000') });
  });

  it("accepts another user's active cookie file", async () => {
    sb = await startTestSandbox({ users: 2 });
    await activePostcode(sb, 1, '2000', secondUser(sb));
    const { id } = await addScrape(sb, scrapeBody('5'));
    expect((await waitScrapeEnded(sb, id)).stage).toBe('done');
  });

  it('needs at least one remaining credit (402)', async () => {
    sb = await startTestSandbox({ credits: 0 });
    await activePostcode(sb, 1, '2000');
    expect(await add(sb, scrapeBody('5'))).toEqual({ code: 402, status: 0, data: notEnoughCreditsMessage(1, 0) });
    const list = dataOf<{ total: number }>(await sb.call('schedules/get_schedules/', { request_type: 'marketplace_category_scrape' }));
    expect(list.total).toBe(0);
  });

  it('creates a category collection with the defaults, and keeps result/cancel to its owner', async () => {
    sb = await startTestSandbox({ users: 2 });
    await activePostcode(sb, 1, '2000');
    const { id, runner_id } = await addScrape(sb, scrapeBody('4242', { priority: 'High' }));
    const collection = dataOf<Record<string, unknown>>(await sb.call('schedules/get_schedule/', { collection_id: id }));
    expect(collection).toMatchObject({
      id,
      name: 'marketplace_category_4242',
      request_type: 'marketplace_category_scrape',
      priority: 'High',
      notification_email: sb.sandbox.users[0]?.email,
    });
    expect(['Queued', 'Processing', 'Completed']).toContain(collection.schedule_status);
    expect((await waitScrapeEnded(sb, id)).id).toBe(runner_id);
    const named = await addScrape(sb, scrapeBody('4243', { name: 'Kitchen', notification_email: 'kitchen@example.com' }));
    expect(dataOf(await sb.call('schedules/get_schedule/', { collection_id: named.id }))).toMatchObject({
      name: 'Kitchen',
      notification_email: 'kitchen@example.com',
    });
    const other = secondUser(sb);
    for (const path of ['result/', 'cancel/']) {
      expect(await sb.call(`schedules/marketplace/category/${path}`, { collection_id: id }, other)).toEqual({
        code: 404,
        status: 0,
        data: 'Collection not found.',
      });
    }
    const items = await newCollection(sb);
    expect(await sb.call('schedules/marketplace/category/result/', { collection_id: items })).toMatchObject({ code: 404 });
    // A category scrape is not an item collection to run.
    expect(await sb.call('schedules/run/result/', { collection_id: id })).toMatchObject({ code: 400, status: 0 });
  });
});
