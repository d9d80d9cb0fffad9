import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { connectionViewSchema } from '../../shared/bridge/methods/connection.ts';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { formatTimeOfDay } from '../lib/format.ts';
import { applyConnectionView } from './connection-cache.ts';
import { connectionStateQuery } from './connection.ts';
import { connectionKeys } from './keys.ts';

/** The active profile's connection as main answers it. */
type ConnectionView = z.output<typeof connectionViewSchema>;

/** Whether a change may be sent to the service now, and the reason shown in place when it may not. */
export interface WriteGate {
  allowed: boolean;
  reason: string | null;
}

/** How often an open dialog that refuses asks main again, so it becomes usable soon after the service is back. */
export const WRITE_GATE_RECHECK_MS = 10_000;

/** The refusal of a change while the service cannot be reached, with when it last answered as a local time. */
export function offlineWriteReason(lastReachedAt: string | null, now: Date = new Date()): string {
  const since = lastReachedAt === null ? 'not reached since the desk started' : `last reached at ${formatTimeOfDay(lastReachedAt, now)}`;
  return `The service cannot be reached (${since}), so nothing can be changed now; nothing is queued.`;
}

/** The gate a connection view sets: only a service that cannot be reached refuses (other troubles have their own messages). */
export function writeGateOf(view: ConnectionView | undefined, now: Date = new Date()): WriteGate {
  if (view?.state !== 'offline') return { allowed: true, reason: null };
  return { allowed: false, reason: offlineWriteReason(view.lastReachedAt, now) };
}

/**
 * What a dialog asks main while `open` (`connection.check`, one call to the service): once as it opens,
 * then every 10 s while its gate refuses. The answer is stored as main's state (coming back re-reads what
 * had failed); every open dialog shares the query, so two open at once ask once.
 */
export function gateCheckOptions(client: QueryClient, open: boolean, gate: WriteGate) {
  return queryOptions({
    queryKey: connectionKeys.check(),
    queryFn: async () => {
      const view = await unwrap(desk.connection.check({}));
      applyConnectionView(client, view);
      return view;
    },
    // Each opening asks again: main's state is only as fresh as its last call.
    staleTime: 0,
    enabled: open,
    refetchInterval: gate.allowed ? false : WRITE_GATE_RECHECK_MS,
  });
}

/**
 * The write gate of a dialog or panel while `open`: main's connection state, checked again when it opens
 * (so the refusal shows at once, and a stale "offline" does not refuse) and while it refuses.
 */
export function useWriteGate(open: boolean): WriteGate {
  const client = useQueryClient();
  const gate = writeGateOf(useQuery(connectionStateQuery()).data);
  useQuery(gateCheckOptions(client, open, gate));
  return gate;
}
