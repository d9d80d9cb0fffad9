import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { unwrapShown } from '../lib/bridge-query.ts';
import { localCopyKeys } from './local-copy-cache.ts';
import { unreadableOnScreen, unreadableText } from './unreadable-rows.ts';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.clear();
});

/** A real QueryClient with the given reads answered, those `shown` observed as a screen would. */
async function screen(reads: { key: readonly unknown[]; answer: object; shown: boolean }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const stops: (() => void)[] = [];
  for (const { key, answer, shown } of reads) {
    const options = { queryKey: key, queryFn: async () => answer };
    await client.fetchQuery(options);
    if (shown) stops.push(new QueryObserver(client, options).subscribe(() => {}));
  }
  return { client, stop: () => stops.forEach((s) => s()) };
}

describe('rows of the team copy that could not be read', () => {
  it('are added up over the reads on screen, and said as the freshness line says them', async () => {
    const { client, stop } = await screen([
      { key: localCopyKeys.collections(), answer: { collections: [], unreadable: 1 }, shown: true },
      { key: localCopyKeys.items(7), answer: { items: [], synced: true, unreadable: 1 }, shown: true },
      // A collection no longer open: its count is not this screen's.
      { key: localCopyKeys.items(8), answer: { items: [], synced: true, unreadable: 5 }, shown: false },
      { key: localCopyKeys.runs(7), answer: { runs: [] }, shown: true },
    ]);
    const count = unreadableOnScreen(client.getQueryCache().getAll());
    expect(count).toBe(2);
    expect(unreadableText(count)).toBe('2 rows in the team copy could not be read');
    expect(unreadableText(1)).toBe('1 row in the team copy could not be read');
    stop();
    expect(unreadableOnScreen(client.getQueryCache().getAll())).toBe(0);
  });
});

describe('reads the screens show', () => {
  it('arrive with bidi overrides and control characters made inert, numbers and the rest untouched', async () => {
    const answer = { items: [{ code: 'B0PNT00777', title: 'Kettle\u202Egnp.exe', currency: '\u202E$\u0007', price: 92_233_720.36, trend: [1, null] }] };
    const shown = await unwrapShown(Promise.resolve({ ok: true as const, value: answer }));
    expect(shown.items[0]).toEqual({ code: 'B0PNT00777', title: 'Kettle\uFFFDgnp.exe', currency: '\uFFFD$\uFFFD', price: 92_233_720.36, trend: [1, null] });
  });
});
