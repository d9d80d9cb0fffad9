import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionKeys } from '../data/keys.ts';
import { BridgeFailure } from '../lib/bridge-query.ts';
import { findRefreshFailure } from '../lib/refresh-failure.ts';
import { formatTimeOfDay } from '../lib/format.ts';
import { RefreshNotice } from './refresh-notice.tsx';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.clear();
});

/** A real QueryClient with one query on screen (an observer) that first reads, then fails to refresh. */
async function screenWithFailedRefresh(failRefresh: boolean, meta?: { staleShownInPlace: true }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  let calls = 0;
  const options = {
    queryKey: ['payments'],
    ...(meta ? { meta } : {}),
    queryFn: async () => {
      calls += 1;
      if (calls > 1 && failRefresh) throw new BridgeFailure({ kind: 'network', message: 'Could not reach the service.' });
      return ['a payment'];
    },
  };
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => {});
  await client.fetchQuery(options);
  await client.refetchQueries({ queryKey: ['payments'] });
  return { client, unsubscribe };
}

describe('the "could not refresh" notice', () => {
  it('appears when a refresh of shown data fails, with the time of that data and the reason', async () => {
    const { client, unsubscribe } = await screenWithFailedRefresh(true);
    const failure = findRefreshFailure(client.getQueryCache().getAll());
    expect(failure).toMatchObject({ message: 'Could not reach the service.', count: 1 });
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <RefreshNotice />
      </QueryClientProvider>,
    );
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain(`Could not refresh — showing data from ${formatTimeOfDay(new Date(failure?.shownSince ?? 0))}.`);
    expect(text).toContain('Could not reach the service.');
    expect(text).toContain('Try again');
    // Nothing on screen any more: nothing to warn about.
    unsubscribe();
    expect(findRefreshFailure(client.getQueryCache().getAll())).toBeNull();
  });

  it('stays away when the refresh worked', async () => {
    const { client, unsubscribe } = await screenWithFailedRefresh(false);
    expect(findRefreshFailure(client.getQueryCache().getAll())).toBeNull();
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <RefreshNotice />
      </QueryClientProvider>,
    );
    expect(html).toBe('');
    unsubscribe();
  });

  it('stays away when the failed read marks its own staleness in its widget (the header balance, the Account panels)', async () => {
    const { client, unsubscribe } = await screenWithFailedRefresh(true, { staleShownInPlace: true });
    expect(findRefreshFailure(client.getQueryCache().getAll())).toBeNull();
    unsubscribe();
  });

  it('stays away while main says the service cannot be reached: the offline banner says it once', async () => {
    const { client, unsubscribe } = await screenWithFailedRefresh(true);
    expect(findRefreshFailure(client.getQueryCache().getAll())).not.toBeNull();
    client.setQueryData(connectionKeys.state(), { profileId: 'sandbox', state: 'offline', lastReachedAt: '2026-11-28T07:40:00.000Z' });
    expect(findRefreshFailure(client.getQueryCache().getAll())).toBeNull();
    client.setQueryData(connectionKeys.state(), { profileId: 'sandbox', state: 'online', lastReachedAt: '2026-11-28T07:41:00.000Z' });
    expect(findRefreshFailure(client.getQueryCache().getAll())).toMatchObject({ count: 1 });
    unsubscribe();
  });
});
