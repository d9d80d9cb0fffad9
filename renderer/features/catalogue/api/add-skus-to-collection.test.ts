import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../shared/bridge/result.ts';

const calls: { method: string; input: Record<string, unknown> }[] = [];
let answers: Result<unknown>[] = [];

vi.mock('../../../lib/desk.ts', () => {
  const call = (method: string) => async (input: Record<string, unknown>) => {
    calls.push({ method, input });
    return answers.shift() ?? { ok: false, error: { kind: 'internal', message: 'no answer' } };
  };
  return { desk: { collections: { add: call('collections.add') }, officestoreItems: { createMultiple: call('officestoreItems.createMultiple') } } };
});

const { addSkusToCollection } = await import('./add-skus-to-collection.ts');
const { ADD_BATCH_SIZE } = await import('../../../lib/add-in-batches.ts');

const skus = Array.from({ length: 1001 }, (_, i) => String(10_000_000 + i));
const batch = (success: number, errors: { sku: string; error: string }[] = []): Result<unknown> => ({
  ok: true,
  value: { success_count: success, error_rows: errors },
});

describe('adding catalogue SKUs to an officestore collection', () => {
  beforeEach(() => {
    calls.length = 0;
    answers = [];
  });

  it('creates an officestore collection, then sends 500 SKUs per call one after another and sums the outcome', async () => {
    answers = [
      { ok: true, value: { id: 7, name: 'Pens' } },
      batch(500),
      batch(499, [{ sku: skus[700] ?? '', error: 'SKU already exists in this collection.' }]),
      batch(1),
    ];
    const progress: number[] = [];
    const outcome = await addSkusToCollection({
      target: { kind: 'new', name: 'Pens', notificationEmail: 'a@b.co' },
      postcode: '2000',
      storeId: null,
      skus,
      onProgress: (sent) => progress.push(sent),
    });
    expect(ADD_BATCH_SIZE).toBe(500);
    expect(calls[0]).toEqual({
      method: 'collections.add',
      input: { name: 'Pens', request_type: 'officestore', schedule: 'Manual', priority: 'Normal', notification_email: 'a@b.co' },
    });
    const sent = calls.slice(1);
    expect(sent.map((c) => String(c.input.skus).split(',').length)).toEqual([500, 500, 1]);
    expect(sent[0]?.input).toMatchObject({ collection: 7, customer_postcode: '2000', domain: 'officestore.com.au' });
    expect(sent[0]?.input).not.toHaveProperty('store_id');
    expect(progress).toEqual([0, 500, 1000, 1001]);
    expect(outcome).toMatchObject({ collectionId: 7, collectionName: 'Pens', added: 1000, sent: 1001, total: 1001, stoppedBy: null });
    expect(outcome.refused).toEqual([{ code: skus[700], error: 'SKU already exists in this collection.' }]);
    expect(outcome.sentCodes).toHaveLength(1001);
  });

  it('sends the chosen store, and stops at a failed call reporting what went before', async () => {
    answers = [batch(500), { ok: false, error: { kind: 'service', code: 400, message: 'Unknown store_id.' } }];
    const outcome = await addSkusToCollection({ target: { kind: 'existing', id: 3, name: 'Old' }, postcode: '3000', storeId: 'W411', skus });
    expect(calls.map((c) => c.method)).toEqual(['officestoreItems.createMultiple', 'officestoreItems.createMultiple']);
    expect(calls[0]?.input).toMatchObject({ collection: 3, store_id: 'W411' });
    expect(outcome).toMatchObject({ collectionId: 3, added: 500, sent: 500, stoppedBy: 'Unknown store_id.' });
    expect(outcome.sentCodes).toEqual(skus.slice(0, 500));
  });

  it('sends nothing when the new collection cannot be made', async () => {
    answers = [{ ok: false, error: { kind: 'service', code: 400, message: 'name: This field is required.' } }];
    await expect(
      addSkusToCollection({ target: { kind: 'new', name: 'x', notificationEmail: 'a@b.co' }, postcode: '2000', storeId: null, skus }),
    ).rejects.toThrow('name: This field is required.');
    expect(calls).toHaveLength(1);
  });
});
