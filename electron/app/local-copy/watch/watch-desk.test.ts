import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchMatch } from '../../../../shared/bridge/methods/inbox.ts';
import type { LocalItem } from '../../../../shared/bridge/methods/local-copy.ts';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../../testing/desk-test-kit.ts';
import type { TestDesk } from '../../testing/desk-test-kit.ts';
import { runPartsstoreCollection } from '../../testing/run-kit.ts';

const service = testKeychainService('watch');
let t: TestDesk;

beforeAll(async () => {
  requireSecretService();
  // No background pass: each run is archived because it finished, as the desk does on its own.
  t = await startTestDesk({ keychainService: service, localCopyTiming: { startDelayMs: 600_000 } });
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

type Inbox = { matches: WatchMatch[]; total: number; unread: number };

/** Runs the collection once more and waits for the rules' verdict on that run (its `inbox.matched` event). */
async function runAndMatch(collectionId: number): Promise<{ runId: number; event: Record<string, unknown> }> {
  const from = t.events.length;
  const run = await t.value<{ runner_id: number }>('runs.run', { collection_id: collectionId });
  const event = await t.waitForEvent('inbox.matched', (p) => p.runId === run.runner_id, { from });
  return { runId: run.runner_id, event };
}

describe('watch rules in the desk', () => {
  it('refuse a value that makes no sense, or a collection the copy does not hold, with the reason', async () => {
    const refused = await t.call('inbox.setRules', { rules: [{ kind: 'priceDownPct', value: 0 }] });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: expect.stringMatching(/Enter a percentage above 0/) } });
    expect(await t.call('inbox.setRules', { collectionId: 999, rules: [] })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'Collection 999 is not in the local copy, so rules cannot be set for it.' },
    });
  });

  it('give one notification per run that matched, saying what and where, which opens the inbox on that run', async () => {
    await t.value('inbox.setRules', {
      rules: [
        { kind: 'newItem', value: null },
        { kind: 'missingItem', value: null },
      ],
    });
    const first = await runPartsstoreCollection(t, 'Shelf watch', ['W1', 'W2', 'W3']);
    const { collectionId } = first;
    // The first run has no run before it: nothing is new or missing yet.
    expect(t.notifications.filter((n) => n.kind === 'watchMatched')).toEqual([]);

    const items = (await t.value<{ items: LocalItem[] }>('localCopy.items', { collectionId })).items;
    await t.value('partsstoreItems.delete', { sku_id: items.find((i) => i.code === 'W1')!.itemId });
    await t.value('partsstoreItems.create', { collection: collectionId, sku: 'W4', customer_postcode: '2000' });
    const { runId, event } = await runAndMatch(collectionId);

    const target = { kind: 'changes', collectionId, runId };
    expect(t.notifications.filter((n) => n.kind === 'watchMatched')).toEqual([
      { kind: 'watchMatched', title: 'Watch rules matched', body: '1 new, 1 missing · Shelf watch', target },
    ]);
    expect(event).toMatchObject({ matches: 2, body: '1 new, 1 missing · Shelf watch', target });
    const inbox = await t.value<Inbox>('inbox.list', { runId });
    expect(inbox.matches.map((m) => `${m.code} ${m.rule}`)).toEqual(['W1 missingItem', 'W4 newItem']);
    expect(inbox.unread).toBe(2);
  });

  it('stays silent when the notification is switched off, and exports what the inbox lists', async () => {
    const { collectionId } = (await t.value<Inbox>('inbox.list', {})).matches[0]!;
    await t.value('settings.update', { notifications: { watchMatched: false } });
    await t.value('partsstoreItems.create', { collection: collectionId, sku: 'W5', customer_postcode: '2000' });
    const told = t.notifications.length;
    const { runId } = await runAndMatch(collectionId);
    expect(t.notifications.slice(told).filter((n) => n.kind === 'watchMatched')).toEqual([]);

    const saved = await t.value<{ path: string; rows: number }>('exports.changes', { filter: { collectionId }, format: 'csv' });
    expect(saved.rows).toBe(3);
    const lines = readFileSync(saved.path, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'collection,collection id,run,finished,rule,code,title,price before,price after,change,currency,availability before,availability group before,availability after,availability group after,regions,read',
    );
    // Newest run first.
    expect(lines[1]).toMatch(new RegExp(`^Shelf watch,${collectionId},${runId},\\d{4}-\\d{2}-\\d{2}T[^,]+,new,W5,`));
  });

  it('keeps the rules when the local copy is purged; the matches go with the copy', async () => {
    await t.value('localCopy.purge', { profileId: 'sandbox' });
    expect(await t.value('inbox.rules', {})).toMatchObject({ own: true, rules: [{ kind: 'newItem' }, { kind: 'missingItem' }] });
    expect(await t.value('inbox.unread', {})).toEqual({ unread: 0 });
  });
});
