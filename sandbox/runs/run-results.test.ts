import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import type { Collection } from '../../shared/api/collections.ts';
import { itemFails } from '../data/marketplace-output.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { itemKey } from './run-items.ts';
import { EVERY_ITEM_FAILED_MESSAGE } from './finish-run.ts';
import {
  activePostcode,
  addAsins,
  asinAt,
  creditsOf,
  dataOf,
  fetchFile,
  marketplaceCollection,
  newCollection,
  secondUser,
  waitRunEnded,
} from './run-test-kit.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const fails = (asin: string, runnerId: number): boolean =>
  itemFails({
    key: itemKey({ type: 'marketplace', id: 0, asin, domain: 'marketplace.com.au', postcode: '2000', custom_id: null, fetch_mode: 'full' }),
    runSeed: `runner-${runnerId}`,
  });

/** ASINs that fail (or not) in the run with this runner id. */
function pickAsins(runnerId: number, failing: number, passing: number): { failing: string[]; passing: string[] } {
  const out = { failing: [] as string[], passing: [] as string[] };
  for (let i = 0; out.failing.length < failing || out.passing.length < passing; i++) {
    const asin = asinAt(i);
    const list = fails(asin, runnerId) ? out.failing : out.passing;
    if (list.length < (list === out.failing ? failing : passing)) list.push(asin);
  }
  return out;
}

describe('result files', () => {
  it('writes 100 records a page and a zip of every page, served only to the owner', async () => {
    sb = await startTestSandbox({ users: 2 });
    await activePostcode(sb, 1, '2000');
    // ASINs that all succeed in runner 1, so the pages split exactly.
    const id = await newCollection(sb, { name: 'Weekly Prices' });
    const asins = pickAsins(1, 0, 250).passing;
    await addAsins(sb, id, asins);
    const { runner_id } = dataOf<{ runner_id: number }>(await sb.call('schedules/run/result/', { collection_id: id }));
    const runner = await waitRunEnded(sb, id, runner_id);
    const base = `${sb.baseUrl}/api/v1/results/${id}/${runner_id}/Weekly_Prices_${runner_id}_Results`;
    expect(runner.download_links).toEqual({
      pages: [1, 2, 3].map((n) => `${base}_Page_${n}.json`),
      all_pages: `${base}_All_Pages.zip`,
    });
    const pages: Uint8Array[] = [];
    for (const url of runner.download_links.pages) {
      const response = await fetchFile(sb, url);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Weekly_Prices_/);
      pages.push(new Uint8Array(await response.arrayBuffer()));
    }
    const records = pages.map((bytes) => JSON.parse(new TextDecoder().decode(bytes)) as { asin: string }[]);
    expect(runner).toMatchObject({ processed_count: 250, failed_count: 0 });
    expect(records.map((r) => r.length)).toEqual([100, 100, 50]);
    expect(records.flat().map((r) => r.asin)).toEqual(asins);
    const zipResponse = await fetchFile(sb, runner.download_links.all_pages);
    expect(zipResponse.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zipResponse.arrayBuffer()));
    expect(Object.keys(entries)).toEqual([1, 2, 3].map((n) => `Weekly_Prices_${runner_id}_Results_Page_${n}.json`));
    expect(Object.values(entries)).toEqual(pages);

    // Another user's request, a missing file and a path outside the run all get the 404 envelope.
    for (const [url, auth] of [
      [runner.download_links.all_pages, secondUser(sb)],
      [`${base}_Page_9.json`, undefined],
      [`${sb.baseUrl}/api/v1/results/${id}/${runner_id}/..%2F..%2F..%2Fsandbox.sqlite`, undefined],
      [`${sb.baseUrl}/api/v1/results/${id}/${runner_id + 1}/x.json`, undefined],
    ] as const) {
      const response = await fetchFile(sb, url, auth);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: 404, status: 0, data: 'Not found.' });
    }
    const unauthenticated = await fetchFile(sb, runner.download_links.all_pages, null);
    expect(await unauthenticated.json()).toMatchObject({ code: 401, status: 0 });
    const viaPost = await fetch(runner.download_links.all_pages, { method: 'POST', headers: { 'x-api-key': sb.apiKey } });
    expect(new Uint8Array(await viaPost.arrayBuffer())).toEqual(new Uint8Array(await (await fetchFile(sb, runner.download_links.all_pages)).arrayBuffer()));
  });

  it('returns the credit of a failed item, and ends a run whose every item failed as failed', async () => {
    sb = await startTestSandbox({ credits: 50 });
    await activePostcode(sb, 1, '2000');
    const mixed = pickAsins(1, 2, 3);
    const id = await newCollection(sb);
    await addAsins(sb, id, [...mixed.failing, ...mixed.passing]);
    const run = dataOf<{ runner_id: number }>(await sb.call('schedules/run/result/', { collection_id: id }));
    expect(run.runner_id).toBe(1);
    const ended = await waitRunEnded(sb, id, run.runner_id);
    expect(ended).toMatchObject({ stage: 'done', item_count: 5, processed_count: 3, failed_count: 2 });
    expect(await creditsOf(sb)).toEqual({ available_credits: 50, used_credits: 3, frozen_credits: 0, remaining_credits: 47 });

    const allFail = pickAsins(2, 2, 0);
    const doomed = await newCollection(sb, { name: 'Doomed' });
    await addAsins(sb, doomed, allFail.failing);
    const second = dataOf<{ runner_id: number }>(await sb.call('schedules/run/result/', { collection_id: doomed }));
    expect(second.runner_id).toBe(2);
    const failed = await waitRunEnded(sb, doomed, second.runner_id);
    expect(failed).toMatchObject({ stage: 'failed', processed_count: 0, failed_count: 2, is_download_generated: false });
    expect(failed.download_links).toEqual({ pages: [], all_pages: '' });
    const collection = dataOf<Collection>(await sb.call('schedules/get_schedule/', { collection_id: doomed }));
    expect(collection).toMatchObject({ schedule_status: 'Failed', schedule_message: EVERY_ITEM_FAILED_MESSAGE });
    expect(await creditsOf(sb)).toMatchObject({ used_credits: 3, frozen_credits: 0, remaining_credits: 47 });
  });

  it('writes one output record per processed ASIN, readable through the marketplace output endpoints', async () => {
    sb = await startTestSandbox();
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 12);
    const { runner_id } = dataOf<{ runner_id: number }>(await sb.call('schedules/run/result/', { collection_id: id }));
    const runner = await waitRunEnded(sb, id, runner_id);
    const list = dataOf<{ id: number; collection: number; output_json_count: number; output_json?: unknown }[]>(
      await sb.call('schedules/marketplace/asin/output/list/', { collection_id: id }),
    );
    expect(list).toHaveLength(runner.processed_count);
    expect(list[0]).not.toHaveProperty('output_json');
    const first = list[0];
    if (!first) throw new Error('no output records');
    const record = dataOf<{ output_json: Record<string, unknown>; output_json_count: number }>(
      await sb.call('schedules/marketplace/asin/output/', { asin_id: first.id }),
    );
    expect(record.output_json).toMatchObject({
      asin: expect.stringMatching(/^B\d{9}$/),
      title: expect.any(String),
      price: expect.any(String),
      availability: expect.any(String),
      brand: expect.any(String),
    });
    expect(record.output_json_count).toBe(Object.keys(record.output_json).length);
  });
});
