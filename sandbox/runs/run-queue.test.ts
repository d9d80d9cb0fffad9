import { afterEach, describe, expect, it } from 'vitest';
import { startTestSandbox, waitFor, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, creditsOf, dataOf, marketplaceCollection, outbox, runnerOf, waitRunEnded } from './run-test-kit.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const run = async (s: TestSandbox, id: number): Promise<number> =>
  dataOf<{ runner_id: number }>(await s.call('schedules/run/result/', { collection_id: id })).runner_id;

describe('the run worker pool', () => {
  it('gives free slots to a Highest run submitted after a Lowest one', async () => {
    sb = await startTestSandbox({ jobDelayMs: 150 });
    await activePostcode(sb, 1, '2000');
    // Five rounds of 20 for the Lowest run: the Highest one arrives well before its last round.
    const lowest = await marketplaceCollection(sb, 100, { name: 'Low', priority: 'Lowest' });
    const highest = await marketplaceCollection(sb, 20, { name: 'High', priority: 'Highest', start: 100 });
    const lowRun = await run(sb, lowest);
    const highRun = await run(sb, highest);
    const low = await waitRunEnded(sb, lowest, lowRun);
    const high = await waitRunEnded(sb, highest, highRun);
    expect(Date.parse(high.finished_at ?? '')).toBeLessThan(Date.parse(low.finished_at ?? ''));
  });

  it('serves the older run first within one priority', async () => {
    sb = await startTestSandbox({ jobDelayMs: 150 });
    await activePostcode(sb, 1, '2000');
    const older = await marketplaceCollection(sb, 40, { name: 'Older' });
    const newer = await marketplaceCollection(sb, 20, { name: 'Newer', start: 100 });
    const olderRun = await run(sb, older);
    const newerRun = await run(sb, newer);
    const first = await waitRunEnded(sb, older, olderRun);
    const second = await waitRunEnded(sb, newer, newerRun);
    expect(Date.parse(first.finished_at ?? '')).toBeLessThan(Date.parse(second.finished_at ?? ''));
  });

  it('runs a 5000-item collection to the end with every credit settled', async () => {
    sb = await startTestSandbox({ jobDelayMs: 1 });
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 5000, { name: 'Big' });
    const runner = await waitRunEnded(sb, id, await run(sb, id), 60_000);
    expect(runner.processed_count + runner.failed_count).toBe(5000);
    expect(runner.download_links.pages).toHaveLength(Math.ceil(runner.processed_count / 100));
    expect(await creditsOf(sb)).toMatchObject({ used_credits: runner.processed_count, frozen_credits: 0 });
  }, 90_000);

  it('e-mails the notification address when a run finishes, unless notification e-mails are off', async () => {
    sb = await startTestSandbox();
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 3, { name: 'Mailed' });
    await waitRunEnded(sb, id, await run(sb, id));
    const mails = await waitFor(async () => {
      const items = (await outbox(sb!)).filter((m) => m.subject === 'Run finished: Mailed');
      return items.length > 0 ? items : undefined;
    });
    expect(mails).toEqual([expect.objectContaining({ to: 'runs@example.com' })]);
    const first = mails[0];
    if (!first) throw new Error('no mail');
    const text = dataOf<{ text: string }>(await sb.call('sandbox/outbox/get/', { id: first.id })).text;
    expect(text).toContain('_Results_All_Pages.zip');

    dataOf(await sb.call('users/profile/update', { notification_emails: false }));
    const quiet = await run(sb, id);
    await waitRunEnded(sb, id, quiet);
    expect((await outbox(sb)).filter((m) => m.subject === 'Run finished: Mailed')).toHaveLength(1);
  });

  it('resumes a run cut off by a restart: processed items stay processed, the rest are done after', async () => {
    // Slow enough that the restart cuts the run off partway, even on a busy machine.
    sb = await startTestSandbox({ jobDelayMs: 400 });
    await activePostcode(sb, 1, '2000');
    const id = await marketplaceCollection(sb, 100, { name: 'Restarted' });
    const runnerId = await run(sb, id);
    const before = await waitFor(async () => {
      const r = await runnerOf(sb!, id, runnerId);
      return r.processed_count + r.failed_count >= 20 ? r : undefined;
    });
    expect(before.stage).toBe('processing');
    await sb.restart();
    const after = await waitRunEnded(sb, id, runnerId);
    expect(after).toMatchObject({ stage: 'done', item_count: 100, is_download_generated: true });
    expect(after.processed_count + after.failed_count).toBe(100);
    expect(after.download_links.all_pages.startsWith(sb.baseUrl)).toBe(true);
    const outputs = dataOf<unknown[]>(await sb.call('schedules/marketplace/asin/output/list/', { collection_id: id }));
    expect(outputs).toHaveLength(after.processed_count);
    expect(await creditsOf(sb)).toMatchObject({ used_credits: after.processed_count, frozen_credits: 0 });
  });
});
