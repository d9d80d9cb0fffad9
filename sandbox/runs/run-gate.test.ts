import { afterEach, describe, expect, it } from 'vitest';
import { notEnoughCreditsMessage } from '../../shared/api/envelope.ts';
import type { Collection } from '../../shared/api/collections.ts';
import { startTestSandbox, waitFor, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, creditsOf, dataOf, marketplaceCollection, newCollection, secondUser, waitRunEnded } from './run-test-kit.ts';
import { EMPTY_COLLECTION_MESSAGE } from './start-run.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const collectionOf = async (s: TestSandbox, id: number): Promise<Collection> =>
  dataOf<Collection>(await s.call('schedules/get_schedule/', { collection_id: id }));

describe('schedules/run/result/', () => {
  it('refuses a run the credits do not cover with 402, freezing and queueing nothing', async () => {
    sb = await startTestSandbox({ credits: 5 });
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 6);
    expect(await sb.call('schedules/run/result/', { collection_id: id })).toEqual({
      code: 402,
      status: 0,
      data: notEnoughCreditsMessage(6, 5),
    });
    expect(await creditsOf(sb)).toEqual({ available_credits: 5, used_credits: 0, frozen_credits: 0, remaining_credits: 5 });
    const runs = dataOf<{ total: number }>(await sb.call('schedules/collections/results/download/', { collection_id: id }));
    expect(runs.total).toBe(0);
    expect((await collectionOf(sb, id)).schedule_status).toBe('Pending');
  });

  it('answers 404 for a missing or foreign collection and 400 for an empty one', async () => {
    sb = await startTestSandbox({ users: 2 });
    const mine = await newCollection(sb);
    const theirs = await newCollection(sb, { auth: secondUser(sb) });
    expect(await sb.call('schedules/run/result/', { collection_id: theirs })).toEqual({ code: 404, status: 0, data: 'Collection not found.' });
    expect(await sb.call('schedules/run/result/', { collection_id: 999 })).toMatchObject({ code: 404, status: 0 });
    expect(await sb.call('schedules/run/result/', { collection_id: mine })).toEqual({ code: 400, status: 0, data: EMPTY_COLLECTION_MESSAGE });
    expect(await sb.call('schedules/run/result/', {})).toMatchObject({ code: 400, status: 0 });
    expect((await creditsOf(sb)).frozen_credits).toBe(0);
  });

  it('freezes one credit per item, moves each to used as it is processed, and ends with nothing frozen', async () => {
    // An item a second: the credits are read before the first 20 end, and partway through, even on a busy machine.
    sb = await startTestSandbox({ credits: 100, jobDelayMs: 1000 });
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 60);
    const run = dataOf<{ collection_id: number; runner_id: number; item_count: number }>(await sb.call('schedules/run/result/', { collection_id: id }));
    expect(run).toMatchObject({ collection_id: id, item_count: 60 });
    expect(await creditsOf(sb)).toEqual({ available_credits: 100, used_credits: 0, frozen_credits: 60, remaining_credits: 40 });
    const collection = await collectionOf(sb, id);
    expect(['Queued', 'Processing']).toContain(collection.schedule_status);
    expect(collection.last_run_at).not.toBeNull();
    // Partway: some credits already used, the rest still frozen, the sum unchanged.
    const partway = await waitFor(async () => {
      const c = await creditsOf(sb!);
      return c.used_credits > 0 && c.frozen_credits > 0 ? c : undefined;
    });
    expect(partway.used_credits + partway.frozen_credits).toBeLessThanOrEqual(60);
    expect(partway.remaining_credits).toBe(100 - partway.used_credits - partway.frozen_credits);
    const ended = await waitRunEnded(sb, id, run.runner_id);
    expect(ended).toMatchObject({ stage: 'done', item_count: 60, is_download_generated: true });
    expect(ended.processed_count + ended.failed_count).toBe(60);
    expect(await creditsOf(sb)).toEqual({
      available_credits: 100,
      used_credits: ended.processed_count,
      frozen_credits: 0,
      remaining_credits: 100 - ended.processed_count,
    });
    expect((await collectionOf(sb, id)).schedule_status).toBe('Completed');
  });

  it('lists runs newest first, five to a page by default', async () => {
    sb = await startTestSandbox();
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 2);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(dataOf<{ runner_id: number }>(await sb.call('schedules/run/result/', { collection_id: id })).runner_id);
    const page = dataOf<{ total: number; skip: number; limit: number; items: { id: number }[] }>(
      await sb.call('schedules/collections/results/download/', { collection_id: id }),
    );
    expect(page).toMatchObject({ total: 6, skip: 0, limit: 5 });
    expect(page.items.map((r) => r.id)).toEqual(ids.slice(1).reverse());
    const rest = dataOf<{ items: { id: number }[] }>(await sb.call('schedules/collections/results/download/', { collection_id: id, skip: 5 }));
    expect(rest.items.map((r) => r.id)).toEqual([ids[0]]);
    for (const runnerId of ids) await waitRunEnded(sb, id, runnerId);
    expect((await creditsOf(sb)).frozen_credits).toBe(0);
  });
});
