import { describe, expect, it } from 'vitest';
import { asinBatchResultSchema, splitCodeList } from './item-batch.ts';

describe('item batches', () => {
  it('splits comma-separated code lists', () => {
    expect(splitCodeList(' B000000001, B000000002 ,,B000000003,')).toEqual(['B000000001', 'B000000002', 'B000000003']);
    expect(splitCodeList('')).toEqual([]);
  });

  it('reads error rows with and without row numbers', () => {
    const parsed = asinBatchResultSchema.parse({
      success_count: 0,
      error_rows: [
        { asin: 'X', error: 'e' },
        { row: 2, error: 'e', extra: 1 },
      ],
    });
    expect(parsed.error_rows).toEqual([
      { asin: 'X', error: 'e' },
      { row: 2, error: 'e' },
    ]);
  });
});
