import { describe, expect, it } from 'vitest';
import type { ImportSummary } from '../../../shared/bridge/methods/imports.ts';
import { createTaskProgress, importFraction, importJustDone, importNotification } from './task-progress.ts';

const summary = (counts: Partial<ImportSummary['counts']>): ImportSummary => ({
  id: 'imp-1',
  fileName: 'asins.csv',
  type: 'marketplace',
  collectionId: 7,
  collectionName: 'Prices',
  splitInto: [],
  status: 'open',
  counts: { total: 100, ready: 0, invalid: 0, sending: 0, sentOk: 0, rejected: 0, dropped: 0, ...counts },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('taskbar progress', () => {
  it('shows the mean of the tasks at work and removes the bar when the last one ends', () => {
    const shown: (number | null)[] = [];
    const progress = createTaskProgress((value) => shown.push(value));
    progress.set('run:1', 0.2);
    progress.set('import:a', 0.6);
    progress.set('run:1', 0.2); // unchanged: the host is not told again
    progress.set('run:1', null);
    progress.set('import:a', null);
    expect(shown).toEqual([0.2, 0.4, 0.6, null]);
  });
});

describe('imports on the taskbar', () => {
  it('counts sent and rejected rows among those to send, only while rows are in flight', () => {
    expect(importFraction(summary({ sending: 20, sentOk: 30, rejected: 10, invalid: 10, dropped: 10, ready: 20 }))).toBe(0.5);
    expect(importFraction(summary({ sentOk: 100 }))).toBeNull();
  });

  it('is done when a save after sending leaves nothing in flight or ready, and says so', () => {
    const sending = summary({ sending: 50, sentOk: 50 });
    expect(importJustDone(sending, summary({ sentOk: 98, rejected: 2 }))).toBe(true);
    expect(importJustDone(sending, summary({ sentOk: 60, ready: 40 }))).toBe(false);
    expect(importJustDone(undefined, summary({ sentOk: 100 }))).toBe(false);
    expect(importNotification(summary({ sentOk: 98, rejected: 2 }))).toEqual({
      title: 'Import done with rejections',
      body: 'asins.csv → Prices: 98 added, 2 rejected.',
    });
    // A split import names every collection it filled.
    expect(importNotification({ ...summary({ sentOk: 12_000 }), splitInto: ['Prices (2)', 'Prices (3)'] }).body).toBe(
      'asins.csv → Prices, Prices (2), Prices (3): 12000 added.',
    );
  });
});
