import { describe, expect, it } from 'vitest';
import { isDuplicateReason } from './duplicate-reason.ts';

describe('isDuplicateReason', () => {
  it('recognises the service’s duplicate refusals of every item type', () => {
    expect(isDuplicateReason('ASIN already exists in this collection.')).toBe(true);
    expect(isDuplicateReason('SKU 555 already exists in this collection.')).toBe(true);
    expect(isDuplicateReason('Part AB-1 with postcode 2000 already exists in this collection.')).toBe(true);
  });

  it('leaves other refusals to be fixed and sent again', () => {
    expect(isDuplicateReason('The collection is full (5000 items).')).toBe(false);
    expect(isDuplicateReason('ASIN must be 10 letters or digits.')).toBe(false);
  });
});
