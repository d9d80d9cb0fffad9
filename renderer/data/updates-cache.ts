import type { QueryClient } from '@tanstack/react-query';
import type { UpdateStatus } from '../../shared/bridge/methods/updates.ts';
import { deskKeys } from './keys.ts';

/** An `updates.status` event (or an answer): the new status at once. */
export function applyUpdateStatus(client: QueryClient, status: UpdateStatus): void {
  client.setQueryData(deskKeys.updates(), status);
}
