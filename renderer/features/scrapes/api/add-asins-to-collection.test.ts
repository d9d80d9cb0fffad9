import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../shared/bridge/result.ts';

const calls: { method: string; input: Record<string, unknown> }[] = [];
let answers: Result<unknown>[] = [];

vi.mock('../../../lib/desk.ts', () => {
  const call = (method: string) => async (input: Record<string, unknown>) => {
    calls.push({ method, input });
    return answers.shift() ?? { ok: false, error: { kind: 'internal', message: 'no answer' } };
  };
  return { desk: { collections: { add: call('collections.add') }, marketplaceItems: { createMultiple: call('marketplaceItems.createMultiple') } } };
});

const { addAsinsToCollection } = await import('./add-asins-to-collection.ts');
const { ADD_BATCH_SIZE } = await import('../../../lib/add-in-batches.ts');

const asins = Array.from({ length: 1201 }, (_, i) => `B${String(i).padStart(9, '0')}`);
const batch = (success: number, errors: { asin: string; error: string }[] = []): Result<unknown> => ({
  ok: true,
  value: { success_count: success, error_rows: errors },
});

describe('adding found ASINs to a collection', () => {
  beforeEach(() => {
    calls.length = 0;
    answers = [];
  });

  it('creates the collection, then sends 500 per call one after another and sums the outcome', async () => {
    answers = [
      { ok: true, value: { id: 9, name: 'found' } },
      batch(500),
      batch(499, [{ asin: asins[600] ?? '', error: 'ASIN already exists in this collection.' }]),
      batch(201),
    ];
    const progress: number[] = [];
    const outcome = await addAsinsToCollection({
      target: { kind: 'new', name: 'found', notificationEmail: 'a@b.co', priority: 'Normal' },
      domain: 'marketplace.com.au',
      postcode: '2000',
      asins,
      onProgress: (sent) => progress.push(sent),
    });
    expect(calls[0]).toMatchObject({ method: 'collections.add', input: { name: 'found', request_type: 'marketplace', schedule: 'Manual' } });
    const sent = calls.slice(1);
    expect(sent.map((c) => String(c.input.asins).split(',').length)).toEqual([ADD_BATCH_SIZE, ADD_BATCH_SIZE, 201]);
    expect(sent[0]?.input).toMatchObject({ collection: 9, domain: 'marketplace.com.au', customer_postcode: '2000' });
    expect(progress).toEqual([0, 500, 1000, 1201]);
    expect(outcome).toMatchObject({ collectionId: 9, collectionName: 'found', added: 1200, sent: 1201, total: 1201, stoppedBy: null });
    expect(outcome.refused).toEqual([{ code: asins[600], error: 'ASIN already exists in this collection.' }]);
  });

  it('stops at a failed call and reports what was added before it', async () => {
    answers = [batch(500), { ok: false, error: { kind: 'service', code: 404, message: 'Collection not found.' } }];
    const outcome = await addAsinsToCollection({ target: { kind: 'existing', id: 4, name: 'mine' }, domain: 'marketplace.com.au', postcode: '2000', asins });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.method).toBe('marketplaceItems.createMultiple');
    expect(outcome).toMatchObject({ collectionId: 4, added: 500, sent: 500, stoppedBy: 'Collection not found.' });
  });
});
