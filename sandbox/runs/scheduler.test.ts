import { afterEach, describe, expect, it } from 'vitest';
import type { Collection } from '../../shared/api/collections.ts';
import { notEnoughCreditsMessage } from '../../shared/api/envelope.ts';
import { startTestSandbox, waitFor, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, addAsins, asinAt, dataOf, openSandboxDb, waitRunEnded } from './run-test-kit.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const PAST = '2020-01-01T00:00:00.000Z';

async function scheduled(s: TestSandbox, name: string, schedule = 'Every X Minutes', items = 3): Promise<number> {
  const body = {
    name,
    request_type: 'marketplace',
    schedule,
    schedule_time: { minutes_frequency: '5' },
    priority: 'Normal',
    notification_email: 'a@example.com',
  };
  const id = dataOf<Collection>(await s.call('schedules/add_schedule/', body)).id;
  await addAsins(
    s,
    id,
    Array.from({ length: items }, (_, i) => asinAt(i)),
  );
  return id;
}

const collectionOf = async (s: TestSandbox, id: number): Promise<Collection> =>
  dataOf<Collection>(await s.call('schedules/get_schedule/', { collection_id: id }));

const runsOf = async (s: TestSandbox, id: number): Promise<{ total: number; items: { id: number }[] }> =>
  dataOf(await s.call('schedules/collections/results/download/', { collection_id: id }));

/** Makes collections due now (no endpoint sets `next_run_at`). */
function makeDue(s: TestSandbox, ids: number[]): void {
  const db = openSandboxDb(s);
  try {
    for (const id of ids) db.prepare('UPDATE collections SET next_run_at = ? WHERE id = ?').run(PAST, id);
  } finally {
    db.close();
  }
}

describe('the scheduler', () => {
  it('runs a due collection through the run path and moves next_run_at on; Manual ones never run', async () => {
    sb = await startTestSandbox();
    await activePostcode(sb, 1, '2000');
    const due = await scheduled(sb, 'Every five minutes');
    const manual = await scheduled(sb, 'By hand', 'Manual');
    expect((await collectionOf(sb, due)).status).toBe('enable');
    makeDue(sb, [due, manual]);
    const started = Date.now();
    const runs = await waitFor(async () => {
      const page = await runsOf(sb!, due);
      return page.total > 0 ? page : undefined;
    });
    const runnerId = runs.items[0]?.id ?? 0;
    expect(await waitRunEnded(sb, due, runnerId)).toMatchObject({ stage: 'done', item_count: 3 });
    const after = await collectionOf(sb, due);
    expect(after.schedule_status).toBe('Completed');
    expect(after.last_run_at).not.toBeNull();
    expect(Date.parse(after.next_run_at ?? '')).toBeGreaterThan(started);
    expect((await runsOf(sb, manual)).total).toBe(0);
  });

  it('marks a due collection Failed with the credit message when credits fall short, and moves on', async () => {
    sb = await startTestSandbox({ credits: 2 });
    await activePostcode(sb, 1, '2000');
    const id = await scheduled(sb, 'Too big');
    makeDue(sb, [id]);
    const failed = await waitFor(async () => {
      const c = await collectionOf(sb!, id);
      return c.schedule_status === 'Failed' ? c : undefined;
    });
    expect(failed.schedule_message).toBe(notEnoughCreditsMessage(3, 2));
    expect(Date.parse(failed.next_run_at ?? '')).toBeGreaterThan(Date.now());
    expect((await runsOf(sb, id)).total).toBe(0);
  });
});
