import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Collection } from '../../../../shared/api/collections.ts';
import type { Result } from '../../../../shared/bridge/result.ts';

// A stand-in for the bridge (the Electron preload cannot run here): it records calls in order and answers
// from the collections it holds, as the service would.
const calls: { method: string; input: Record<string, unknown> }[] = [];
let held: Collection[] = [];
let nextId = 40;

vi.mock('../../../lib/desk.ts', () => {
  const call =
    (method: string, answer: (input: Record<string, unknown>) => unknown) =>
    async (input: Record<string, unknown>): Promise<Result<unknown>> => {
      calls.push({ method, input });
      return { ok: true, value: answer(input) };
    };
  const find = (id: unknown) => held.find((c) => c.id === id);
  return {
    desk: {
      collections: {
        get: call('collections.get', (input) => find(input.collection_id)),
        list: call('collections.list', (input) => {
          const items = held.filter((c) => c.name.toLowerCase().includes(String(input.search).toLowerCase()));
          return { total: items.length, skip: 0, limit: 200, items };
        }),
        add: call('collections.add', (input) => {
          const created = { ...collection(nextId++, String(input.name)), ...input, status: 'draft', item_count: 0 } as Collection;
          held.push(created);
          return created;
        }),
        update: call('collections.update', (input) => Object.assign(find(input.collection_id) ?? {}, { status: input.status })),
      },
      imports: {
        save: call('imports.save', () => ({ id: 'abcdef12-0001' })),
        saveRows: call('imports.saveRows', () => ({ id: 'abcdef12-0001' })),
      },
    },
  };
});

const { collectionOfPart } = await import('./split-actions.ts');
const { emptySession, session, useImportSession } = await import('./import-session-store.ts');

function collection(id: number, name: string, extra: Partial<Collection> = {}): Collection {
  return {
    id,
    name,
    request_type: 'marketplace',
    status: 'enable',
    schedule_status: 'Pending',
    schedule_message: null,
    priority: 'High',
    schedule: 'Daily',
    schedule_time: { hours: ['06.00'] },
    fetch_mode: 'availability_only',
    notification_email: 'analyst@example.com',
    destinations: 's3://team',
    item_count: 5000,
    last_run_at: null,
    next_run_at: null,
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
    ...extra,
  };
}

const chosen = collection(7, 'Weekly');

function startSplit(parts: { name: string; collectionId?: number }[]): void {
  useImportSession.setState({
    ...emptySession('marketplace', { id: 7, name: 'Weekly' }),
    phase: 'uploading',
    file: { name: 'big.csv', size: 1, bytes: null, encoding: 'utf-8', hasBom: false, delimiter: ',', headers: ['asin'], cells: null, rowNumbers: null },
    rows: [{ rowNumber: 2, values: { asin: 'B000000001' }, errors: [], outcome: 'pending' }],
    split: { parts },
  });
}

const methods = () => calls.map((c) => c.method);
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('a split import makes its new collections', () => {
  beforeEach(() => {
    calls.length = 0;
    held = [chosen];
    nextId = 40;
  });

  it('names the next free number (names read now), journals the name before the create, and copies the settings', async () => {
    held.push(collection(8, 'Weekly (2)', { request_type: 'officestore' }));
    startSplit([]);
    const made = await collectionOfPart(client(), chosen, 0);
    expect(made).toMatchObject({ id: 40, name: 'Weekly (3)' });
    expect(methods()).toEqual(['collections.list', 'imports.save', 'collections.add', 'imports.saveRows']);
    expect(calls[1]?.input).toMatchObject({ journal: { split: { parts: [{ name: 'Weekly (3)' }] } } });
    expect(calls[2]?.input).toEqual({
      name: 'Weekly (3)',
      request_type: 'marketplace',
      schedule: 'Daily',
      schedule_time: { hours: ['06.00'] },
      priority: 'High',
      fetch_mode: 'availability_only',
      notification_email: 'analyst@example.com',
      destinations: 's3://team',
    });
    expect(session().split?.parts).toEqual([{ name: 'Weekly (3)', collectionId: 40 }]);
  });

  it('a create whose answer never came: the collection of that name is taken up, not made again', async () => {
    held.push(collection(31, 'Weekly (2)', { item_count: 2000 }));
    startSplit([{ name: 'Weekly (2)' }]);
    const found = await collectionOfPart(client(), chosen, 0);
    expect(found).toMatchObject({ id: 31, item_count: 2000 });
    expect(methods()).not.toContain('collections.add');
    expect(session().split?.parts).toEqual([{ name: 'Weekly (2)', collectionId: 31 }]);
  });

  it('a create that never landed is made under the same name; a made one is read again for its room', async () => {
    startSplit([{ name: 'Weekly (2)' }]);
    const made = await collectionOfPart(client(), chosen, 0);
    expect(made).toMatchObject({ id: 40, name: 'Weekly (2)' });
    calls.length = 0;
    expect(await collectionOfPart(client(), chosen, 0)).toMatchObject({ id: 40 });
    expect(methods()).toEqual(['collections.get']);
  });

  it('a disabled collection gives disabled new ones, before any row goes in', async () => {
    startSplit([]);
    const made = await collectionOfPart(client(), { ...chosen, status: 'disable' }, 0);
    expect(made.status).toBe('disable');
    expect(calls.at(-2)).toMatchObject({ method: 'collections.update', input: { collection_id: 40, status: 'disable' } });
  });

  it('refuses to make more than 8 new collections, and a collection without a notification e-mail', async () => {
    startSplit(Array.from({ length: 8 }, (_, i) => ({ name: `Weekly (${i + 2})`, collectionId: 100 + i })));
    await expect(collectionOfPart(client(), chosen, 8)).rejects.toThrow('at most 8 new collections');
    startSplit([]);
    await expect(collectionOfPart(client(), { ...chosen, notification_email: null }, 0)).rejects.toThrow('has no notification e-mail');
    expect(methods()).not.toContain('collections.add');
  });
});
