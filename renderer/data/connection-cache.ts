import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { connectionViewSchema } from '../../shared/bridge/methods/connection.ts';
import { connectionRestored } from './changes.ts';
import type { DeskEvent } from './events.ts';
import { connectionKeys } from './keys.ts';

/** What `connection.status` answers. */
type ConnectionView = z.output<typeof connectionViewSchema>;

const TROUBLE = new Set(['offline', 'credential-rejected', 'no-credential']);

/** A `connection.state` event: stored as the state; coming back online re-reads whatever had failed. */
export function applyConnectionEvent(client: QueryClient, event: DeskEvent<'connection.state'>): void {
  const key = connectionKeys.state();
  const before = client.getQueryData<ConnectionView>(key);
  client.setQueryData(key, event);
  if (event.state === 'online' && before && TROUBLE.has(before.state)) void connectionRestored(client);
  if (before?.state !== event.state || before.profileId !== event.profileId) {
    void client.invalidateQueries({ queryKey: connectionKeys.credentials() });
  }
}

/** A view main answered (`connection.check`), stored as its event would be; an unknown state changes nothing. */
export function applyConnectionView(client: QueryClient, view: ConnectionView): void {
  if (view.state !== 'unknown') applyConnectionEvent(client, { ...view, state: view.state });
}
