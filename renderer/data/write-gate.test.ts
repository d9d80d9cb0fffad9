import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Result } from '../../shared/bridge/result.ts';
import { formatTimeOfDay } from '../lib/format.ts';
import { connectionKeys } from './keys.ts';

// query-core turns refetch intervals off where there is no `window` (it takes Node for a server); this
// code runs in the renderer, so the test gives it one before anything is imported.
vi.hoisted(() => {
  (globalThis as { window?: unknown }).window = globalThis;
});

interface View {
  profileId: string;
  state: 'online' | 'offline' | 'credential-rejected' | 'no-credential' | 'unknown';
  lastReachedAt: string | null;
}

// Main's `connection.check`, answering what the test says the service is doing now.
let answer: View;
let checks = 0;
vi.mock('../lib/desk.ts', () => ({
  desk: {
    connection: {
      check: async (): Promise<Result<View>> => {
        checks += 1;
        return { ok: true, value: answer };
      },
    },
  },
}));

const { gateCheckOptions, offlineWriteReason, WRITE_GATE_RECHECK_MS, writeGateOf } = await import('./write-gate.ts');

const lastReached = '2026-03-03T10:42:00.000Z';
const offline: View = { profileId: 'p', state: 'offline', lastReachedAt: lastReached };
const online: View = { profileId: 'p', state: 'online', lastReachedAt: '2026-03-03T10:50:00.000Z' };

describe('the write gate', () => {
  it('refuses only while the service cannot be reached, saying when it last answered as a local time, never as ISO', () => {
    const sameDay = new Date(lastReached);
    const reason = offlineWriteReason(lastReached, sameDay);
    expect(reason).toBe(
      `The service cannot be reached (last reached at ${formatTimeOfDay(lastReached, sameDay)}), so nothing can be changed now; nothing is queued.`,
    );
    expect(reason).not.toContain(lastReached);
    expect(reason).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(offlineWriteReason(null)).toBe(
      'The service cannot be reached (not reached since the desk started), so nothing can be changed now; nothing is queued.',
    );

    expect(writeGateOf(offline, sameDay)).toEqual({ allowed: false, reason });
    for (const view of [online, { ...online, state: 'unknown' as const }, { ...online, state: 'credential-rejected' as const }, undefined]) {
      expect(writeGateOf(view)).toEqual({ allowed: true, reason: null });
    }
  });
});

describe('the check a dialog makes as it opens', () => {
  let client: QueryClient;
  let stop: () => void = () => undefined;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    checks = 0;
  });
  afterEach(() => {
    stop();
    client.clear();
    vi.useRealTimers();
  });

  /** A dialog on screen: an observer of the check with the options the hook gives it. */
  const openDialog = (open: boolean) => {
    const observer = new QueryObserver(client, gateCheckOptions(client, open, writeGateOf(client.getQueryData(connectionKeys.state()))));
    stop = observer.subscribe(() => undefined);
    return observer;
  };
  const gate = () => writeGateOf(client.getQueryData(connectionKeys.state()));

  it('asks main at once, so a service gone since the last call refuses in the dialog that opens', async () => {
    client.setQueryData(connectionKeys.state(), online);
    answer = offline;
    const closed = openDialog(false);
    expect(checks).toBe(0);
    closed.setOptions(gateCheckOptions(client, true, gate()));
    await vi.waitFor(() => expect(gate().allowed).toBe(false));
    expect(checks).toBe(1);
    expect(gate().reason).toContain('last reached at');
  });

  it('does not refuse on a stale "offline": the check on opening clears it, and what had failed is read again', async () => {
    client.setQueryData(connectionKeys.state(), offline);
    // A read that failed while the service was away.
    await client.prefetchQuery({ queryKey: ['zipcodes', 'list'], queryFn: () => Promise.reject(new Error('Could not reach the service.')) });
    answer = online;
    openDialog(true);
    await vi.waitFor(() => expect(gate().allowed).toBe(true));
    expect(client.getQueryState(['zipcodes', 'list'])?.isInvalidated).toBe(true);
  });

  it('asks again every 10 s while it refuses, so the open dialog becomes usable once the service is back', async () => {
    vi.useFakeTimers();
    client.setQueryData(connectionKeys.state(), offline);
    answer = offline;
    const observer = openDialog(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(WRITE_GATE_RECHECK_MS);
    expect(checks).toBe(2);
    expect(gate().allowed).toBe(false);
    answer = online;
    await vi.advanceTimersByTimeAsync(WRITE_GATE_RECHECK_MS);
    expect(gate().allowed).toBe(true);
    // Usable again: the hook stops asking.
    observer.setOptions(gateCheckOptions(client, true, gate()));
    await vi.advanceTimersByTimeAsync(0);
    const asked = checks;
    await vi.advanceTimersByTimeAsync(5 * WRITE_GATE_RECHECK_MS);
    expect(checks).toBe(asked);
  });
});
