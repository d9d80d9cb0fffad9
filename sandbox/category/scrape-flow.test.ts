import { afterEach, describe, expect, it } from 'vitest';
import { categoryAsins } from '../data/category-asins.ts';
import { categoryCsv } from '../data/result-files.ts';
import { startTestSandbox, waitFor, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, creditsOf, dataOf, fetchFile, outbox } from '../runs/run-test-kit.ts';
import { addScrape, nodeWithProducts, scrapeBody, scrapeResult, waitScrape, waitScrapeEnded } from './category-test-kit.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const AU = { domain: 'marketplace.com.au', postcode: '2000' };

describe('a category scrape', () => {
  it('grows asin_count page by page, then writes both files, charges per product and e-mails once', async () => {
    sb = await startTestSandbox({ jobDelayMs: 120, credits: 1000 });
    await activePostcode(sb, 1, '2000');
    const node = nodeWithProducts(73);
    const expected = categoryAsins({ nodeId: node, ...AU, filters: { prime: false, deliveryDay: null, priceMinCents: null, priceMaxCents: null } });
    const { id, runner_id } = await addScrape(sb, scrapeBody(node));
    const partway = await waitScrape(sb, id, (r) => r.stage === 'scraping' && r.asin_count > 0);
    expect(partway.asin_count).toBeLessThan(expected.length);
    expect(partway.asin_count % 24).toBe(0);
    expect(partway.is_download_generated).toBe(false);
    expect(partway.asins).toEqual(expected.slice(0, partway.asin_count).map(({ asin, title, price }) => ({ asin, title, price })));

    const done = await waitScrapeEnded(sb, id);
    const base = `${sb.baseUrl}/api/v1/results/${id}/${runner_id}`;
    expect(done).toEqual({
      id: runner_id,
      collection: id,
      is_download_generated: true,
      stage: 'done',
      asin_count: expected.length,
      asins: expected.map(({ asin, title, price }) => ({ asin, title, price })),
      download_links: { pages: [`${base}/category_asins.json`, `${base}/category_asins.csv`], all_pages: '' },
    });
    const json = await fetchFile(sb, `${base}/category_asins.json`);
    expect(json.headers.get('content-type')).toBe('application/octet-stream');
    expect(JSON.parse(await json.text())).toEqual(expected);
    const csv = await fetchFile(sb, `${base}/category_asins.csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toBe(categoryCsv(expected));

    expect(await creditsOf(sb)).toMatchObject({ used_credits: expected.length, frozen_credits: 0 });
    expect(dataOf(await sb.call('schedules/get_schedule/', { collection_id: id }))).toMatchObject({ schedule_status: 'Completed' });
    const mails = (await outbox(sb)).filter((m) => m.subject === `Category scrape finished: marketplace_category_${node}`);
    expect(mails).toEqual([expect.objectContaining({ to: sb.sandbox.users[0]?.email })]);
  });

  it('applies its filters and charges at most the remaining balance', async () => {
    sb = await startTestSandbox({ credits: 10 });
    await activePostcode(sb, 1, '2000');
    const node = nodeWithProducts(40);
    const filters = { prime: true, deliveryDay: 'tomorrow' as const, priceMinCents: null, priceMaxCents: null };
    const expected = categoryAsins({ nodeId: node, ...AU, filters });
    const { id } = await addScrape(sb, scrapeBody(node, { filter_prime_ships_from_au: true, filter_delivery_day: 'tomorrow' }));
    const done = await waitScrapeEnded(sb, id);
    expect(done.asins.map((a) => a.asin)).toEqual(expected.map((a) => a.asin));
    expect(await creditsOf(sb)).toEqual({
      available_credits: 10,
      used_credits: Math.min(10, expected.length),
      frozen_credits: 0,
      remaining_credits: 10 - Math.min(10, expected.length),
    });
  });

  it('cancels a running scrape (revoked, failed, Cancelled by user, not charged) and not a finished one', async () => {
    // Slow enough that the cancel lands while the scrape runs, even on a busy machine.
    sb = await startTestSandbox({ jobDelayMs: 500, credits: 1000 });
    await activePostcode(sb, 1, '2000');
    const node = nodeWithProducts(97);
    const { id } = await addScrape(sb, scrapeBody(node));
    await waitScrape(sb, id, (r) => r.stage === 'scraping' && r.asin_count > 0);
    expect(dataOf(await sb.call('schedules/marketplace/category/cancel/', { collection_id: id }))).toEqual({ id, revoked: true });
    const cancelled = await scrapeResult(sb, id);
    expect(cancelled).toMatchObject({ stage: 'failed', is_download_generated: false });
    expect(dataOf(await sb.call('schedules/get_schedule/', { collection_id: id }))).toMatchObject({
      schedule_status: 'Failed',
      schedule_message: 'Cancelled by user',
    });
    // A later, shorter scrape finishing proves the cancelled one's slot was freed and its job stopped.
    const small = nodeWithProducts(20, 24);
    const next = await addScrape(sb, scrapeBody(small));
    const nextDone = await waitScrapeEnded(sb, next.id);
    expect(nextDone.stage).toBe('done');
    await waitFor(async () => ((await creditsOf(sb!)).used_credits === nextDone.asin_count ? true : undefined));
    expect(await scrapeResult(sb, id)).toEqual(cancelled);
    expect(dataOf(await sb.call('schedules/marketplace/category/cancel/', { collection_id: next.id }))).toEqual({ id: next.id, revoked: false });
    expect(await scrapeResult(sb, next.id)).toEqual(nextDone);
    expect(dataOf(await sb.call('schedules/get_schedule/', { collection_id: next.id }))).toMatchObject({ schedule_status: 'Completed' });
    expect(dataOf(await sb.call('schedules/marketplace/category/cancel/', { collection_id: id }))).toEqual({ id, revoked: false });
  });

  it('cancels a queued scrape before it starts, while two others hold the queue', async () => {
    sb = await startTestSandbox({ jobDelayMs: 150 });
    await activePostcode(sb, 1, '2000');
    const node = nodeWithProducts(97);
    const first = await addScrape(sb, scrapeBody(node));
    const second = await addScrape(sb, scrapeBody(node));
    const third = await addScrape(sb, scrapeBody(node));
    expect((await scrapeResult(sb, third.id)).stage).toBe('queued');
    expect(dataOf(await sb.call('schedules/marketplace/category/cancel/', { collection_id: third.id }))).toEqual({ id: third.id, revoked: true });
    await waitScrapeEnded(sb, first.id);
    await waitScrapeEnded(sb, second.id);
    expect(await scrapeResult(sb, third.id)).toMatchObject({ stage: 'failed', asin_count: 0, asins: [] });
  });

  it('resumes a scrape cut off by a restart from the page it reached', async () => {
    sb = await startTestSandbox({ jobDelayMs: 120, credits: 1000 });
    await activePostcode(sb, 1, '2000');
    const node = nodeWithProducts(97);
    const expected = categoryAsins({ nodeId: node, ...AU });
    const { id, runner_id } = await addScrape(sb, scrapeBody(node));
    const before = await waitScrape(sb, id, (r) => r.stage === 'scraping' && r.asin_count >= 24);
    await sb.restart();
    expect((await scrapeResult(sb, id)).asin_count).toBeGreaterThanOrEqual(before.asin_count);
    const done = await waitScrapeEnded(sb, id);
    expect(done).toMatchObject({ id: runner_id, stage: 'done', asin_count: expected.length });
    expect(done.asins.map((a) => a.asin)).toEqual(expected.map((a) => a.asin));
    expect(done.download_links.pages[0]?.startsWith(sb.baseUrl)).toBe(true);
    expect(await creditsOf(sb)).toMatchObject({ used_credits: expected.length });
    expect((await outbox(sb)).filter((m) => m.subject.startsWith('Category scrape finished'))).toHaveLength(1);
  });
});
