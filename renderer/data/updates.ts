import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { UpdateStatus } from '../../shared/bridge/methods/updates.ts';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { deskKeys } from './keys.ts';
import { applyUpdateStatus } from './updates-cache.ts';
import { LOCAL_STALE_MS } from './lifetimes.ts';

/** Where the updater is; main tells every change (`updates.status` events). */
export function updateStatusQuery() {
  return queryOptions({ queryKey: deskKeys.updates(), queryFn: () => unwrap(desk.updates.status({})), staleTime: LOCAL_STALE_MS });
}

/** Checks for an update now; resolves with the status once the check is done. */
export function checkForUpdatesMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: () => unwrap(desk.updates.check({})),
    onSuccess: (status: UpdateStatus) => applyUpdateStatus(client, status),
  });
}

/** Restarts into a downloaded update. */
export function restartToUpdateMutation() {
  return mutationOptions({ mutationFn: () => unwrap(desk.updates.restart({})) });
}

/** Opens the download of an offered update (Linux packages) in the system browser. */
export function openUpdateDownloadMutation() {
  return mutationOptions({ mutationFn: () => unwrap(desk.updates.openDownload({})) });
}
