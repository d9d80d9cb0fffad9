import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../../shared/bridge/methods/local-copy.ts';
import { waitFor } from '../../../../sandbox/testing/test-sandbox.ts';
import { createSyncEngine } from './sync-engine.ts';

/** Waits until `check` holds. */
const until = (check: () => boolean) => waitFor(() => check() || undefined);

/** A job runner whose jobs finish only when the test says so (the engine's reads of the service, held). */
function heldRunner() {
  const asked: { key: string; finish: (error?: Error) => void }[] = [];
  const run = (key: string) => new Promise<void>((resolve, reject) => asked.push({ key, finish: (error) => (error ? reject(error) : resolve()) }));
  return { asked, run };
}

function engineOf(runner: ReturnType<typeof heldRunner>) {
  let active = 'first';
  const synced = new Map<string, string>();
  const published: SyncStatus[] = [];
  const engine = createSyncEngine({
    run: runner.run,
    activeId: () => active,
    lastSync: { get: async (id) => synced.get(id) ?? null, set: async (id, at) => void synced.set(id, at) },
    publish: (status) => published.push(status),
    log: () => {},
    timing: { startDelayMs: 0, probeMs: 60_000, passMs: 60_000, retryMs: 60_000 },
  });
  return { engine, synced, published, switchTo: (id: string) => (active = id) };
}

describe('the sync engine, when the profile changes while it reads', () => {
  it('does not mark the new profile up to date with the old profile’s read, and reads the new one at once', async () => {
    const runner = heldRunner();
    const { engine, synced, published, switchTo } = engineOf(runner);
    engine.start();
    await until(() => runner.asked.length === 1);
    switchTo('second');
    engine.reset();
    runner.asked[0]?.finish();
    await until(() => runner.asked.length === 2);
    expect(runner.asked[1]?.key).toBe('pass');
    expect(synced.has('second')).toBe(false);
    expect(published.filter((s) => s.profileId === 'second').map((s) => s.state)).toEqual(['checking']);

    runner.asked[1]?.finish();
    await until(() => published.at(-1)?.state === 'up-to-date');
    expect(published.at(-1)?.profileId).toBe('second');
    expect(synced.has('second')).toBe(true);
    engine.dispose();
  });

  it('backs a refused read of the open collection off, doubling from its cadence', async () => {
    const runner = heldRunner();
    const engine = createSyncEngine({
      run: runner.run,
      activeId: () => 'first',
      lastSync: { get: async () => null, set: async () => {} },
      publish: () => {},
      log: () => {},
      timing: { startDelayMs: 600_000, passMs: 600_000, probeMs: 40, maxBackoffMs: 600_000 },
    });
    engine.setFocus({ collectionId: 7, list: false, visible: true });
    const refused = Object.assign(new Error('Internal error'), { kind: 'server' });
    const askedAt: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await until(() => runner.asked.length === i + 1);
      askedAt.push(performance.now());
      expect(runner.asked[i]?.key).toBe('collection:7');
      runner.asked[i]?.finish(refused);
    }
    engine.dispose();
    // After each refusal the wait doubles: 40, 80, 160 ms at least (a timer never fires early).
    const gaps = askedAt.slice(1).map((at, i) => at - (askedAt[i] as number));
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
  });
});
