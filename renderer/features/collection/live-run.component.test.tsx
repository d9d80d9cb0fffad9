import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { LocalRun } from '../../../shared/bridge/methods/local-copy.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const at = '2026-11-28T05:00:00.000Z';

/** A run of collection 7 as the local copy lists it. */
function localRun(runId: number, stage: LocalRun['stage'], processedCount = 0, failedCount = 0, itemCount = 10): LocalRun {
  const ended = stage === 'done' || stage === 'failed';
  return {
    runId,
    kind: 'items',
    stage,
    createdAt: at,
    finishedAt: ended ? at : null,
    itemCount,
    processedCount,
    failedCount,
    archive: ended ? 'archived' : 'pending',
    reason: null,
    outputCount: ended ? processedCount : 0,
    files: { pages: [], allPages: '' },
  };
}

test("the run banner follows the collection's latest run, whoever started it, moved by main's events alone", async () => {
  // The copy as main's sync engine keeps it: run #3 under way (started at this desk or elsewhere).
  let runs = [localRun(3, 'processing', 2), localRun(2, 'done', 10)];
  const record = collectionRecord(7, 'Pantry shelf', { item_count: 10, status: 'enable', last_run_at: at });
  await renderDesk('#/collections/7?tab=results', {
    'localCopy.collection': { collectionId: 7, collection: record, notFound: false },
    'localCopy.runs': () => ({ collectionId: 7, runs, unreadable: 0 }),
    'localCopy.items': { collectionId: 7, items: [], synced: true, unreadable: 0 },
    'localCopy.syncStatus': { profileId: 'sandbox', state: 'up-to-date', lastSyncAt: at },
  });
  const results = page.getByRole('tab', { name: /Results/ });
  await expect.poll(() => textOf(results)).toMatch(/2/);

  const third = page.getByRole('region', { name: 'Run #3' });
  await expect.element(third).toBeVisible();
  await expect.element(third.getByText('Processing')).toBeVisible();
  fakeDesk.emit('run.progress', { collectionId: 7, runnerId: 3, processed: 6, failed: 1, itemCount: 10 });
  await expect.poll(() => textOf(third)).toMatch(/6 processed · 1 failed · of 10 items/);
  fakeDesk.emit('run.finished', { collectionId: 7, runnerId: 3, stage: 'done', processed: 9, failed: 1 });
  await expect.element(third.getByText('Done · 10% of items failed')).toBeVisible();

  // The schedule starts run #4: the sync engine lists it into the copy, and the banner moves to it.
  runs = [localRun(4, 'queued'), localRun(3, 'done', 9, 1), localRun(2, 'done', 10)];
  fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId: 7, what: 'runs' });
  const fourth = page.getByRole('region', { name: 'Run #4' });
  await expect.element(fourth).toBeVisible();
  await expect.element(third).not.toBeInTheDocument();
  await expect.poll(() => textOf(results)).toMatch(/3/);
  await expect.element(fourth.getByText('Queued')).toBeVisible();

  // Only main's events move it on: the copy still says queued.
  fakeDesk.emit('run.progress', { collectionId: 7, runnerId: 4, processed: 3, failed: 0, itemCount: 10 });
  await expect.poll(() => textOf(fourth)).toMatch(/3 processed · 0 failed · of 10 items/);
  await expect.element(fourth.getByText('Processing')).toBeVisible();
  fakeDesk.emit('run.finished', { collectionId: 7, runnerId: 4, stage: 'done', processed: 10, failed: 0 });
  await expect.element(fourth.getByText('Done · no items failed')).toBeVisible();
  await expect.poll(() => textOf(fourth)).toMatch(/10 processed · 0 failed · of 10 items/);

  // The runs came from the copy and main's events: the page never read the service's run records itself.
  expect(fakeDesk.inputsOf('runs.results')).toEqual([]);
  await expectAccessible();
  await fourth.getByRole('button', { name: 'Dismiss run status' }).click();
  await expect.element(fourth).not.toBeInTheDocument();
});

test("a finished run's banner says its failed share plainly and clears itself after 30 s; leaving the page clears it too", async () => {
  let runs = [localRun(5, 'processing', 400, 10, 1000)];
  const record = collectionRecord(7, 'Pantry shelf', { item_count: 1000, status: 'enable', last_run_at: at });
  await renderDesk('#/collections/7', {
    'localCopy.collections': () => ({ collections: [record] }),
    'localCopy.collection': { collectionId: 7, collection: record, notFound: false },
    'localCopy.runs': () => ({ collectionId: 7, runs, unreadable: 0 }),
    'localCopy.items': { collectionId: 7, items: [], synced: true, unreadable: 0 },
    'localCopy.syncStatus': { profileId: 'sandbox', state: 'up-to-date', lastSyncAt: at },
  });
  const fifth = page.getByRole('region', { name: 'Run #5' });
  await expect.element(fifth.getByText('Processing')).toBeVisible();
  // Main tells the run's progress as it goes (the page subscribes to its events just after the first paint).
  await expect
    .poll(() => {
      fakeDesk.emit('run.progress', { collectionId: 7, runnerId: 5, processed: 500, failed: 12, itemCount: 1000 });
      return textOf(fifth);
    })
    .toMatch(/500 processed · 12 failed/);

  // The page's timers are faked from here: 30 s pass in an instant. The query cache's notices ride on those
  // timers too, and so would any poll of an assertion, so the page is read directly, a few ms at a time.
  const realSetTimeout = globalThis.setTimeout.bind(globalThis);
  const yieldToPage = () => new Promise((resolve) => realSetTimeout(resolve, 0));
  const passUntil = async (done: () => boolean) => {
    for (let step = 0; step < 400 && !done(); step += 1) {
      await vi.advanceTimersByTimeAsync(5);
      await yieldToPage();
    }
  };
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    fakeDesk.emit('run.finished', { collectionId: 7, runnerId: 5, stage: 'done', processed: 976, failed: 24 });
    await passUntil(() => /Done/.test(textOf(fifth)));
    expect(textOf(fifth)).toMatch(/^Run #5Done · 2\.4% of items failed/);
    await vi.advanceTimersByTimeAsync(29_000);
    await yieldToPage();
    expect(fifth.query()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    await passUntil(() => fifth.query() === null);
    expect(fifth.query()).toBeNull();
  } finally {
    vi.useRealTimers();
  }
  // Gone, not hidden: the Results tab has the run; the page above the tabs is calm again.
  await expect.element(page.getByRole('region', { name: /^Run #/ })).not.toBeInTheDocument();

  // The next run ends while the page is open; the analyst leaves before the 30 s and comes back: no banner.
  runs = [localRun(6, 'processing', 1, 0, 10), localRun(5, 'done', 976, 24, 1000)];
  fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId: 7, what: 'runs' });
  const sixth = page.getByRole('region', { name: 'Run #6' });
  await expect.element(sixth.getByText('Processing')).toBeVisible();
  fakeDesk.emit('run.finished', { collectionId: 7, runnerId: 6, stage: 'done', processed: 10, failed: 0 });
  await expect.poll(() => textOf(sixth)).toMatch(/^Run #6Done · no items failed/);
  await expectAccessible();
  window.location.hash = '#/collections';
  await expect.element(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  window.location.hash = '#/collections/7';
  await expect.element(page.getByRole('tab', { name: /Results/ })).toBeVisible();
  await expect.element(page.getByRole('region', { name: /^Run #/ })).not.toBeInTheDocument();
});
